import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';
import type { ObligationStats } from './obligation-stats';

const ZERO = new MathDecimal(0);

/**
 * Tokens of reserve R the obligation may still borrow on its collateral (before reserve caps):
 * (borrowLimit − bf-adjusted debt) / bf_R / price_R, less the inclusive origination fee
 * (× (1 − fee/(1+fee))). 0 when `blocked` (a collateral may not be used outside its group) or
 * the limit is used up.
 */
export function borrowPower(params: {
  stats: Pick<ObligationStats, 'borrowLimit' | 'userTotalBorrowBorrowFactorAdjusted'>;
  /** Effective borrow factor of R (1 in a group, else max(1, pct/100)). */
  borrowFactor: NumericInput;
  price: NumericInput;
  originationFeeRate?: NumericInput;
  blocked?: boolean;
}): Decimal {
  if (params.blocked) return ZERO;
  const room = params.stats.borrowLimit.minus(params.stats.userTotalBorrowBorrowFactorAdjusted);
  const price = toDecimal(params.price);
  if (!room.gt(0) || !price.gt(0)) return ZERO;
  const tokens = room.div(toDecimal(params.borrowFactor)).div(price);
  const fee = toDecimal(params.originationFeeRate ?? 0);
  return tokens.minus(tokens.times(fee.div(fee.plus(1))));
}

/** Safety margin the SDK keeps on collateral withdrawals that leave debt. */
export const WITHDRAW_SAFETY_FACTOR = new MathDecimal('0.999');

/**
 * Tokens of deposit D that can be withdrawn now. Without debt: the whole position. With debt:
 * 0 once the limit is used up, else (borrowLimit − bf-adjusted debt) / maxLtv_D × 0.999 in USD,
 * converted at the price (the whole position if D has no max LTV). Never more than the position
 * or `liquidityCap` (available liquidity / remaining daily cap) when given.
 */
export function maxWithdrawAmount(params: {
  stats: Pick<ObligationStats, 'borrowLimit' | 'userTotalBorrowBorrowFactorAdjusted' | 'hasDebt'>;
  positionAmount: NumericInput;
  price: NumericInput;
  /** Effective max LTV of D as a fraction. */
  maxLtv: NumericInput;
  liquidityCap?: NumericInput;
}): Decimal {
  const position = toDecimal(params.positionAmount);
  const cap = params.liquidityCap === undefined ? position : toDecimal(params.liquidityCap);
  const limitByCap = (amount: Decimal) =>
    MathDecimal.max(ZERO, MathDecimal.min(amount, position, cap));
  const { stats } = params;
  if (!stats.hasDebt) return limitByCap(position);
  const room = stats.borrowLimit.minus(stats.userTotalBorrowBorrowFactorAdjusted);
  if (!room.gt(0)) return ZERO;
  const maxLtv = toDecimal(params.maxLtv);
  if (maxLtv.isZero()) return limitByCap(position);
  const price = toDecimal(params.price);
  if (!price.gt(0)) return ZERO;
  return limitByCap(room.div(maxLtv).times(WITHDRAW_SAFETY_FACTOR).div(price));
}
