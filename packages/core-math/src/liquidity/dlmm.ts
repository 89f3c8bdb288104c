import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';
import type { ClmmAmounts } from './clmm';
import { Q64 } from './clmm';

const BASIS_POINTS = 10_000;

/** A bin's reserves and the LP supply its shares divide (raw base units, u128 supply). */
export interface DlmmBinReserves {
  amountX: NumericInput;
  amountY: NumericInput;
  liquiditySupply: NumericInput;
}

/**
 * X and Y that `share` of a bin stands for: share × reserve / supply per token, rounded down as
 * the DLMM program pays a withdrawal (up for a deposit); nothing from a bin without supply.
 */
export function dlmmBinShareAmounts(
  share: NumericInput,
  bin: DlmmBinReserves,
  roundUp = false,
): ClmmAmounts {
  const supply = toDecimal(bin.liquiditySupply);
  const part = toDecimal(share);
  if (supply.lte(0) || part.lte(0)) return { a: new MathDecimal(0), b: new MathDecimal(0) };
  const round = (value: Decimal) => (roundUp ? value.ceil() : value.floor());
  return {
    a: round(part.times(toDecimal(bin.amountX)).div(supply)),
    b: round(part.times(toDecimal(bin.amountY)).div(supply)),
  };
}

/**
 * Raw X (token A) and Y (token B) a DLMM position holds (MATH §7.1, DLMM): for every bin i of
 * lowerBinId..upperBinId, liquidityShares[i − lowerBinId] of that bin's reserves (see
 * dlmmBinShareAmounts), summed. Bins `binAt` does not know (bin array not read) count as empty.
 */
export function dlmmPositionAmounts(params: {
  lowerBinId: number;
  upperBinId: number;
  liquidityShares: readonly NumericInput[];
  binAt: (binId: number) => DlmmBinReserves | undefined;
  roundUp?: boolean;
}): ClmmAmounts {
  let a: Decimal = new MathDecimal(0);
  let b: Decimal = new MathDecimal(0);
  for (let binId = params.lowerBinId; binId <= params.upperBinId; binId += 1) {
    const share = params.liquidityShares[binId - params.lowerBinId];
    const bin = params.binAt(binId);
    if (share === undefined || bin === undefined) continue;
    const amounts = dlmmBinShareAmounts(share, bin, params.roundUp ?? false);
    a = a.plus(amounts.a);
    b = b.plus(amounts.b);
  }
  return { a, b };
}

/** Q64.64 price (Y per X, base units) of a bin: (1 + binStep / 10 000)^binId × 2^64, floored. */
export function dlmmBinPriceX64(binId: number, binStep: number): bigint {
  const base = new MathDecimal(1).plus(new MathDecimal(binStep).div(BASIS_POINTS));
  return BigInt(base.pow(binId).times(Q64).floor().toFixed(0));
}

/** A bin's liquidity for reserves x and y at its Q64.64 price: price·x + y·2^64. */
export function dlmmBinLiquidity(amountX: bigint, amountY: bigint, priceX64: bigint): bigint {
  return priceX64 * amountX + (amountY << 64n);
}

/**
 * The bin holding a price of A (X) in B (Y), whole tokens: the highest id whose bin price is at
 * or below it, prices in base units (× 10^(decB − decA)).
 */
export function dlmmBinIdAtOrBelow(
  price: NumericInput,
  binStep: number,
  decimalsA: number,
  decimalsB: number,
): number {
  const target = toDecimal(price).times(new MathDecimal(10).pow(decimalsB - decimalsA));
  const base = new MathDecimal(1).plus(new MathDecimal(binStep).div(BASIS_POINTS));
  const priceOf = (id: number) => base.pow(id);
  let id = target.ln().div(base.ln()).floor().toNumber();
  while (priceOf(id + 1).lte(target)) id += 1;
  while (priceOf(id).gt(target)) id -= 1;
  return id;
}
