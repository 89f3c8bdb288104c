import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';

const INFINITY = new MathDecimal(Number.POSITIVE_INFINITY);

/**
 * Amounts of A and B a deposit uses so it matches the strategy's ratio of totals (a, b):
 * an empty side takes nothing (the other side is used as given, or unbounded); with A given the
 * needed B = A·b/a, and if B is missing or larger the deposit is (A, needB), otherwise B limits:
 * (B·a/b, B). With only B given: (B·a/b, B).
 */
export function proportionalDepositAmounts(params: {
  totalA: NumericInput;
  totalB: NumericInput;
  amountA?: NumericInput;
  amountB?: NumericInput;
}): { a: Decimal; b: Decimal } {
  const totalA = toDecimal(params.totalA);
  const totalB = toDecimal(params.totalB);
  const amountA = params.amountA === undefined ? undefined : toDecimal(params.amountA);
  const amountB = params.amountB === undefined ? undefined : toDecimal(params.amountB);
  const zero = new MathDecimal(0);
  if (totalA.isZero()) return { a: zero, b: amountB ?? INFINITY };
  if (totalB.isZero()) return { a: amountA ?? INFINITY, b: zero };
  const ratio = totalA.div(totalB);
  if (amountA !== undefined) {
    const neededB = amountA.div(ratio);
    if (amountB === undefined || amountB.gt(neededB)) return { a: amountA, b: neededB };
    return { a: amountB.times(ratio), b: amountB };
  }
  if (amountB !== undefined) return { a: amountB.times(ratio), b: amountB };
  return { a: zero, b: zero };
}
