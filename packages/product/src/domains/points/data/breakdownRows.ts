import type { PointsBreakdown } from '@keel/api-client';
import { MathDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';
import type { AllocationSortId, BreakdownSortId, SortSpec } from './pointsQuery';
import { sortRowsBy } from './tableSort';

export type PointsProduct = 'Liquidity' | 'Borrow/Lend' | 'Multiply' | 'Long/Short';

/** One position earning points: a strategy or an obligation. */
export interface BreakdownRow {
  key: string;
  product: PointsProduct;
  /** The strategy or obligation address. */
  position: string;
  /** The market of an obligation. */
  market?: string;
  points: Decimal;
  perSecond: Decimal;
  /** null when the API gives none. */
  boost: Decimal | null;
}

function productOfTag(tag: string): PointsProduct {
  if (tag === 'Multiply') return 'Multiply';
  if (tag === 'Leverage') return 'Long/Short';
  return 'Borrow/Lend';
}

export function breakdownRows(breakdown: PointsBreakdown): BreakdownRow[] {
  return [
    ...breakdown.strategiesBreakdown.map((item) => ({
      key: `strategy:${item.strategy}`,
      product: 'Liquidity' as const,
      position: item.strategy,
      points: item.pointsEarned,
      perSecond: item.currentPointsPerSecond,
      boost: item.boost ?? null,
    })),
    ...breakdown.klendBreakdown.map((item) => ({
      key: `obligation:${item.obligation}`,
      product: productOfTag(item.obligationTag),
      position: item.obligation,
      market: item.market,
      points: item.pointsEarned,
      perSecond: item.currentPointsPerSecond,
      boost: item.boost ?? null,
    })),
  ];
}

export function sortBreakdown(
  rows: readonly BreakdownRow[],
  sort: SortSpec<BreakdownSortId>,
): BreakdownRow[] {
  return sortRowsBy(rows, sort, {
    position: (row) => `${row.product} ${row.position}`,
    totalPoints: (row) => row.points.toNumber(),
    pointsPerSecond: (row) => row.perSecond.toNumber(),
    boost: (row) => row.boost?.toNumber() ?? 0,
  });
}

/** The wallet's points per product, with each product's share of the total. */
export interface AllocationRow {
  product: PointsProduct;
  points: Decimal;
  perSecond: Decimal;
  /** Fraction of the wallet's total (0 when the total is 0). */
  share: Decimal;
}

export function allocationRows(breakdown: PointsBreakdown): AllocationRow[] {
  const total = breakdown.totalPointsEarned;
  const row = (product: PointsProduct, points: Decimal, perSecond: Decimal) => ({
    product,
    points,
    perSecond,
    share: total.isZero() ? new MathDecimal(0) : points.div(total),
  });
  return [
    row('Liquidity', breakdown.pointsEarnedStrategies, breakdown.currentPointsPerSecondStrategies),
    row(
      'Borrow/Lend',
      breakdown.pointsEarnedBorrowLend,
      breakdown.currentPointsPerSecondBorrowLend,
    ),
    row('Multiply', breakdown.pointsEarnedMultiply, breakdown.currentPointsPerSecondMultiply),
    row('Long/Short', breakdown.pointsEarnedLeverage, breakdown.currentPointsPerSecondLeverage),
  ];
}

export function sortAllocation(
  rows: readonly AllocationRow[],
  sort: SortSpec<AllocationSortId>,
): AllocationRow[] {
  return sortRowsBy(rows, sort, {
    product: (row) => row.product,
    points: (row) => row.points.toNumber(),
    pointsPerSecond: (row) => row.perSecond.toNumber(),
  });
}
