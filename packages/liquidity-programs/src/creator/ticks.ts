import { MathDecimal, type NumericInput, toDecimal } from '@keel/core-math';

/** Ticks per tick array of a concentrated-liquidity pool. */
export const TICK_ARRAY_SIZE = 88;
/** The widest ticks a pool accepts. */
export const MIN_TICK = -443_636;
export const MAX_TICK = 443_636;

const LN_TICK_BASE = new MathDecimal('1.0001').ln();

/**
 * The initializable tick (a multiple of the pool's spacing) at or below a price of A in B
 * (whole tokens): floor(ln(price / 10^(decA − decB)) / ln 1.0001), rounded down to the spacing.
 */
export function tickAtOrBelowPrice(
  price: NumericInput,
  decimalsA: number,
  decimalsB: number,
  tickSpacing: number,
): number {
  const value = toDecimal(price);
  if (!value.isFinite() || value.lte(0)) throw new RangeError('A price must be positive');
  const lamportPrice = value.div(new MathDecimal(10).pow(decimalsA - decimalsB));
  const tick = lamportPrice.ln().div(LN_TICK_BASE).floor().toNumber();
  const snapped = Math.floor(tick / tickSpacing) * tickSpacing;
  return Math.min(Math.max(snapped, MIN_TICK), MAX_TICK);
}

/** The start tick of the tick array holding `tick`. */
export function tickArrayStart(tick: number, tickSpacing: number): number {
  const span = TICK_ARRAY_SIZE * tickSpacing;
  return Math.floor(tick / span) * span;
}
