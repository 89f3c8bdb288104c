import type { FetchLike } from '@keel/api-client';
import { AccountDecodeError, InvalidDexError } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, shownToasts, withWallet } from '../../../../testing/renderScreen';
import { seedPortfolio } from '../../../portfolio/data/testing/seedPortfolio';
import { pnlTriple, type StrategyPageWorld, seedStrategy } from '../../data/testing/seedStrategy';
import {
  liquidityTestKey,
  SOL,
  type StrategyFixture,
  strategyAddress,
  USDC,
} from '../../data/testing/strategyFixtures';

const fixture: StrategyFixture = { n: 7, a: SOL, b: USDC, dex: 'RAYDIUM', apy7d: '0.12' };
const address = strategyAddress(fixture);
const wallet = liquidityTestKey(61).toBase58();
const DAY = 86_400_000;
const t0 = Date.UTC(2026, 0, 1);
const value = { tvlUsd: new MathDecimal('2500'), sharePrice: new MathDecimal('1.25') };

/** The API's history routes, in their wire layouts; anything else fails. */
const historyFetch: FetchLike = async (url) => {
  const { pathname } = new URL(url);
  const json = (body: unknown) => ({
    ok: true,
    status: 200,
    text: async () => JSON.stringify(body),
  });
  if (pathname.endsWith('/ranges/history')) {
    return json(
      [0, 1].map((i) => ({
        date: new Date(t0 + i * DAY).toISOString(),
        poolPrice: String(150 + i),
        priceLower: '120',
        priceUpper: '180',
      })),
    );
  }
  if (pathname.endsWith('/metrics/history')) {
    return json([
      {
        date: new Date(t0).toISOString(),
        feesAndRewards24hUsd: '10',
        volume24hUsd: '1000',
        cumulativeFeesAndRewardsUsd: '10',
        apy24h: '0.1',
      },
    ]);
  }
  if (pathname.endsWith(`/v2/strategies/${address}/history`)) {
    return json(
      [0, 1].map((i) => ({
        timestamp: new Date(t0 + i * DAY).toISOString(),
        sharePrice: String(1.2 + i / 20),
        totalValueLocked: String(2400 + i * 100),
      })),
    );
  }
  if (pathname.startsWith('/performance/')) {
    return json({
      timestamps: [t0 / 1000, (t0 + DAY) / 1000],
      hodl_tokena_value_usd: ['500', '480'],
      hodl_tokenb_value_usd: ['500', '520'],
      hodl_value_usd: ['1000', '1000'],
      hodl_tokena_value_sol: ['5', '5'],
      hodl_tokenb_value_sol: ['5', '5'],
      hodl_value_sol: ['10', '10'],
      investment_value_usd: ['1000', '1100'],
      investment_value_sol: ['10', '11'],
    });
  }
  return { ok: false, status: 500, text: async () => '{}' };
};

function world(overrides: Partial<StrategyPageWorld> = {}): StrategyPageWorld {
  return {
    strategy: fixture,
    value,
    fetch: historyFetch,
    metrics: (m) => ({
      ...m,
      apy: m.apy && {
        ...m.apy,
        vault: {
          ...m.apy.vault,
          poolPrice: new MathDecimal('150'),
          priceLower: new MathDecimal('120'),
          priceUpper: new MathDecimal('180'),
        },
      },
    }),
    ...overrides,
  };
}

function renderStrategy(w: StrategyPageWorld, path = `/liquidity/${address}`, route = 'strategy') {
  return renderScreen(route, path, { seeds: [seedStrategy(w)] });
}

/** The value of a labelled figure in a titled group. */
function figure(group: string, label: string): string {
  const region = screen.getByRole('region', { name: group });
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent ?? '';
}

describe('StrategyScreen', () => {
  it("shows the strategy's price, range, chain value, APYs and histories", async () => {
    renderStrategy(world());
    expect(await screen.findByText('SOL-USDC', { selector: 'span' })).toBeTruthy();
    expect(figure('Overview', 'Exchange')).toBe('Raydium');
    expect(figure('Overview', 'Price (USDC per SOL)')).toBe('150.00');
    expect(figure('Overview', 'Position range')).toBe('120.00 – 180.00');
    expect(figure('Overview', 'Range status')).toBe('In range');
    expect(figure('Overview', 'TVL')).toBe('$2,500.00');
    expect(figure('Overview', 'Share price')).toBe('$1.25');
    expect(figure('APY', 'APY 7d')).toBe('12.00%');
    expect(await screen.findByRole('figure', { name: /^Price and range/ })).toBeTruthy();
    expect(await screen.findByText('+$100.00 (10.00%)')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Deposit and withdraw' })).toBeTruthy();
    expect(screen.getByText('Connect a wallet to see your position.')).toBeTruthy();
  });

  it('charts TVL and share price from the value history', async () => {
    const user = userEvent.setup();
    renderStrategy(world());
    await user.click(await screen.findByRole('tab', { name: 'TVL' }));
    expect(await screen.findByRole('figure', { name: 'TVL chart' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Share price' }));
    expect(await screen.findByRole('figure', { name: 'Share price chart' })).toBeTruthy();
  });

  it('shows the value history failure with a retry while the other histories render', async () => {
    const user = userEvent.setup();
    const failing: FetchLike = (url, init) =>
      new URL(url).pathname.endsWith('/history') && new URL(url).pathname.startsWith('/v2/')
        ? Promise.resolve({ ok: false, status: 500, text: async () => '{}' })
        : historyFetch(url, init);
    renderStrategy(world({ fetch: failing }));
    await user.click(await screen.findByRole('tab', { name: 'TVL' }));
    const metrics = screen.getByRole('region', { name: 'Metrics history' });
    const alert = await within(metrics).findByRole('alert');
    expect(within(alert).getByText('Failed to load strategies')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(await screen.findByRole('figure', { name: /^Price and range/ })).toBeTruthy();
  });

  it('says a missing strategy is not found', async () => {
    renderStrategy(world({ missing: true }));
    expect(await screen.findByText(`Strategy ${address} is not found`)).toBeTruthy();
  });

  it("shows an unknown exchange as 'Invalid dex number' with a retry", async () => {
    const error = new AccountDecodeError({
      account: address,
      accountType: 'WhirlpoolStrategy',
      reason: 'value',
      detail: 'Invalid dex number',
      cause: new InvalidDexError('Invalid dex number', 7),
    });
    const { toaster } = renderStrategy(world({ accountError: error }));
    // Error toasts close after 4 s: record every toast shown.
    const seen: ReturnType<typeof shownToasts> = [];
    toaster.subscribe(() => seen.push(...shownToasts(toaster)));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load strategies')).toBeTruthy();
    expect(within(alert).getByText('Invalid dex number')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    await waitFor(() =>
      expect(seen).toContainEqual(
        expect.objectContaining({
          message: 'Failed to load strategies',
          description: 'Invalid dex number',
        }),
      ),
    );
  });

  it("keeps the chain's figures when the strategy API fails, with its toast", async () => {
    const { toaster } = renderStrategy(world({ apiFails: true }));
    expect(await screen.findByText('SOL-USDC', { selector: 'span' })).toBeTruthy();
    expect(figure('Overview', 'Share price')).toBe('$1.25');
    expect(figure('APY', 'APY 7d')).toBe('-');
    await screen.findByRole('figure', { name: /^Price and range/ });
    await waitFor(() =>
      expect(shownToasts(toaster).map((t) => t.message)).toContain('Failed to load strategies'),
    );
  });

  it('renders the full route with a mismatched pair once replaced by the canonical one', async () => {
    renderStrategy(world(), `/liquidity/FOO-BAR-orca/${address}`, 'strategyFull');
    expect(await screen.findByText('SOL-USDC', { selector: 'span' })).toBeTruthy();
    expect(figure('Overview', 'Exchange')).toBe('Raydium');
  });

  it("values the connected wallet's shares at the share price, with the API's PnL", async () => {
    renderScreen('strategy', `/liquidity/${address}`, {
      seeds: [
        seedStrategy(
          world({
            userPnl: {
              wallet,
              pnl: { totalPnl: pnlTriple('12.34', '0.1'), totalCostBasis: pnlTriple('100') },
            },
          }),
        ),
        seedPortfolio({
          wallet,
          strategies: [
            {
              address: liquidityTestKey(100 + fixture.n),
              shareMint: liquidityTestKey(300 + fixture.n),
              walletShares: 2_000_000n,
              value,
            },
          ],
        }),
        withWallet(wallet),
      ],
    });
    const value_ = await screen.findByTestId('strategy-position-value');
    expect(value_.textContent).toBe('$2.50');
    expect(figure('Your position', 'Shares')).toBe('2');
    expect(figure('Your position', 'Deposited')).toBe('$100.00');
    expect(figure('Your position', 'PnL')).toBe('+$12.34 · +0.1000 SOL');
  });

  it("says 'Failed to load user positions' when the wallet's shares cannot be read", async () => {
    const { toaster } = renderScreen('strategy', `/liquidity/${address}`, {
      seeds: [
        seedStrategy(world()),
        seedPortfolio({ wallet, strategies: [], walletReadFails: true }),
        withWallet(wallet),
      ],
    });
    const seen: ReturnType<typeof shownToasts> = [];
    toaster.subscribe(() => seen.push(...shownToasts(toaster)));
    const position = await screen.findByText(
      'Failed to load user positions',
      {},
      { timeout: 20_000 },
    );
    expect(position.closest('[role="alert"]')).toBeTruthy();
    expect(seen).toContainEqual(
      expect.objectContaining({
        message: 'Failed to load user positions',
        key: `liquidity-positions-${wallet}`,
      }),
    );
    expect(figure('Overview', 'Share price')).toBe('$1.25');
  }, 30_000);
});
