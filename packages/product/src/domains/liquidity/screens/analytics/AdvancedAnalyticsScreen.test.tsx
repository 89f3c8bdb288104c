import type { FetchLike } from '@keel/api-client';
import {
  chainKeys,
  createAddress,
  KLIQUIDITY_PROGRAM_ID,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, type ScreenSeed } from '../../../../testing/renderScreen';
import {
  STRATEGY_TEST_ENDPOINT,
  type StrategyPageWorld,
  seedStrategy,
} from '../../data/testing/seedStrategy';
import {
  liquidityTestKey,
  SOL,
  type StrategyFixture,
  strategyAddress,
  USDC,
} from '../../data/testing/strategyFixtures';

const fixture: StrategyFixture = { n: 9, a: SOL, b: USDC, dex: 'ORCA', apy7d: '0.1' };
const address = strategyAddress(fixture);
const pool = liquidityTestKey(77);
const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;

const json = (body: unknown) => ({ ok: true, status: 200, text: async () => JSON.stringify(body) });

function backtestRow(day: number) {
  return {
    ts: (today - (2 - day) * DAY) / 1000,
    fees_apy: 24,
    il_apy: -6,
    pnl_apy: 18,
    fees_return_pct: 0.13,
    il_return_pct: -0.03,
    pnl_return_pct: 0.1,
    price_lower: 120,
    price_upper: 180,
    price_curr: 150 + day,
    price_curr_twap: 150,
    pnl_vs_usd_apy: 30,
    pnl_vs_usd_return_pct: 0.5,
    investment_value_usd: 1000 + day * 2.5,
    hodl_value_usd: 1000 + day * 2,
    hodl_tokena_value_usd: 500,
    hodl_tokenb_value_usd: 500 + day * 2,
  };
}

/** The ranges history and the backtest; `simulate` answers the backtest (default: 3 days). */
function apiFetch(
  simulate: (url: URL) => { ok: boolean; status: number; text: () => Promise<string> },
  seen: URL[] = [],
): FetchLike {
  return async (url) => {
    const parsed = new URL(url);
    seen.push(parsed);
    if (parsed.pathname.endsWith('/ranges/history')) {
      return json(
        [0, 1, 2].map((i) => ({
          date: new Date(today - (2 - i) * DAY).toISOString(),
          poolPrice: '150',
          priceLower: i < 2 ? '110' : '120',
          priceUpper: i < 2 ? '170' : '180',
        })),
      );
    }
    if (parsed.pathname === `/simulate/${pool.toBase58()}`) return simulate(parsed);
    return { ok: false, status: 500, text: async () => '{}' };
  };
}

const backtest = () => json({ data: [0, 1, 2].map(backtestRow), backtest_num_days: 2 });

/** The strategy's account with its pool and a tracking rebalance method. */
const withPool: ScreenSeed = ({ queryClient }) => {
  const key = chainKeys.strategies(
    STRATEGY_TEST_ENDPOINT,
    [createAddress(address)],
    KLIQUIDITY_PROGRAM_ID,
  );
  const [account] = queryClient.getQueryData<(WhirlpoolStrategy | null)[]>(key) ?? [];
  if (account) queryClient.setQueryData(key, [{ ...account, pool, rebalanceType: 1 }]);
};

function render(world: Partial<StrategyPageWorld> & { fetch: FetchLike }) {
  return renderScreen('advancedAnalytics', `/liquidity/${address}/advanced-analytics`, {
    seeds: [seedStrategy({ strategy: fixture, ...world }), withPool],
  });
}

const lowerInput = () => screen.getByLabelText('Lower price (USDC per SOL)') as HTMLInputElement;

describe('AdvancedAnalyticsScreen', () => {
  it("pre-fills the strategy's range and method, runs the backtest and shows its outcome", async () => {
    const user = userEvent.setup();
    const seen: URL[] = [];
    render({ fetch: apiFetch(backtest, seen) });
    await waitFor(() => expect(lowerInput().value).toBe('120'));
    expect((screen.getByLabelText('Rebalance method') as HTMLSelectElement).value).toBe('Tracker');
    await user.click(screen.getByRole('button', { name: 'Run simulation' }));
    const result = await screen.findByRole('region', { name: 'Result over 2 days' });
    const value = (label: string) =>
      within(result).getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')
        ?.textContent;
    expect(value('Fees APY')).toBe('24.00%');
    expect(value('Impermanent loss')).toBe('-0.03%');
    expect(value('PnL vs HODL')).toBe('+$1.00 (0.10%)');
    expect(await screen.findByRole('figure', { name: /against HODL chart/ })).toBeTruthy();
    // A tracking range is sent as its widths around the current price (150): 20 % each side.
    const call = seen.find((u) => u.pathname.startsWith('/simulate/'));
    expect(call?.searchParams.get('strategy_type')).toBe('Tracker');
    expect(call?.searchParams.get('range_width_perc_lower')).toBe('20');
    // The strategy's own ranges: one rebalance in the window.
    const ranges = screen.getByRole('region', { name: 'Strategy rebalances and ranges' });
    expect(await within(ranges).findByText('1 rebalance in this period.')).toBeTruthy();
  });

  it('refuses a range whose lower price is not below the upper one, without asking', async () => {
    const user = userEvent.setup();
    const seen: URL[] = [];
    render({ fetch: apiFetch(backtest, seen) });
    await waitFor(() => expect(lowerInput().value).toBe('120'));
    await user.clear(lowerInput());
    await user.type(lowerInput(), '200');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The upper price must be above the lower price')).toBeTruthy();
    expect(seen.some((u) => u.pathname.startsWith('/simulate/'))).toBe(false);
  });

  it('shows a failed backtest with a retry and keeps the inputs', async () => {
    const user = userEvent.setup();
    let failing = true;
    render({
      fetch: apiFetch(() =>
        failing
          ? { ok: false, status: 400, text: async () => '{"error":"bad dates"}' }
          : backtest(),
      ),
    });
    await waitFor(() => expect(lowerInput().value).toBe('120'));
    await user.clear(lowerInput());
    await user.type(lowerInput(), '125');
    await user.click(screen.getByRole('button', { name: 'Run simulation' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to run the simulation')).toBeTruthy();
    expect(within(alert).getByText('bad dates')).toBeTruthy();
    expect(lowerInput().value).toBe('125');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Result over 2 days' })).toBeTruthy();
  });

  it('says when the backtest has no days', async () => {
    const user = userEvent.setup();
    render({ fetch: apiFetch(() => json({ data: [] })) });
    await waitFor(() => expect(lowerInput().value).toBe('120'));
    await user.click(screen.getByRole('button', { name: 'Run simulation' }));
    expect(await screen.findByText(/The pool has no history in this period/)).toBeTruthy();
  });

  it('says an unknown strategy is not found, as its page does', async () => {
    render({ fetch: apiFetch(backtest), missing: true });
    expect(await screen.findByText(`Strategy ${address} is not found`)).toBeTruthy();
  });
});
