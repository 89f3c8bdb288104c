import { PublicKey } from '@solana/web3.js';
import type { DepositEntry } from '../vsr/depositEntry';
import type { Lockup } from '../vsr/lockup';
import type { VotingMintConfig } from '../vsr/votingMintConfig';

/** Deterministic keys for tests: the key whose 32 bytes all equal `seed`. */
export function testKey(seed: number): PublicKey {
  return new PublicKey(new Uint8Array(32).fill(seed));
}

/** A voting mint config with factors given in whole units of 1e9. */
export function mintConfig(options: {
  baseline: bigint;
  maxExtra: bigint;
  saturationSecs: bigint;
  digitShift?: number;
  mint?: PublicKey;
}): VotingMintConfig {
  return {
    mint: options.mint ?? testKey(7),
    grantAuthority: null,
    baselineVoteWeightScaledFactor: options.baseline,
    maxExtraLockupVoteWeightScaledFactor: options.maxExtra,
    lockupSaturationSecs: options.saturationSecs,
    digitShift: options.digitShift ?? 0,
  };
}

export function depositEntry(
  lockup: Lockup,
  deposited: bigint,
  initiallyLocked: bigint = deposited,
  votingMintConfigIdx = 0,
): DepositEntry {
  return {
    lockup,
    amountDepositedNative: deposited,
    amountInitiallyLockedNative: initiallyLocked,
    isUsed: true,
    allowClawback: false,
    votingMintConfigIdx,
  };
}
