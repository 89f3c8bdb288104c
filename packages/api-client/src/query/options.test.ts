import { QueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { json, testClient } from '../testing/fakeFetch';
import { MissingQueryInputError } from './define';
import { createApiQueries } from './index';
import { apiKeys } from './keys';
import { QUERY_TIMINGS } from './timings';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function setup(reply: unknown = []) {
  const test = testClient(() => json(reply));
  return { ...test, queries: createApiQueries(test.client) };
}

describe('enabled gating', () => {
  it('keeps user queries disabled until the wallet and the strategy exist', () => {
    const { queries } = setup();
    expect(queries.strategies.userPnl(undefined, undefined).enabled).toBe(false);
    expect(queries.strategies.userPnl('S', undefined).enabled).toBe(false);
    expect(queries.strategies.userPnl(undefined, 'W').enabled).toBe(false);
    expect(queries.strategies.userPnl('S', 'W').enabled).toBe(true);
  });

  it('gates lending, points, token and referral queries on their inputs', () => {
    const { queries } = setup();
    expect(queries.lending.obligationPnl('M', undefined).enabled).toBe(false);
    expect(queries.lending.obligationPnl('M', 'O').enabled).toBe(true);
    expect(queries.lending.leverageMetrics(undefined).enabled).toBe(false);
    expect(queries.lending.leverageMetrics('M').enabled).toBe(true);
    expect(queries.points.breakdown(3, undefined).enabled).toBe(false);
    expect(queries.points.leaderboard(undefined).enabled).toBe(false);
    expect(queries.points.fullLeaderboard(undefined).enabled).toBe(false);
    expect(queries.points.fullLeaderboard(3).enabled).toBe(true);
    expect(queries.account.referralUserMetrics(undefined).enabled).toBe(false);
    expect(queries.account.referralLeaderboard(2).queryKey).toEqual(
      apiKeys.referrals.leaderboard({ offset: 100, limit: 50 }),
    );
    expect(queries.tokens.search('').enabled).toBe(false);
    expect(queries.tokens.batch([]).enabled).toBe(false);
    expect(queries.tokens.batch(['M']).enabled).toBe(true);
    expect(queries.account.referralCode(undefined).enabled).toBe(false);
    expect(queries.account.screening('W').enabled).toBe(true);
    expect(queries.account.geo(false).enabled).toBe(false);
  });

  it('refuses to run a disabled query function', async () => {
    const { queries, calls } = setup();
    const options = queries.strategies.userPnl('S', undefined);
    const run = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await expect(run({ signal: new AbortController().signal })).rejects.toBeInstanceOf(
      MissingQueryInputError,
    );
    expect(calls).toHaveLength(0);
  });
});

describe('timings', () => {
  it('apply the spec values', () => {
    const { queries } = setup();
    expect(queries.strategies.list()).toMatchObject({
      refetchInterval: 60 * MINUTE,
      gcTime: 120 * MINUTE,
    });
    expect(queries.strategies.metrics()).toMatchObject({ refetchInterval: MINUTE });
    expect(queries.prices.history({ token: 'SOL' })).toMatchObject({
      refetchInterval: MINUTE,
      staleTime: 2 * MINUTE,
    });
    expect(queries.lending.marketConfigs()).toMatchObject({
      gcTime: 10 * MINUTE,
      staleTime: 5 * MINUTE,
    });
    expect(queries.lending.resources()).toMatchObject({ refetchInterval: 10 * MINUTE });
    expect(queries.tokens.list()).toMatchObject({ gcTime: 30 * MINUTE, staleTime: 15 * MINUTE });
    expect(queries.tokens.verified()).toMatchObject({ gcTime: 2 * DAY, staleTime: DAY });
    expect(queries.tokens.metadata('M')).toMatchObject({
      gcTime: 30 * MINUTE,
      staleTime: 30 * MINUTE,
    });
    expect(queries.account.geo()).toMatchObject({ gcTime: 2 * DAY, staleTime: DAY, retry: false });
    expect(queries.account.status()).toMatchObject({ refetchInterval: 2 * MINUTE });
    expect(queries.earn.vaults()).toMatchObject({
      gcTime: 10 * MINUTE,
      staleTime: 5 * MINUTE,
      retry: 3,
    });
    expect(QUERY_TIMINGS.general).toEqual({ gcTime: 10 * MINUTE, staleTime: 5 * MINUTE, retry: 3 });
  });
});

describe('query functions', () => {
  it('parse once and put ready models in the cache', async () => {
    const { queries } = setup({ tvl: '83606259.9902058095' });
    const queryClient = new QueryClient();
    const options = queries.strategies.tvl();
    const tvl = await queryClient.fetchQuery(options);
    expect(tvl).toBeInstanceOf(Decimal);
    expect(queryClient.getQueryData(options.queryKey)?.toFixed()).toBe('83606259.9902058095');
  });

  it('pass the key inputs to the client call', async () => {
    const { queries, calls } = setup({
      history: [],
      totalPnl: { sol: 0, usd: 0, a: 0, b: 0 },
      totalCostBasis: { sol: 0, usd: 0, a: 0, b: 0 },
    });
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(
      queries.strategies.userPnlHistory('S', 'W', { start: '2025-01-01', end: '2025-01-02' }),
    );
    expect(calls[0]?.url.pathname).toBe('/v2/strategies/S/shareholders/W/pnl/history');
    expect(calls[0]?.url.searchParams.get('end')).toBe('2025-01-03T00:00:00.000Z');
  });
});
