import { formatPrice } from '@keel/core-math';
import type { ChartPoint } from './pairSeries';

/** Significant digits the price scale can step by, at the series' smallest price. */
const SCALE_SIGNIFICANT_DIGITS = 4;
/** The price scale never steps by more than a cent of the quote. */
const LARGEST_STEP = 0.01;

/**
 * The price scale's format: every label as the data spec writes a price (`formatPrice`: two
 * decimals, four significant digits below 1, none above 9 999, thousands separated), and a step
 * fine enough for the smallest price of the series to move by its fourth significant digit.
 */
export function priceAxisFormat(points: readonly ChartPoint[]) {
  const smallest = points.reduce(
    (least, point) => (point.value > 0 && point.value < least ? point.value : least),
    Number.POSITIVE_INFINITY,
  );
  const step = Number.isFinite(smallest)
    ? 10 ** (Math.floor(Math.log10(smallest)) - (SCALE_SIGNIFICANT_DIGITS - 1))
    : LARGEST_STEP;
  return {
    type: 'custom' as const,
    formatter: (price: number) => formatPrice(price),
    minMove: Math.min(LARGEST_STEP, step),
  };
}
