import { formatCompact, formatPnl, formatTokenAmount, formatUsd } from '@keel/core-math';
import type { ChartCurrency, PortfolioChartKind } from '../../data/charts/portfolioSeries';

/** An axis tick: '$1.2K', '12.5 SOL'. */
export function axisText(value: number, currency: ChartCurrency): string {
  return currency === 'USD' ? formatCompact(value, { prefix: '$' }) : `${formatCompact(value)} SOL`;
}

/** A tooltip figure: the net value, or the PnL with its sign (D§5). */
export function valueText(value: number, currency: ChartCurrency, kind: PortfolioChartKind) {
  if (kind === 'pnl') {
    return currency === 'USD'
      ? formatPnl(value)
      : formatPnl(value, { prefix: '', suffix: ' SOL', decimals: 4 });
  }
  return currency === 'USD' ? formatUsd(value) : formatTokenAmount(value, { symbol: 'SOL' });
}

/** The x axis: the UTC day, or the UTC time within a week's range. */
export function timeText(time: number, short: boolean): string {
  const iso = new Date(time).toISOString();
  return short ? `${iso.slice(5, 10)} ${iso.slice(11, 16)}` : iso.slice(0, 10);
}
