import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../../decimal';
import type { LeverageToken } from './leverage';

const ONE = new MathDecimal(1);

export interface ClosedPosition {
  /** Collateral swapped to repay the flash-borrowed debt (collateral tokens). */
  collateralSold: Decimal;
  /** What the owner keeps, in the token asked for. */
  received: Decimal;
  /** Flash-loan fee and slippage allowance, valued in collateral tokens. */
  costs: Decimal;
}

/**
 * Closing a leveraged position in one transaction: flash-borrow the whole debt D (fee f), repay
 * it, withdraw all collateral C, swap enough of it to repay D × (1 + f) at the price less the
 * slippage s, repay the flash loan. The owner keeps C − D (1 + f)(1 + s) / price collateral
 * tokens — the net value less fees and price impact — or that much swapped to the debt token.
 * `received` is negative when the position is under water by more than its costs.
 */
export function closePosition(params: {
  deposited: NumericInput;
  borrowed: NumericInput;
  /** Debt tokens per collateral token. */
  priceCollToDebt: NumericInput;
  flashLoanFee?: NumericInput;
  slippagePct?: NumericInput;
  receiveToken?: LeverageToken;
}): ClosedPosition {
  const price = toDecimal(params.priceCollToDebt);
  const deposited = toDecimal(params.deposited);
  const borrowed = toDecimal(params.borrowed);
  const fee = ONE.plus(toDecimal(params.flashLoanFee ?? 0));
  const slippage = ONE.plus(toDecimal(params.slippagePct ?? 0).div(100));
  const collateralSold = borrowed.times(fee).times(slippage).div(price);
  const keptCollateral = deposited.minus(collateralSold);
  const costs = collateralSold.minus(borrowed.div(price));
  // Swapping what is kept to the debt token costs the slippage once more.
  const received =
    params.receiveToken === 'debt' ? keptCollateral.times(price).div(slippage) : keptCollateral;
  return { collateralSold, received, costs };
}
