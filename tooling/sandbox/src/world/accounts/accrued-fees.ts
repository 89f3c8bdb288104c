import { DLMM_BIN_SHARE_OF_STRATEGY, type DlmmPlacement } from './dlmm-position';

const BPS = 10_000n;

/**
 * Swap fees a strategy's pool position has earned and not collected yet: one turnover of what it
 * has invested, at the pool's fee tier, per token (rounded down). The pool's vaults hold them
 * beside the liquidity (strategy-vaults.ts); the position records them as owed (Orca fee_owed,
 * Raydium token_fees_owed, a DLMM position's per-bin fee_x / fee_y pending), so the strategy
 * program's collectFeesAndRewards moves real tokens.
 */
function accruedFee(invested: bigint, feeTierBps: number): bigint {
  return (invested * BigInt(feeTierBps)) / BPS;
}

/** A DLMM position's pending fees per bin (its own X and Y of the bin, at the fee tier). */
export function dlmmAccruedFees(
  placed: DlmmPlacement,
  feeTierBps: number,
): { x: bigint; y: bigint }[] {
  return placed.bins.map((bin) => ({
    x: accruedFee(bin.amountX / DLMM_BIN_SHARE_OF_STRATEGY, feeTierBps),
    y: accruedFee(bin.amountY / DLMM_BIN_SHARE_OF_STRATEGY, feeTierBps),
  }));
}

/** What the strategy's position is owed in A and B, whichever the pool kind. */
export function owedFees(
  placed: DlmmPlacement | { kind: 'clmm'; investedA: bigint; investedB: bigint },
  feeTierBps: number,
): { a: bigint; b: bigint } {
  if (placed.kind === 'clmm') {
    return {
      a: accruedFee(placed.investedA, feeTierBps),
      b: accruedFee(placed.investedB, feeTierBps),
    };
  }
  return dlmmAccruedFees(placed, feeTierBps).reduce(
    (sum, bin) => ({ a: sum.a + bin.x, b: sum.b + bin.y }),
    { a: 0n, b: 0n },
  );
}
