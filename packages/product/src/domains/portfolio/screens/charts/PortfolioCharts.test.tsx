import { toPublicKey } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../../../app/createAppContext';
import { flagTable } from '../../../../flags/flagTable';
import { renderInApp } from '../../../../testing/renderScreen';
import { obligationFixture } from '../../../lending/data/testing/obligationFixture';
import { reserveFixture, testKey } from '../../../lending/data/testing/reserveFixture';
import { marketConfig, seedLending } from '../../../lending/data/testing/seedLending';
import { chartWindow } from '../../data/charts/portfolioSeries';
import { strategyTx } from '../../data/testing/activityFixtures';
import { seededPortfolioServices, seedPortfolio } from '../../data/testing/seedPortfolio';
import { PortfolioCharts } from './PortfolioCharts';

const noFlags = Object.fromEntries(Object.keys(flagTable).map((name) => [name, false]));
const d = (value: number) => new MathDecimal(value);
const owner = testKey(190);
const wallet = owner.toBase58();
const main = testKey(191);
const strategy = testKey(192).toBase58();
const sol = reserveFixture({
  address: testKey(193),
  market: main,
  symbol: 'SOL',
  decimals: 9,
  available: '1000',
  borrowed: '0',
  price: '100',
});
const lend = obligationFixture({
  address: testKey(194),
  market: main,
  owner,
  deposits: [{ reserve: toPublicKey(sol.address), cTokens: 1_000_000_000n }],
  borrows: [],
});
const NOW = Date.UTC(2025, 5, 15, 10, 30);

function renderCharts({ earnFails = false } = {}) {
  const window = chartWindow('30D', NOW);
  const triple = (usd: number) => ({ usd: d(usd), sol: d(usd / 100), a: d(0), b: d(0) });
  const answers = (context: AppContext) => {
    const { api } = seededPortfolioServices(context.queryClient);
    const set = (key: readonly unknown[], data: unknown) =>
      context.queryClient.setQueryData(key, data);
    set(
      api.lending.obligationMetricsHistory(main.toBase58(), lend.address.toBase58(), window)
        .queryKey,
      { obligation: lend.address.toBase58(), history: [] },
    );
    set(api.strategies.shareholderTransactions(wallet).queryKey, [
      strategyTx(strategy, 'liq-1', window.start),
    ]);
    set(api.strategies.userPnlHistory(strategy, wallet, window).queryKey, {
      history: [
        {
          timestamp: window.start,
          type: 'buy',
          positionValue: triple(100),
          allHistoryPnl: triple(0),
        },
      ],
      totalPnl: triple(0),
      totalCostBasis: triple(0),
    });
    if (!earnFails) set(api.earn.userMetricsHistory(wallet, window).queryKey, []);
  };
  return renderInApp(<PortfolioCharts owner={wallet} />, {
    seeds: [
      seedLending([
        {
          config: marketConfig('Main Market', main.toBase58(), true),
          reserves: [sol],
          walletObligations: { wallet, obligations: [lend] },
        },
      ]),
      seedPortfolio({ wallet }),
      answers,
    ],
    flags: { ...noFlags, lending: true, earn: true },
  });
}

describe('PortfolioCharts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws the net value over the D§2 ranges and intervals, in USD or SOL', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const user = userEvent.setup();
    renderCharts();
    const charts = screen.getByRole('region', { name: 'Charts' });
    expect(
      within(charts)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Net value', 'PnL', '7D', '30D', '3M', '6M', '1Y', 'All time', 'USD', 'SOL']);
    expect(within(charts).getByRole('button', { name: '30D' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const interval = within(charts).getByLabelText('Interval');
    expect(
      within(interval)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['hour', '4hour', 'day', 'week', 'month']);
    expect(interval).toHaveValue('day');
    expect(await within(charts).findByRole('figure', { name: 'Net value' })).toBeTruthy();
    await user.click(within(charts).getByRole('button', { name: 'SOL' }));
    expect(within(charts).getByRole('button', { name: 'SOL' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(charts).getByRole('button', { name: '7D' }));
    expect(within(interval).getAllByRole('option')[0]).toHaveTextContent('5min');
  });

  it('says when a history fails, with a retry', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    renderCharts({ earnFails: true });
    const charts = screen.getByRole('region', { name: 'Charts' });
    await waitFor(() =>
      expect(within(charts).getByRole('alert')).toHaveTextContent('History is not available'),
    );
    expect(within(charts).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
