import { type Address, SYSTEM_PROGRAM_ID, sameAddress } from '@keel/chain-readers';
import type { DepositEntry, Registrar, Voter } from '@keel/governance-registry';
import { vsrError, vsrPanic } from '../vsr-errors';
import { votingPower } from './deposit-entry';
import { U64_MAX } from './voting-mint-config';

/* `state/voter.rs` and `state/registrar.rs`: the voter's weight, its deposit slots, the clock. */

/** `Voter.deposits: [DepositEntry; 32]`. */
export const DEPOSIT_SLOTS = 32;

/** Registrar::clock_unix_timestamp: the chain clock plus the registrar's (test-only) offset. */
export function registrarClock(registrar: Pick<Registrar, 'timeOffset'>, unixTimestamp: bigint) {
  return unixTimestamp + registrar.timeOffset;
}

/**
 * Registrar::voting_mint_config_index: the first slot whose mint is `mint` (an unused slot holds
 * the all-zero key), else VotingMintNotFound.
 */
export function votingMintConfigIndex(registrar: Pick<Registrar, 'votingMints'>, mint: Address) {
  const index = registrar.votingMints.findIndex((config) =>
    sameAddress(config.mint ?? SYSTEM_PROGRAM_ID, mint),
  );
  if (index < 0) throw vsrError('VotingMintNotFound', { at: 'state/registrar.rs:42' });
  return index;
}

/** Voter::weight: the sum of every used deposit's voting power (a u64 sum that panics past it). */
export function voterWeight(registrar: Registrar, voter: Pick<Voter, 'deposits'>, currTs: bigint) {
  let sum = 0n;
  for (const entry of voter.deposits) {
    if (!entry.isUsed) continue;
    const config = registrar.votingMints[entry.votingMintConfigIdx];
    if (config === undefined) throw vsrPanic('index out of bounds');
    sum += votingPower(entry, config, currTs);
    if (sum > U64_MAX) throw vsrPanic('called `Option::unwrap()` on a `None` value');
  }
  return sum;
}

/** Voter::active_deposit_mut: the slot must exist (OutOfBounds…) and be in use (Unused…). */
export function activeDeposit(voter: Pick<Voter, 'deposits'>, index: number): DepositEntry {
  if (!(voter.deposits.length > index)) {
    throw vsrError('OutOfBoundsDepositEntryIndex', {
      at: 'state/voter.rs:76',
      values: [voter.deposits.length, index],
    });
  }
  const entry = voter.deposits[index];
  if (entry === undefined || !entry.isUsed) {
    throw vsrError('UnusedDepositEntryIndex', { at: 'state/voter.rs:82' });
  }
  return entry;
}

export function withDeposit<T extends Pick<Voter, 'deposits'>>(
  voter: T,
  index: number,
  entry: DepositEntry,
): T {
  const deposits = [...voter.deposits];
  deposits[index] = entry;
  return { ...voter, deposits };
}
