import { dlmmBinIdAtOrBelow, dlmmBinLiquidity, dlmmBinPriceX64 } from '@keel/core-math';
import type { Prng } from '../prng';
import { rawAmount } from './spl-accounts';

/** Bin step (bps between two bins' prices) by fee tier (bps) of a DLMM pair. */
const BIN_STEPS: Record<number, number> = { 1: 1, 2: 2, 4: 4, 5: 5, 16: 10, 30: 20, 100: 80 };
/** Share of each token that goes into the bins; the rest stays uninvested (as for CLMM). */
const INVESTED_PER_MILLE = 995n;
/**
 * The pair holds others' liquidity too: every bin holds four times the strategy's amounts and
 * supply, so the strategy's share of a bin stands for exactly its own amounts.
 */
export const DLMM_BIN_SHARE_OF_STRATEGY = 4n;

/** One bin of the strategy's range: its id, price, the strategy's share and the bin's totals. */
export interface DlmmBinPlacement {
  binId: number;
  priceX64: bigint;
  /** The strategy's liquidity share (LP units: price·x + y·2^64 of its amounts). */
  share: bigint;
  /** The bin's totals (the strategy's amounts times DLMM_BIN_SHARE_OF_STRATEGY). */
  amountX: bigint;
  amountY: bigint;
  liquiditySupply: bigint;
}

export interface DlmmPlacement {
  kind: 'dlmm';
  binStep: number;
  activeId: number;
  lowerBinId: number;
  upperBinId: number;
  /** lowerBinId..upperBinId in order. */
  bins: DlmmBinPlacement[];
  /** Token base units the strategy's shares of the bins stand for … */
  investedA: bigint;
  investedB: bigint;
  /** … and what stays uninvested, so that invested + available = the world's amounts. */
  availableA: bigint;
  availableB: bigint;
}

export function binStepFor(feeTierBps: number): number {
  const step = BIN_STEPS[feeTierBps];
  if (step === undefined) throw new RangeError(`No DLMM bin step for ${feeTierBps} bps`);
  return step;
}

/** `total` split by integer weights, rounded down, the remainder on the entry `rest`. */
function split(total: bigint, weights: readonly number[], rest: number): bigint[] {
  const sum = BigInt(weights.reduce((a, b) => a + b, 0));
  const parts = weights.map((w) => (total * BigInt(w)) / sum);
  const given = parts.reduce((a, b) => a + b, 0n);
  parts[rest] = (parts[rest] ?? 0n) + total - given;
  return parts;
}

/**
 * Places a DLMM strategy's amounts in a few bins around the pair's active bin (the bin of the
 * pool price): 1–4 bins each side drawn from `prng`, Y (token B) in the active bin and below, X
 * (token A) in the active bin and above, each side split by drawn weights. 99.5 % of each token
 * is invested, the rest left uninvested.
 */
export function placeDlmmPosition(params: {
  feeTierBps: number;
  poolPrice: string;
  amountA: string;
  amountB: string;
  decimalsA: number;
  decimalsB: number;
  prng: Prng;
}): DlmmPlacement {
  const { prng } = params;
  const binStep = binStepFor(params.feeTierBps);
  const activeId = dlmmBinIdAtOrBelow(
    params.poolPrice,
    binStep,
    params.decimalsA,
    params.decimalsB,
  );
  const below = prng.int(1, 4);
  const above = prng.int(1, 4);
  const lowerBinId = activeId - below;
  const upperBinId = activeId + above;
  const rawA = rawAmount(params.amountA, params.decimalsA);
  const rawB = rawAmount(params.amountB, params.decimalsB);
  const both = rawA > 0n && rawB > 0n;
  const investA = both ? (rawA * INVESTED_PER_MILLE) / 1000n : 0n;
  const investB = both ? (rawB * INVESTED_PER_MILLE) / 1000n : 0n;
  // X over active..upper (the active bin is entry 0), Y over lower..active (active is the last).
  const xs = split(
    investA,
    Array.from({ length: above + 1 }, () => prng.int(1, 5)),
    0,
  );
  const ys = split(
    investB,
    Array.from({ length: below + 1 }, () => prng.int(1, 5)),
    below,
  );
  const bins: DlmmBinPlacement[] = [];
  for (let binId = lowerBinId; binId <= upperBinId; binId += 1) {
    const x = binId >= activeId ? (xs[binId - activeId] ?? 0n) : 0n;
    const y = binId <= activeId ? (ys[binId - lowerBinId] ?? 0n) : 0n;
    const priceX64 = dlmmBinPriceX64(binId, binStep);
    const share = dlmmBinLiquidity(x, y, priceX64);
    bins.push({
      binId,
      priceX64,
      share,
      amountX: x * DLMM_BIN_SHARE_OF_STRATEGY,
      amountY: y * DLMM_BIN_SHARE_OF_STRATEGY,
      liquiditySupply: share * DLMM_BIN_SHARE_OF_STRATEGY,
    });
  }
  return {
    kind: 'dlmm',
    binStep,
    activeId,
    lowerBinId,
    upperBinId,
    bins,
    investedA: investA,
    investedB: investB,
    availableA: rawA - investA,
    availableB: rawB - investB,
  };
}
