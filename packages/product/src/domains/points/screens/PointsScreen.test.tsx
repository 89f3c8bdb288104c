import {
  chainKeys,
  createAddress,
  KLIQUIDITY_PROGRAM_ID,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import { shortenAddress } from '@keel/core-math';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteScreen } from '../../../routing/RouteScreen';
import { pointsRoutes } from '../../../routing/routes/productRoutes';
import { renderInApp, type ScreenSeed, withWallet } from '../../../testing/renderScreen';
import { liquidityRuntime } from '../../liquidity/data/runtime';
import { type LiquidityServices, liquidityServices } from '../../liquidity/data/services';
import { liquidityTestKey, tokenInfosOf } from '../../liquidity/data/testing/strategyFixtures';
import {
  type FakeRoutes,
  fakeApiClient,
  wireLeaderboardRow,
  withFakeApi,
} from '../data/testing/fakePointsApi';

const ME = 'MyWa11et1111111111111111111111111111111111';
const route = pointsRoutes[0];

/** 120 wallets; liquidity points rise with the rank number, so the default sort reverses ranks. */
const board = Array.from({ length: 120 }, (_, index) =>
  wireLeaderboardRow(index + 1, index === 80 ? ME : `Wallet${String(index + 1).padStart(3, '0')}`, {
    liquidity: (index + 1) * 1_000_000,
    lending: (120 - index) * 2_000_000,
    total: (120 - index) * 10_000_000,
  }),
);

const STRATEGY = 'Strat11111111111111111111111111111111111111';
const SOL_MINT = 'So11111111111111111111111111111111111111112';

const breakdown = {
  leaderboardRank: '81',
  updatedOnStrategies: '2025-01-01T00:00:00.000Z',
  pointsEarnedStrategies: '5000000',
  pointsEarnedBorrowLend: '2500000',
  totalPointsEarned: '7500000',
  totalCurrentPointsPerSecond: '0',
  strategiesBreakdown: [
    {
      strategy: 'Strat11111111111111111111111111111111111111',
      pointsEarned: '5000000',
      currentPointsPerSecond: '0',
      boost: '1.5',
    },
  ],
  klendBreakdown: [
    {
      obligation: 'Ob1igation111111111111111111111111111111111',
      market: 'Market1111111111111111111111111111111111111',
      obligationTag: 'Vanilla',
      pointsEarned: '2500000',
      currentPointsPerSecond: '0',
      boost: '1',
    },
  ],
  boosts: [{ boost: '1.1', name: 'loyalty_bonus' }],
};

const answers: FakeRoutes = (path, query) => {
  if (path === '/points/leaderboard') {
    const offset = Number(query.get('offset'));
    const limit = Number(query.get('limit'));
    return {
      json: {
        totalLeaderboardCount: String(board.length),
        leaderboard: board.slice(offset, offset + limit),
      },
    };
  }
  if (path === '/points/metrics')
    return { json: { totalPointsEarned: '123000000000000', totalCurrentPointsPerSecond: '0' } };
  if (path.endsWith('/breakdown')) return { json: breakdown };
  if (path === '/points/rules')
    return {
      json: {
        strategies: {
          defaultRate: 1,
          defaultBoost: 1,
          strategyRates: { StratA: 2 },
          strategyBoosts: { StratB: 3 },
          tokenRates: {},
          tokenBoosts: {},
        },
        lending: [],
      },
    };
  return undefined;
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

const search = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

function renderPoints(path = '/points', routes: FakeRoutes = answers, wallet: string | null = ME) {
  if (!route) throw new Error('no points route');
  return renderInApp(
    <>
      <RouteScreen route={route} />
      <LocationProbe />
    </>,
    {
      path,
      pattern: '/points',
      seeds: [withFakeApi(routes), ...(wallet ? [withWallet(wallet)] : [])],
    },
  );
}

const leaderboard = () => screen.findByRole('region', { name: 'Points leaderboard' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the points page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens on the season 3 leaderboard sorted by liquidity points, the wallet’s row pinned', async () => {
    renderPoints();
    expect(await screen.findByRole('tab', { name: 'Leaderboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Season 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const table = await leaderboard();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(51));
    const [pinned, first] = bodyRows(table);
    expect(pinned).toHaveTextContent('#81');
    expect(pinned).toHaveTextContent('You');
    expect(first).toHaveTextContent('#120');
    expect(within(table).getByRole('columnheader', { name: /Liquidity/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Raw points ÷ 1e6: 120 000 000 raw liquidity points are 120.0000 points.
    expect(first).toHaveTextContent('120.0000');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(search().toString()).toBe('');
  });

  it('writes sorts and pages back to the address, dropping the page when the sort changes', async () => {
    const user = userEvent.setup();
    renderPoints();
    const table = await leaderboard();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(51));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(search().get('page')).toBe('2');
    expect(search().get('tab')).toBe('leaderboard');
    expect(search().get('season_tab')).toBe('season3');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /Total points/ }));
    expect(search().get('leaderboardSortBy')).toBe('totalPoints.desc');
    expect(search().has('page')).toBe(false);
    expect(bodyRows(table)[1]).toHaveTextContent('#1');
  });

  it('falls back to the defaults for unknown values and rewrites the address (D§5)', async () => {
    renderPoints('/points?tab=nope&season_tab=season9&leaderboardSortBy=volume.desc&FOO=1');
    expect(await screen.findByRole('tab', { name: 'Leaderboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(search().get('tab')).toBe('leaderboard'));
    expect(search().get('season_tab')).toBe('season3');
    expect(search().get('leaderboardSortBy')).toBe('liquidityPoints.desc');
    expect(search().get('FOO')).toBe('1');
  });

  it('shows the wallet’s breakdown by position and by product', async () => {
    const user = userEvent.setup();
    renderPoints('/points?tab=breakdown&season_tab=season2');
    expect(await screen.findByRole('tab', { name: 'My Breakdown' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const positions = await screen.findByRole('region', { name: 'Points by position' });
    await waitFor(() => expect(bodyRows(positions)).toHaveLength(2));
    expect(bodyRows(positions)[0]).toHaveTextContent('Liquidity');
    expect(bodyRows(positions)[0]).toHaveTextContent('5.0000');
    expect(bodyRows(positions)[0]).toHaveTextContent('1.5x');
    const allocation = screen.getByRole('region', { name: 'Points allocation' });
    expect(bodyRows(allocation)[0]).toHaveTextContent('Liquidity');
    expect(bodyRows(allocation)[0]).toHaveTextContent('66.67%');
    expect(screen.getByText('Loyalty bonus')).toBeInTheDocument();
    await user.click(within(positions).getByRole('button', { name: /Boost/ }));
    expect(search().get('breakdownSortBy')).toBe('boost.desc');
  });

  it('shows each position’s address shortened beside its name, with a copy button', async () => {
    renderPoints('/points?tab=breakdown');
    const positions = await screen.findByRole('region', { name: 'Points by position' });
    await waitFor(() => expect(bodyRows(positions)).toHaveLength(2));
    for (const address of [
      breakdown.strategiesBreakdown[0]?.strategy,
      breakdown.klendBreakdown[0]?.obligation,
    ]) {
      const full = address as string;
      const shortened = within(positions).getByTitle(full);
      expect(shortened).toHaveTextContent(shortenAddress(full));
      expect(within(positions).getByRole('button', { name: `Copy ${full}` })).toBeInTheDocument();
    }
    expect(bodyRows(positions).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Liquidity/),
      expect.stringMatching(/^Borrow\/Lend/),
    ]);
  });

  it('names a strategy by its pair and exchange, its address beside it', async () => {
    const strategy = liquidityTestKey(300);
    const [sol, usdc, shares] = [
      liquidityTestKey(301),
      liquidityTestKey(302),
      liquidityTestKey(303),
    ];
    const account = {
      address: strategy,
      sharesMint: shares,
      tokenAMint: sol,
      tokenBMint: usdc,
      strategyDex: 'ORCA',
    } as WhirlpoolStrategy;
    const withStrategy: FakeRoutes = (path, query, method) => {
      if (path.endsWith('/breakdown'))
        return {
          json: {
            ...breakdown,
            strategiesBreakdown: [
              { ...breakdown.strategiesBreakdown[0], strategy: strategy.toBase58() },
            ],
          },
        };
      if (path.endsWith('/tokens/batch'))
        return {
          json: tokenInfosOf([
            { mint: sol.toBase58(), symbol: 'SOL' },
            { mint: usdc.toBase58(), symbol: 'USDC' },
          ]),
        };
      return answers(path, query, method);
    };
    // The strategy's account as the chain holds it, read through the liquidity domain.
    const endpoint = 'http://liquidity.test.invalid';
    const onChain: ScreenSeed = ({ queryClient }) => {
      liquidityServices.seed(queryClient, {
        chain: { rpc: {} as LiquidityServices['chain']['rpc'], endpoint },
        api: liquidityRuntime.createApiQueries(fakeApiClient(withStrategy)),
        lib: liquidityRuntime,
      });
      queryClient.setQueryData(
        chainKeys.strategies(endpoint, [createAddress(strategy.toBase58())], KLIQUIDITY_PROGRAM_ID),
        [account],
      );
    };
    renderInApp(<RouteScreen route={route as NonNullable<typeof route>} />, {
      path: '/points?tab=breakdown',
      pattern: '/points',
      seeds: [withFakeApi(withStrategy), onChain, withWallet(ME)],
    });
    const positions = await screen.findByRole('region', { name: 'Points by position' });
    await waitFor(() =>
      expect(bodyRows(positions)[0]).toHaveTextContent(/^Liquidity · SOL-USDC \(Orca\)/),
    );
    expect(
      within(positions).getByRole('button', { name: `Copy ${strategy.toBase58()}` }),
    ).toBeInTheDocument();
  });

  it('names a rate’s token by its symbol, a strategy by its address with copy', async () => {
    const withTokens: FakeRoutes = (path, query, method) => {
      if (path === '/points/rules')
        return {
          json: {
            strategies: {
              defaultRate: 1,
              defaultBoost: 1,
              strategyRates: { [STRATEGY]: 2 },
              strategyBoosts: {},
              tokenRates: { [SOL_MINT]: 4 },
              tokenBoosts: {},
            },
            lending: [],
          },
        };
      if (path.endsWith('/tokens/batch'))
        return { json: [{ address: SOL_MINT, symbol: 'SOL', name: 'Solana', decimals: 9 }] };
      return answers(path, query, method);
    };
    renderPoints('/points?tab=boost', withTokens);
    const table = await screen.findByRole('region', { name: 'Rates and boosts' });
    await waitFor(() => expect(within(table).getByText('Liquidity token SOL')).toBeInTheDocument());
    expect(within(table).getByRole('button', { name: `Copy ${STRATEGY}` })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: `Copy ${SOL_MINT}` })).toBeNull();
  });

  it('lists rates and boosts, highest boost first', async () => {
    renderPoints('/points?tab=boost');
    const table = await screen.findByRole('region', { name: 'Rates and boosts' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(bodyRows(table)[0]).toHaveTextContent('3.0x');
    expect(bodyRows(table)[1]).toHaveTextContent('1.0x');
  });

  it('asks for a wallet on My Breakdown without one, and still shows the leaderboard', async () => {
    renderPoints('/points?tab=breakdown', answers, null);
    expect(
      await screen.findByText('Connect a wallet to see your points breakdown.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /MyWa/ })).not.toBeInTheDocument();
  });

  it('copies the address from the wallet chip and says Copied!', async () => {
    const user = userEvent.setup();
    renderPoints();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'MyWa…1111' }));
    expect(writeText).toHaveBeenCalledWith(ME);
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
  });

  it('shows a failed leaderboard with a Retry that loads it again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPoints('/points', (path, query, method) => {
      if (path === '/points/leaderboard' && fail) return { status: 500, json: { error: 'down' } };
      return answers(path, query, method);
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Failed to load the leaderboard');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const table = await leaderboard();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(51));
  });
});
