import type Decimal from 'decimal.js';
import { AMOUNT_REASONS, type AmountLimit } from '../../../actions/amountProblem';

export const STAKING_REASONS = {
  unlocked: 'Above your unlocked amount',
} as const;

/** A stake takes tokens from the wallet: at most what it holds. */
export function stakeLimits(walletBalance: Decimal): AmountLimit[] {
  return [{ max: walletBalance, reason: AMOUNT_REASONS.insufficientBalance }];
}

/** An unstake withdraws unlocked tokens only: at most what the deposits have unlocked now. */
export function unstakeLimits(unlocked: Decimal): AmountLimit[] {
  return [{ max: unlocked, reason: STAKING_REASONS.unlocked }];
}
