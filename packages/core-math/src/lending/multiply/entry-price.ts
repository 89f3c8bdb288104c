import type Decimal from 'decimal.js';
import { type NumericInput, toDecimal } from '../../decimal';
import type { PositionSide } from '../../tokens/position-side';

/**
 * The price of the base in the quote at which a long or short position is worth exactly what was
 * put into it (its break-even entry, fees included): the product API gives the money invested, not
 * an entry price. Long (base = collateral C, quote = debt D): C × p × Pq − D × Pq = invested, so
 * p = (invested / Pq + D) / C. Short (base = debt, quote = collateral): C × Pq − D × p × Pq =
 * invested, so p = (C − invested / Pq) / D. Undefined without collateral or debt, or when the
 * result is not a positive price.
 */
export function leverageEntryPrice(params: {
  side: PositionSide;
  /** Collateral tokens. */
  deposited: NumericInput;
  /** Debt tokens. */
  borrowed: NumericInput;
  investedUsd: NumericInput;
  collateralPriceUsd: NumericInput;
  debtPriceUsd: NumericInput;
}): Decimal | undefined {
  const deposited = toDecimal(params.deposited);
  const borrowed = toDecimal(params.borrowed);
  if (!deposited.gt(0) || !borrowed.gt(0)) return undefined;
  const invested = toDecimal(params.investedUsd);
  const price =
    params.side === 'long'
      ? invested.div(toDecimal(params.debtPriceUsd)).plus(borrowed).div(deposited)
      : deposited.minus(invested.div(toDecimal(params.collateralPriceUsd))).div(borrowed);
  return price.isFinite() && price.gt(0) ? price : undefined;
}
