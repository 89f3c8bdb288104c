import { MathDecimal, toDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';
import type { PriorityFeeType } from '../settings/transactionSettingsDefaults';

/** Micro-lamports in one SOL: 10^9 lamports × 10^6 micro-lamports. */
const MICRO_LAMPORTS_PER_SOL = /* @__PURE__ */ new MathDecimal('1e15');

/**
 * Which percentile of the recent prioritization fees (paid by landed transactions touching the
 * same writable accounts) each level pays, and the floor in micro-lamports per compute unit so
 * a quiet network still gets some priority. These are this package's choices; the spec names
 * the levels only.
 */
export const PRIORITY_FEE_LEVELS: Readonly<
  Record<Exclude<PriorityFeeType, 'custom'>, { percentile: number; floorMicroLamports: bigint }>
> = {
  minimum: { percentile: 25, floorMicroLamports: 0n },
  normal: { percentile: 50, floorMicroLamports: 10_000n },
  turbo: { percentile: 90, floorMicroLamports: 100_000n },
};

/** The most a transaction pays in priority fees, in SOL, whatever the level or custom fee. */
export const DEFAULT_MAX_PRIORITY_FEE_SOL = /* @__PURE__ */ new MathDecimal('0.01');

/** The nearest-rank percentile of the fees (non-negative integers; others are ignored). */
export function feePercentile(fees: readonly number[], percentile: number): bigint {
  const valid = fees.filter((fee) => Number.isSafeInteger(fee) && fee >= 0).sort((a, b) => a - b);
  if (valid.length === 0) return 0n;
  const clamped = Math.min(100, Math.max(0, percentile));
  const rank = Math.max(1, Math.ceil((clamped / 100) * valid.length));
  return BigInt(valid[rank - 1] ?? 0);
}

export interface ComputeUnitPriceInput {
  level: PriorityFeeType;
  /** Recent per-compute-unit fees in micro-lamports (getRecentPrioritizationFees). */
  recentFees: readonly number[];
  /** The custom fee in SOL per transaction (used for 'custom'). */
  customFeeSol: Decimal;
  computeUnitLimit: number;
  maxFeeSol?: Decimal;
}

/**
 * The compute-unit price in micro-lamports: a percentile of recent fees (with a floor) for
 * minimum / normal / turbo, the custom SOL amount spread over the compute-unit limit for
 * custom; either way capped so the whole priority fee stays within `maxFeeSol`.
 */
export function computeUnitPrice(input: ComputeUnitPriceInput): bigint {
  const limit = new MathDecimal(Math.max(1, input.computeUnitLimit));
  let price: bigint;
  if (input.level === 'custom') {
    const fee = toDecimal(input.customFeeSol);
    price =
      fee.isFinite() && fee.gt(0) ? toBigInt(fee.times(MICRO_LAMPORTS_PER_SOL).div(limit)) : 0n;
  } else {
    const { percentile, floorMicroLamports } = PRIORITY_FEE_LEVELS[input.level];
    const observed = feePercentile(input.recentFees, percentile);
    price = observed > floorMicroLamports ? observed : floorMicroLamports;
  }
  const cap = toBigInt(
    toDecimal(input.maxFeeSol ?? DEFAULT_MAX_PRIORITY_FEE_SOL)
      .times(MICRO_LAMPORTS_PER_SOL)
      .div(limit),
  );
  return price < cap ? price : cap;
}

/** The priority fee a price and limit cost, in SOL. */
export function priorityFeeSol(microLamportsPerUnit: bigint, computeUnitLimit: number): Decimal {
  return new MathDecimal(microLamportsPerUnit.toString())
    .times(computeUnitLimit)
    .div(MICRO_LAMPORTS_PER_SOL);
}

function toBigInt(value: Decimal): bigint {
  if (!value.isFinite() || value.lte(0)) return 0n;
  return BigInt(value.floor().toFixed(0));
}
