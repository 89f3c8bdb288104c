import type { DepositRow } from './stakingView';

/** Unlocked tokens taken out of one deposit (the withdraw instruction's arguments). */
export interface Withdrawal {
  depositEntryIndex: number;
  amountNative: bigint;
}

/**
 * Withdraw instructions per transaction. One withdraw adds about 30 bytes to a transaction whose
 * other accounts are shared, so ten of them and the token-account creation stay far below the
 * size limit; a voter has at most 32 deposits, so an unstake is at most four transactions.
 */
export const WITHDRAWALS_PER_TRANSACTION = 10;

/**
 * Where an unstake of `amountNative` comes from: the unlocked tokens of each deposit in the
 * voter's order, until the amount is covered. Unlocked tokens weigh the baseline wherever they sit,
 * so the order does not change the voting power left. Null when the deposits do not hold that
 * much unlocked.
 */
export function unstakePlan(
  deposits: readonly Pick<DepositRow, 'index' | 'unlockedNative'>[],
  amountNative: bigint,
): Withdrawal[] | null {
  const plan: Withdrawal[] = [];
  let left = amountNative;
  for (const deposit of deposits) {
    if (left <= 0n) break;
    if (deposit.unlockedNative <= 0n) continue;
    // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
    const taken = deposit.unlockedNative < left ? deposit.unlockedNative : left;
    plan.push({ depositEntryIndex: deposit.index, amountNative: taken });
    left -= taken;
  }
  return left > 0n ? null : plan;
}

/** The plan cut into the withdrawals of each transaction. */
export function withdrawalBatches(plan: readonly Withdrawal[]): Withdrawal[][] {
  const batches: Withdrawal[][] = [];
  for (let i = 0; i < plan.length; i += WITHDRAWALS_PER_TRANSACTION) {
    batches.push(plan.slice(i, i + WITHDRAWALS_PER_TRANSACTION));
  }
  return batches;
}
