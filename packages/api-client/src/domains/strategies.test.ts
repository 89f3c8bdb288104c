import { describe, expect, it } from 'vitest';
import { ApiValidationError } from '../http/errors';
import { MAX_YIELD_HISTORY_APY, totalFeesAndRewardsUsd } from '../models/strategies';
import { json, status, testClient } from '../testing/fakeFetch';

const triple = (usd: string) => ({ sol: '0.5', usd, a: '1', b: '2' });

describe('strategy calls', () => {
  it('asks for LIVE metrics by default and reads the slug-named APY block', async () => {
    const { client, calls } = testClient(() =>
      json([
        {
          strategy: 'S1',
          tokenAMint: 'A',
          tokenBMint: 'B',
          tokenA: 'USDC',
          tokenB: 'SOL',
          sharePrice: '1.0412',
          sharesIssued: '2300100.5',
          totalValueLocked: '2394900.77',
          acmeApy: {
            vault: { apy7d: '0.2011', lastCalculated: '2025-11-20T10:00:00.000Z' },
            acme: [{ apy: '0.01' }],
            totalApy: '0.2011',
          },
          unexpected: { nested: true },
        },
      ]),
    );
    const [metrics] = await client.strategies.metrics();
    expect(calls[0]?.url.pathname).toBe('/strategies/metrics');
    expect(calls[0]?.url.searchParams.get('status')).toBe('LIVE');
    expect(calls[0]?.url.searchParams.get('env')).toBe('mainnet-beta');
    expect(metrics?.productApy.vault.apy7d?.toFixed()).toBe('0.2011');
    expect(metrics?.productApy.vault.lastCalculated).toBe(Date.UTC(2025, 10, 20, 10));
    expect(metrics?.productApy.rewards.map((reward) => reward.apy.toFixed())).toEqual(['0.01']);
  });

  it("maps unknown strategy types and statuses to 'unknown'", async () => {
    const { client } = testClient(() =>
      json([
        {
          address: 'S',
          type: 'EXOTIC',
          shareMint: 'SM',
          status: 'PAUSED',
          tokenAMint: 'A',
          tokenBMint: 'B',
        },
      ]),
    );
    const [item] = await client.strategies.list();
    expect(item).toMatchObject({ type: 'unknown', status: 'unknown' });
  });

  it('repeats status on fees and rewards and reads slug-named rewards', async () => {
    const { client, calls } = testClient(() =>
      json([
        {
          strategyPubkey: 'S1',
          feesAEarned: '1',
          feesBEarned: '2',
          feesAEarnedUsd: '10',
          feesBEarnedUsd: '20',
          acmeRewards0EarnedUsd: '5',
          lastCalculated: '2025-11-20T10:00:00.000Z',
        },
      ]),
    );
    const [row] = await client.strategies.feesAndRewards({
      period: '7d',
      status: ['LIVE', 'STAGING'],
    });
    expect(calls[0]?.url.searchParams.getAll('status')).toEqual(['LIVE', 'STAGING']);
    expect(calls[0]?.url.searchParams.get('period')).toBe('7d');
    expect(row?.productRewards0EarnedUsd.toFixed()).toBe('5');
    expect(row?.rewards2EarnedUsd.toFixed()).toBe('0');
  });

  it('sends the pnl-history end one day after the requested end', async () => {
    const { client, calls } = testClient(() =>
      json({ history: [], totalPnl: triple('0'), totalCostBasis: triple('0') }),
    );
    await client.strategies.userPnlHistory('S1', 'W1', {
      start: '2025-01-01T00:00:00.000Z',
      end: '2025-01-31T00:00:00.000Z',
    });
    const url = calls[0]?.url;
    expect(url?.pathname).toBe('/v2/strategies/S1/shareholders/W1/pnl/history');
    expect(url?.searchParams.get('start')).toBe('2025-01-01T00:00:00.000Z');
    expect(url?.searchParams.get('end')).toBe('2025-02-01T00:00:00.000Z');
  });

  it('sends initial_deposit=1000 and deposit_token=USD on the performance call', async () => {
    const { client, calls } = testClient(() =>
      json({
        timestamps: [1_700_000_000],
        hodl_tokena_value_usd: ['500'],
        hodl_tokenb_value_usd: ['510'],
        hodl_value_usd: ['1010'],
        hodl_tokena_value_sol: ['3'],
        hodl_tokenb_value_sol: ['3.1'],
        hodl_value_sol: ['6.1'],
        investment_value_usd: ['1020'],
        investment_value_sol: ['6.2'],
      }),
    );
    const rows = await client.strategies.performance('S1', { depositDate: Date.UTC(2025, 5, 1) });
    const params = calls[0]?.url.searchParams;
    expect(calls[0]?.url.pathname).toBe('/performance/S1/vs_usd_ui');
    expect(params?.get('initial_deposit')).toBe('1000');
    expect(params?.get('deposit_token')).toBe('USD');
    expect(params?.get('deposit_date')).toBe('2025-06-01');
    expect(params?.get('staging')).toBe('false');
    expect(rows[0]?.investmentValueUsd.toFixed()).toBe('1020');
    expect(rows[0]?.timestamp).toBe(1_700_000_000_000);
  });

  it('caps yields-history APY at the maximum constant', async () => {
    const { client } = testClient(() =>
      json([
        { createdOn: '2025-01-01T00:00:00.000Z', apr: '0.05', apy: '0.051' },
        { createdOn: '2025-01-02T00:00:00.000Z', apr: '40', apy: '2500' },
      ]),
    );
    const [normal, outlier] = await client.strategies.yieldsHistory('Pool1');
    expect(normal?.apy.toFixed()).toBe('0.051');
    expect(outlier?.apy.eq(MAX_YIELD_HISTORY_APY)).toBe(true);
    expect(outlier?.apr.toFixed()).toBe('40');
  });

  it('reads both shareholder-transaction layouts', async () => {
    const wrapped = testClient(() =>
      json({
        transactions: [
          {
            createdOn: '2025-01-01T00:00:00.000Z',
            timestamp: '1735689600000',
            transactionSignature: 'sig1',
            transactionName: 'deposit',
            strategy: 'S1',
            tokenAMint: 'A',
            tokenAAmount: '1',
            tokenBMint: 'B',
            tokenBAmount: '2',
            usdValue: '3',
          },
        ],
      }),
    );
    const bare = testClient(() =>
      json([
        {
          strategy: 'S1',
          instruction: 'withdraw',
          signature: 'sig2',
          timestamp: 1735689600,
          tokenAAmount: '1',
          tokenBAmount: '0',
          fullWithdraw: true,
        },
      ]),
    );
    const [first] = await wrapped.client.strategies.shareholderTransactions('W');
    const [second] = await bare.client.strategies.shareholderTransactions('W');
    expect(first).toMatchObject({
      transactionSignature: 'sig1',
      transactionName: 'deposit',
      timestamp: 1735689600000,
    });
    expect(second).toMatchObject({
      transactionSignature: 'sig2',
      transactionName: 'withdraw',
      timestamp: 1735689600000,
      fullWithdraw: true,
    });
  });
});

describe('strategy fallbacks', () => {
  it('gives zero PnL and reports the Loading error notice on failure', async () => {
    const { client, reports } = testClient(() => status(500));
    const pnl = await client.strategies.userPnl('S1', 'W1');
    expect(pnl.totalPnl.usd.isZero()).toBe(true);
    expect(pnl.totalCostBasis.sol.isZero()).toBe(true);
    expect(reports[0]?.context).toEqual({
      endpoint: 'GET /v2/strategies/{strategy}/shareholders/{wallet}/pnl',
      fallback: 'zero values',
      notice: { message: 'Loading error', description: 'Failed to load user PnL for strategy S1' },
    });
  });

  it('reads PnL when the call works', async () => {
    const { client } = testClient(() =>
      json({ totalPnl: triple('25.5'), totalCostBasis: triple('1000') }),
    );
    expect((await client.strategies.userPnl('S1', 'W1')).totalPnl.usd.toFixed()).toBe('25.5');
  });

  it('gives zero fees and rewards on failure, with its notice', async () => {
    const { client, reports } = testClient(() => json({ feesAEarned: 'garbage' }));
    const fees = await client.strategies.userFeesAndRewards('S9', 'W1');
    expect(totalFeesAndRewardsUsd(fees).isZero()).toBe(true);
    expect(reports[0]?.error).toBeInstanceOf(ApiValidationError);
    expect(reports[0]?.context.notice?.description).toBe(
      'Failed to load latest user fees and rewards values for strategy S9',
    );
  });

  it('sums every USD fee and reward', async () => {
    const { client } = testClient(() =>
      json({
        feesAEarned: '1',
        feesBEarned: '1',
        feesAEarnedUsd: '1.5',
        feesBEarnedUsd: '2.25',
        rewards1EarnedUsd: '0.25',
        acmeRewards2EarnedUsd: '1',
      }),
    );
    expect(
      totalFeesAndRewardsUsd(await client.strategies.userFeesAndRewards('S', 'W')).toFixed(),
    ).toBe('5');
  });

  it('falls back to built-in staked-SOL APYs when staking yields fail', async () => {
    const { client, calls, reports } = testClient(() => ({ networkError: true }));
    const yields = await client.strategies.stakingYields('mean');
    expect(calls[0]?.url.pathname).toBe('/v2/staking-yields/mean');
    expect(yields.length).toBeGreaterThan(0);
    expect(yields.map((entry) => entry.tokenMint)).toContain(
      'J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn',
    );
    expect(yields.every((entry) => entry.apy.gt(0) && entry.apy.lt(1))).toBe(true);
    expect(reports).toHaveLength(1);
  });

  it('gives an empty list when principal-token yields fail', async () => {
    const { client, reports } = testClient(() => status(502));
    expect(await client.strategies.principalTokenYields()).toEqual([]);
    expect(reports[0]?.context.fallback).toBe('empty list');
  });
});
