import { MathDecimal } from '@keel/core-math';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StrategyRow } from '../data/strategyRow';
import type { FiguresPending } from '../data/useStrategyRows';
import { strategyColumns } from './strategyColumns';

const row: StrategyRow = {
  address: 'Strategy11111111111111111111111111111111111',
  shareMint: 'Share111111111111111111111111111111111111111',
  type: 'NON_PEGGED',
  tokenA: { mint: 'MintA', symbol: 'SOL' },
  tokenB: { mint: 'MintB', symbol: 'USDC' },
  dex: undefined,
  isDiy: undefined,
  adminAuthority: undefined,
  tvl: undefined,
  apy: undefined,
  rewardApy: undefined,
  volume: undefined,
  fees: undefined,
  outOfRange: undefined,
  rewardMints: [],
  hasFarm: undefined,
};
const withMetrics: StrategyRow = {
  ...row,
  tvl: new MathDecimal('1250000'),
  apy: new MathDecimal('0.12'),
  rewardApy: new MathDecimal('0.03'),
};

/** The text of a column's cell for a row, and whether it is a loading skeleton. */
function cell(id: string, shown: StrategyRow, pending: FiguresPending) {
  const column = strategyColumns(false, pending).find((c) => c.id === id);
  if (!column) throw new Error(`no ${id} column`);
  const { container, unmount } = render(<div>{column.cell(shown)}</div>);
  const result = {
    text: container.textContent,
    skeleton: container.querySelector('.keel-skeleton') !== null,
  };
  unmount();
  return result;
}

const loading: FiguresPending = { metrics: true, volume: true, fees: true };
const settled: FiguresPending = { metrics: false, volume: false, fees: false };

describe("a strategy's APY and rewards APY wait for the metrics", () => {
  it.each(['apy', 'rewardApy', 'tvl'])("%s is a skeleton while loading, never '-'", (id) => {
    expect(cell(id, row, loading)).toEqual({ text: '', skeleton: true });
  });

  it.each(['apy', 'rewardApy'])("%s is '-' when the metrics failed (no endless spinner)", (id) => {
    expect(cell(id, row, settled)).toEqual({ text: '-', skeleton: false });
  });

  it('shows the figures once the metrics are in', () => {
    expect(cell('apy', withMetrics, loading).text).toBe('12.00%');
    expect(cell('rewardApy', withMetrics, settled).text).toBe('3.00%');
    expect(cell('tvl', withMetrics, settled).text).toBe('$1.25M');
  });
});
