import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';

/** Q64.64: `sqrtPrice` fields are √price × 2^64. */
export const Q64 = new MathDecimal(2).pow(64);
const TICK_BASE = new MathDecimal('1.0001');

function decimalsShift(decimalsA: number, decimalsB: number): Decimal {
  return new MathDecimal(10).pow(decimalsA - decimalsB);
}

/** Real square-root price (lamport units) of a Q64.64 raw value: raw / 2^64. */
export function sqrtPriceFromX64(raw: NumericInput): Decimal {
  return toDecimal(raw).div(Q64);
}

/** Price of token A in token B (whole tokens) from a Q64.64 sqrt price: s² × 10^(decA − decB). */
export function priceFromSqrtPriceX64(
  raw: NumericInput,
  decimalsA: number,
  decimalsB: number,
): Decimal {
  return sqrtPriceFromX64(raw).pow(2).times(decimalsShift(decimalsA, decimalsB));
}

/** Q64.64 sqrt price (floored) of a price of A in B (whole tokens). */
export function sqrtPriceX64FromPrice(
  price: NumericInput,
  decimalsA: number,
  decimalsB: number,
): bigint {
  const lamportPrice = toDecimal(price).div(decimalsShift(decimalsA, decimalsB));
  return BigInt(lamportPrice.sqrt().times(Q64).floor().toFixed(0));
}

/** Real sqrt price at a tick: 1.0001^(tick / 2). */
export function sqrtPriceAtTick(tick: number): Decimal {
  return TICK_BASE.pow(new MathDecimal(tick).div(2));
}

/** Price of A in B (whole tokens) at a tick: 1.0001^tick × 10^(decA − decB). */
export function priceAtTick(tick: number, decimalsA: number, decimalsB: number): Decimal {
  return TICK_BASE.pow(tick).times(decimalsShift(decimalsA, decimalsB));
}

export interface ClmmAmounts {
  /** Raw lamports of token A and B (rounded as asked). */
  a: Decimal;
  b: Decimal;
}

/**
 * Token amounts held by concentrated liquidity L between real sqrt prices [lower, upper] at the
 * current sqrt price s: below the range all A (L(b − a)/(ab)), above it all B (L(b − a)), inside
 * A = L(b − s)/(sb), B = L(s − a). Rounded down ("withdraw" valuation) unless `roundUp`.
 */
export function clmmTokenAmounts(params: {
  liquidity: NumericInput;
  sqrtPrice: NumericInput;
  sqrtPriceLower: NumericInput;
  sqrtPriceUpper: NumericInput;
  roundUp?: boolean;
}): ClmmAmounts {
  const liquidity = toDecimal(params.liquidity);
  const s = toDecimal(params.sqrtPrice);
  const lower = toDecimal(params.sqrtPriceLower);
  const upper = toDecimal(params.sqrtPriceUpper);
  const round = (value: Decimal) => (params.roundUp ? value.ceil() : value.floor());
  const zero = new MathDecimal(0);
  if (s.lte(lower)) {
    return { a: round(liquidity.times(upper.minus(lower)).div(lower.times(upper))), b: zero };
  }
  if (s.gte(upper)) return { a: zero, b: round(liquidity.times(upper.minus(lower))) };
  return {
    a: round(liquidity.times(upper.minus(s)).div(s.times(upper))),
    b: round(liquidity.times(s.minus(lower))),
  };
}

/** clmmTokenAmounts for a stored position: Q64.64 pool price and tick bounds. */
export function positionTokenAmounts(params: {
  liquidity: NumericInput;
  sqrtPriceX64: NumericInput;
  tickLower: number;
  tickUpper: number;
  roundUp?: boolean;
}): ClmmAmounts {
  return clmmTokenAmounts({
    liquidity: params.liquidity,
    sqrtPrice: sqrtPriceFromX64(params.sqrtPriceX64),
    sqrtPriceLower: sqrtPriceAtTick(params.tickLower),
    sqrtPriceUpper: sqrtPriceAtTick(params.tickUpper),
    roundUp: params.roundUp ?? false,
  });
}
