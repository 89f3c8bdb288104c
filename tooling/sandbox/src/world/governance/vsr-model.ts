/**
 * The world's registrar and deposits as governance-registry's models, so generation, the writer
 * and the tests all compute vote weight with the package's own functions on the same values.
 */

import { amountToLamports, lamportsToAmount } from '@keel/core-math';
import type { DepositEntry, RegistrarData, VotingMintConfig } from '@keel/governance-registry';
import { PublicKey } from '@solana/web3.js';
import type { WorldDeposit, WorldRegistrar, WorldVotingMint } from './governance-types';

/** Offsets are seconds from `anchor` (unix seconds); generation uses anchor 0. */
export function depositEntryOf(
  deposit: WorldDeposit,
  decimals: number,
  anchor: bigint,
): DepositEntry {
  return {
    lockup: {
      kind: deposit.kind,
      startTs: anchor + BigInt(deposit.startOffsetSeconds),
      endTs: anchor + BigInt(deposit.endOffsetSeconds),
    },
    amountDepositedNative: amountToLamports(deposit.amountDeposited, decimals),
    amountInitiallyLockedNative: amountToLamports(deposit.amountInitiallyLocked, decimals),
    isUsed: true,
    allowClawback: deposit.allowClawback,
    votingMintConfigIdx: deposit.votingMintConfigIdx,
  };
}

export function votingMintConfigOf(mint: WorldVotingMint): VotingMintConfig {
  return {
    mint: new PublicKey(mint.mint),
    grantAuthority: mint.grantAuthority === null ? null : new PublicKey(mint.grantAuthority),
    baselineVoteWeightScaledFactor: BigInt(mint.baselineVoteWeightScaledFactor),
    maxExtraLockupVoteWeightScaledFactor: BigInt(mint.maxExtraLockupVoteWeightScaledFactor),
    lockupSaturationSecs: BigInt(mint.lockupSaturationSecs),
    digitShift: mint.digitShift,
  };
}

/** What voterWeight needs of a registrar: its voting mints and clock offset (0 on mainnet). */
export function registrarModelOf(
  registrar: WorldRegistrar,
): Pick<RegistrarData, 'votingMints' | 'timeOffset'> {
  return { votingMints: registrar.votingMints.map(votingMintConfigOf), timeOffset: 0n };
}

/** Raw vote weight as display units (÷ 10^decimals of the voting mint), exact. */
export function voteWeightText(raw: bigint, decimals: number): string {
  return lamportsToAmount(raw, decimals).toFixed();
}

/** Display units back to raw vote weight. */
export function rawVoteWeight(text: string, decimals: number): bigint {
  return amountToLamports(text, decimals);
}
