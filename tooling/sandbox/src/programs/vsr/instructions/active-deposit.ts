import { type DepositEntry, MAX_DEPOSIT_ENTRIES, type Voter } from '@keel/governance-registry';
import { vsrError } from '../vsr-errors';

/** Voter::active_deposit_mut: the entry at `index`, which must exist and be in use. */
export function activeDeposit(voter: Voter, index: number): DepositEntry {
  if (index >= MAX_DEPOSIT_ENTRIES) throw vsrError('OutOfBoundsDepositEntryIndex');
  const entry = voter.deposits[index];
  if (entry === undefined || !entry.isUsed) throw vsrError('UnusedDepositEntryIndex');
  return entry;
}

export function withDeposit(voter: Voter, index: number, entry: DepositEntry): Voter {
  const deposits = [...voter.deposits];
  deposits[index] = entry;
  return { ...voter, deposits };
}
