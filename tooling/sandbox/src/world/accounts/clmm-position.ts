import {
  MathDecimal,
  positionTokenAmounts,
  priceAtTick,
  priceFromSqrtPriceX64,
  sqrtPriceAtTick,
  sqrtPriceFromX64,
  sqrtPriceX64FromPrice,
} from '@keel/core-math';
import type Decimal from 'decimal.js';
import type { Dex } from '../types';
import { rawAmount } from './spl-accounts';

/** Tick spacing by fee tier (bps) on each concentrated-liquidity exchange. */
const TICK_SPACINGS: Record<'ORCA' | 'RAYDIUM', Record<number, number>> = {
  ORCA: { 1: 1, 2: 2, 4: 4, 5: 8, 16: 16, 30: 64, 100: 128 },
  RAYDIUM: { 1: 1, 2: 1, 4: 10, 5: 10, 16: 60, 30: 60, 100: 120 },
};
/** Share of the limiting token that goes into the position; the rest stays uninvested. */
const INVESTED_SHARE = new MathDecimal('0.995');
const LN_TICK_BASE = new MathDecimal('1.0001').ln();

export function tickSpacingFor(dex: 'ORCA' | 'RAYDIUM', feeTierBps: number): number {
  const spacing = TICK_SPACINGS[dex][feeTierBps];
  if (spacing === undefined) throw new RangeError(`No ${dex} tick spacing for ${feeTierBps} bps`);
  return spacing;
}

/** The highest tick whose price (A in B, whole tokens) is at or below `price`. */
export function tickAtOrBelow(price: Decimal.Value, decimalsA: number, decimalsB: number): number {
  const target = new MathDecimal(price);
  let tick = target
    .div(priceAtTick(0, decimalsA, decimalsB))
    .ln()
    .div(LN_TICK_BASE)
    .floor()
    .toNumber();
  // The logarithm is close; step to the exact boundary.
  while (priceAtTick(tick + 1, decimalsA, decimalsB).lte(target)) tick += 1;
  while (priceAtTick(tick, decimalsA, decimalsB).gt(target)) tick -= 1;
  return tick;
}

export interface ClmmPlacement {
  kind: 'clmm';
  tickSpacing: number;
  tickLower: number;
  tickUpper: number;
  /** Tick of the pool price. */
  tickCurrent: number;
  sqrtPriceX64: bigint;
  /** The strategy's position liquidity. */
  liquidity: bigint;
  /** Token base units the position holds (rounded down) … */
  investedA: bigint;
  investedB: bigint;
  /** … and what stays uninvested in the strategy, so that invested + available = the world's. */
  availableA: bigint;
  availableB: bigint;
}

/**
 * Places a strategy's amounts in a concentrated-liquidity position: the range widened outward to
 * the tick spacing, the liquidity the scarcer token allows (times INVESTED_SHARE), and the rest
 * left uninvested. Invested amounts use core-math's CLMM maths (MATH §7.1).
 */
export function placeClmmPosition(params: {
  dex: Extract<Dex, 'ORCA' | 'RAYDIUM'>;
  feeTierBps: number;
  poolPrice: string;
  priceLower: string;
  priceUpper: string;
  amountA: string;
  amountB: string;
  decimalsA: number;
  decimalsB: number;
}): ClmmPlacement {
  const { decimalsA, decimalsB } = params;
  const tickSpacing = tickSpacingFor(params.dex, params.feeTierBps);
  const lowerTick = tickAtOrBelow(params.priceLower, decimalsA, decimalsB);
  const tickLower = Math.floor(lowerTick / tickSpacing) * tickSpacing;
  const upperTick = tickAtOrBelow(params.priceUpper, decimalsA, decimalsB);
  const tickUpper = (Math.floor(upperTick / tickSpacing) + 1) * tickSpacing;
  const sqrtPriceX64 = sqrtPriceX64FromPrice(params.poolPrice, decimalsA, decimalsB);
  const s = sqrtPriceFromX64(sqrtPriceX64.toString());
  const a = sqrtPriceAtTick(tickLower);
  const b = sqrtPriceAtTick(tickUpper);
  const rawA = rawAmount(params.amountA, decimalsA);
  const rawB = rawAmount(params.amountB, decimalsB);
  let liquidity = 0n;
  if (rawA > 0n && rawB > 0n && s.gt(a) && s.lt(b)) {
    const fromA = new MathDecimal(rawA.toString()).mul(s).mul(b).div(b.minus(s));
    const fromB = new MathDecimal(rawB.toString()).div(s.minus(a));
    liquidity = BigInt(MathDecimal.min(fromA, fromB).mul(INVESTED_SHARE).floor().toFixed(0));
  }
  const invested = positionTokenAmounts({
    liquidity: liquidity.toString(),
    sqrtPriceX64: sqrtPriceX64.toString(),
    tickLower,
    tickUpper,
  });
  const investedA = BigInt(invested.a.toFixed(0));
  const investedB = BigInt(invested.b.toFixed(0));
  return {
    kind: 'clmm',
    tickSpacing,
    tickLower,
    tickUpper,
    tickCurrent: tickAtOrBelow(
      priceFromSqrtPriceX64(sqrtPriceX64.toString(), decimalsA, decimalsB),
      decimalsA,
      decimalsB,
    ),
    sqrtPriceX64,
    liquidity,
    investedA,
    investedB,
    availableA: rawA - investedA,
    availableB: rawB - investedB,
  };
}
