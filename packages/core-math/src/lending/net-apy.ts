import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';

/** A position's USD value and its APY (fraction). */
export interface ValueAndApy {
  value: NumericInput;
  apy: NumericInput;
}

/**
 * Net APY of an obligation: (Σ deposit value × supply APY − Σ borrow value × borrow APY) / net
 * value. Undefined without deposits, and when the net value is not positive (no meaningful base).
 */
export function obligationNetApy(params: {
  deposits: readonly ValueAndApy[];
  borrows: readonly ValueAndApy[];
}): Decimal | undefined {
  let depositValue = new MathDecimal(0);
  let borrowValue = new MathDecimal(0);
  let earned = new MathDecimal(0);
  for (const deposit of params.deposits) {
    const value = toDecimal(deposit.value);
    depositValue = depositValue.plus(value);
    earned = earned.plus(value.times(toDecimal(deposit.apy)));
  }
  for (const borrow of params.borrows) {
    const value = toDecimal(borrow.value);
    borrowValue = borrowValue.plus(value);
    earned = earned.minus(value.times(toDecimal(borrow.apy)));
  }
  if (!depositValue.gt(0)) return undefined;
  const net = depositValue.minus(borrowValue);
  if (!net.gt(0)) return undefined;
  return earned.div(net);
}
