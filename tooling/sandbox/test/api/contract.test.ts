/**
 * Contract tests: the real api-client against the running sandbox API, one test per client
 * method. Each call must parse without a validation error and without any spec'd fallback
 * being used (the client reports every fallback through reportError).
 */
import { createPrivateKey, sign } from 'node:crypto';
import {
  type ApiClient,
  STAGING_LENDING_PROGRAM_ID,
  totalFeesAndRewardsUsd,
} from '@keel/api-client';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_REFERRAL_CODE } from '../../src/api/data/accounts';
import { encodeBase58 } from '../../src/encoding/base58';
import { SANDBOX_SWAP_PROGRAM_ID } from '../../src/programs/swap/swap-program';
import { sandboxWalletKeypair } from '../../src/world/wallets';
import { type ContractHarness, present, request, startHarness, unknownEnumPaths } from './support';

const DAY = 86_400_000;
/** A daily range ending at a UTC midnight holds that midnight too. */
const midnightExtra = (end: number) => (end % DAY === 0 ? 1 : 0);
const covered = new Set<string>();

/** A contract test of one client method (`domain.method`). */
function contract(method: string, run: () => Promise<void>, timeout = 15_000): void {
  covered.add(method);
  it(method, run, timeout);
}

let h: ContractHarness;
let client: ApiClient;
const sum = (values: Decimal[]) => values.reduce((total, v) => total.plus(v), new Decimal(0));

beforeAll(async () => {
  h = await startHarness();
  client = h.client;
});
afterAll(async () => {
  await h.api.close();
});

/** Every contract test ends with no fallback used and no enum value the client did not know. */
function noFallbacks(): void {
  expect(h.reported.map((r) => `${r.context.endpoint}: ${String(r.error)}`)).toEqual([]);
  expect(h.unknownEnums).toEqual([]);
}

describe('swap', () => {
  const mintOf = (symbol: string) =>
    present(
      h.api.dataset().world.tokens.find((t) => t.symbol === symbol),
      symbol,
    ).mint;
  const quoteSolToUsdc = () =>
    client.swap.quote({
      inputMint: mintOf('SOL'),
      outputMint: mintOf('USDC'),
      amount: '1000000000',
      slippageBps: 50,
    });

  contract('swap.quote', async () => {
    const quote = await quoteSolToUsdc();
    expect(quote.inAmount.toFixed()).toBe('1000000000');
    expect(quote.outAmount.gt(0)).toBe(true);
    // Minimum received at 50 bps: out × (1 − 0.005), floored.
    expect(quote.otherAmountThreshold.toFixed()).toBe(
      quote.outAmount.times('0.995').floor().toFixed(),
    );
    expect(quote.routePlan.length).toBeGreaterThan(0);
    noFallbacks();
  });

  contract('swap.instructions', async () => {
    const quote = await quoteSolToUsdc();
    const wallet = sandboxWalletKeypair(
      h.api.dataset().world.seed,
      'ordinary',
    ).publicKey.toBase58();
    const built = await client.swap.instructions({ quote, userPublicKey: wallet });
    expect(built.swapInstruction.programId).toBe(SANDBOX_SWAP_PROGRAM_ID.toBase58());
    expect(built.swapInstruction.accounts[0]).toEqual({
      pubkey: wallet,
      isSigner: true,
      isWritable: false,
    });
    // SOL in: wrapped in set-up, unwrapped in clean-up.
    expect(built.setupInstructions.length).toBeGreaterThan(0);
    expect(built.cleanupInstruction).not.toBeNull();
    noFallbacks();
  });
});

describe('tokens and prices', () => {
  contract('tokens.list', async () => {
    const tokens = await client.tokens.list({ limit: 1000 });
    const world = h.api.dataset().world;
    expect(tokens.length).toBe(world.tokens.length + world.strategies.length);
    const usdc = present(
      world.tokens.find((t) => t.symbol === 'USDC'),
      'USDC',
    );
    const listed = present(
      tokens.find((t) => t.address === usdc.mint),
      'USDC listed',
    );
    expect(listed).toMatchObject({ symbol: 'USDC', decimals: usdc.decimals, verified: true });
    expect(listed.logoURI).toBe(`${h.api.cdnUrl}/token-logos/${usdc.mint}.svg`);
    const page = await client.tokens.list({ limit: 5, offset: 5 });
    expect(page.map((t) => t.address)).toEqual(tokens.slice(5, 10).map((t) => t.address));
    noFallbacks();
  });

  contract('tokens.verified', async () => {
    const tokens = await client.tokens.verified();
    expect(tokens.length).toBe(h.api.dataset().world.tokens.length);
    expect(tokens.every((t) => t.verified)).toBe(true);
    noFallbacks();
  });

  contract('tokens.search', async () => {
    const found = await client.tokens.search('jito');
    expect(found[0]?.symbol).toBe('JitoSOL');
    noFallbacks();
  });

  contract('tokens.metadata', async () => {
    const sol = present(
      h.api.dataset().world.tokens.find((t) => t.symbol === 'SOL'),
      'SOL',
    );
    const token = present(await client.tokens.metadata(sol.mint), 'metadata');
    expect(token).toMatchObject({ address: sol.mint, symbol: 'SOL', decimals: 9 });
    expect(token.marketCapUsd.greaterThan(0)).toBe(true);
    noFallbacks();
  });

  contract('tokens.batch', async () => {
    const world = h.api.dataset().world;
    // More than 100 mints: the client sends two chunks and merges them.
    const mints = [...world.tokens.map((t) => t.mint), ...world.strategies.map((s) => s.shareMint)];
    expect(mints.length).toBeGreaterThan(100);
    const tokens = await client.tokens.batch(mints);
    expect(new Set(tokens.map((t) => t.address))).toEqual(new Set(mints));
    noFallbacks();
  });

  contract('prices.history', async () => {
    const { anchor } = h.api.dataset().ctx;
    const sol = present(
      h.api.dataset().world.tokens.find((t) => t.symbol === 'SOL'),
      'SOL',
    );
    const daily = await client.prices.history({
      token: sol.mint,
      start: anchor - 730 * DAY,
      end: anchor,
      frequency: 'day',
    });
    // Daily points sit on UTC midnights: 730 days hold 730, and one more when the anchor (a whole
    // hour) is itself a midnight — between 00:00 and 01:00 UTC.
    expect(daily.length).toBe(730 + midnightExtra(anchor));
    expect(daily.every((point) => point.time % DAY === 0)).toBe(true);
    const hourly = await client.prices.history({
      token: sol.mint,
      start: anchor - 730 * DAY,
      end: anchor,
      frequency: 'hour',
    });
    expect(hourly.length).toBe(730 * 24 + 1);
    // The last point is today's world price.
    expect(hourly.at(-1)?.value.toNumber()).toBeCloseTo(Number(sol.priceUsd), 6);
    expect(hourly.at(-1)?.time).toBe(anchor);
    const minutes = await client.prices.history({
      token: sol.mint,
      end: anchor,
      frequency: 'minute',
    });
    expect(minutes.length).toBeGreaterThan(60 * 23);
    noFallbacks();
  });

  contract('prices.latest', async () => {
    const tokens = h.api.dataset().world.tokens;
    const sol = present(
      tokens.find((t) => t.symbol === 'SOL'),
      'SOL',
    );
    const usdc = present(
      tokens.find((t) => t.symbol === 'USDC'),
      'USDC',
    );
    // The last minute point of the past two hours is the world's price now.
    const latest = await client.prices.latest([usdc.mint, sol.mint, sol.mint]);
    expect([...latest.keys()].sort()).toEqual([sol.mint, usdc.mint].sort());
    expect(latest.get(sol.mint)?.toNumber()).toBeCloseTo(Number(sol.priceUsd), 6);
    expect(latest.get(usdc.mint)?.toNumber()).toBeCloseTo(Number(usdc.priceUsd), 6);
    noFallbacks();
  });

  contract('status.status', async () => {
    expect(await client.status.status()).toEqual({ maintenance: { api: false } });
    noFallbacks();
  });

  contract('geo.lookup', async () => {
    const geo = await client.geo.lookup();
    expect(geo).toMatchObject({ status: 'success', countryCode: 'CH', lookupFailed: false });
    noFallbacks();
  });
});

describe('strategies', () => {
  const held = () => {
    const shares = present(h.ordinary.strategyShares[0], 'held strategy');
    return { strategy: shares.strategy, wallet: h.ordinary.publicKey, shares };
  };

  contract('strategies.list', async () => {
    const all = await client.strategies.list();
    expect(all.length).toBe(h.api.dataset().world.strategies.length);
    const stable = await client.strategies.list({ type: 'STABLE', status: 'LIVE' });
    expect(stable.length).toBeGreaterThan(0);
    expect(stable.every((s) => s.type === 'STABLE' && s.status === 'LIVE')).toBe(true);
    noFallbacks();
  });

  contract('strategies.metrics', async () => {
    const metrics = await client.strategies.metrics();
    const live = h.api.dataset().world.strategies.filter((s) => s.status === 'LIVE');
    expect(metrics.map((m) => m.strategy).sort()).toEqual(live.map((s) => s.address).sort());
    const withFarm = metrics.find((m) => m.productApy.rewards.length > 0);
    expect(withFarm?.productApy.vault.apy7d?.greaterThan(0)).toBe(true);
    noFallbacks();
  });

  contract('strategies.metricsOf', async () => {
    const world = present(h.api.dataset().world.strategies[0], 'strategy');
    const metrics = await client.strategies.metricsOf(world.address);
    expect(metrics.sharePrice.toFixed()).toBe(new Decimal(world.sharePriceUsd).toFixed());
    expect(metrics.totalValueLocked.toFixed()).toBe(new Decimal(world.tvlUsd).toFixed());
    expect(metrics.apy?.vault.poolPrice?.toFixed()).toBe(new Decimal(world.poolPrice).toFixed());
    expect(metrics.tokenA).toBe(world.tokenA);
    noFallbacks();
  });

  contract('strategies.feesAndRewards', async () => {
    const day = await client.strategies.feesAndRewards({ period: '24h' });
    const month = await client.strategies.feesAndRewards({
      period: '30d',
      status: ['LIVE', 'DEPRECATED'],
    });
    expect(month.length).toBeGreaterThanOrEqual(day.length);
    const first = present(day[0], 'row');
    const sameMonth = present(
      month.find((r) => r.strategyPubkey === first.strategyPubkey),
      'row',
    );
    expect(sameMonth.feesAEarnedUsd.greaterThan(first.feesAEarnedUsd)).toBe(true);
    noFallbacks();
  });

  contract('strategies.allTimeFeesAndRewards', async () => {
    const all = await client.strategies.allTimeFeesAndRewards();
    expect(all.totalUsd.toFixed(2)).toBe(
      all.feesAEarnedUsd.plus(all.feesBEarnedUsd).plus(all.productRewards0EarnedUsd).toFixed(2),
    );
    noFallbacks();
  });

  contract('strategies.allTimeVolume', async () => {
    expect((await client.strategies.allTimeVolume()).volumeUsd.greaterThan(0)).toBe(true);
    noFallbacks();
  });

  contract('strategies.tvl', async () => {
    const tvl = await client.strategies.tvl();
    const expected = sum(h.api.dataset().world.strategies.map((s) => new Decimal(s.tvlUsd)));
    expect(tvl.toFixed()).toBe(expected.toFixed());
    noFallbacks();
  });

  contract('strategies.volume', async () => {
    const volume = await client.strategies.volume();
    const row = present(
      volume.find((v) => v.productVolume.length === 3),
      'volume row',
    );
    const [day, week, month] = row.productVolume.map((p) => p.amount);
    expect(present(week, '7d').greaterThanOrEqualTo(present(day, '24h'))).toBe(true);
    expect(present(month, '30d').greaterThanOrEqualTo(present(week, '7d'))).toBe(true);
    noFallbacks();
  });

  contract('strategies.stakingYields', async () => {
    const lsts = h.api
      .dataset()
      .world.tokens.filter((t) => t.kind === 'lst')
      .map((t) => t.mint);
    for (const kind of ['latest', 'median', 'mean'] as const) {
      const yields = await client.strategies.stakingYields(kind);
      expect(yields.map((y) => y.tokenMint).sort()).toEqual([...lsts].sort());
      expect(yields.every((y) => y.apy.greaterThan(0.05) && y.apy.lessThan(0.1))).toBe(true);
    }
    noFallbacks();
  });

  contract('strategies.principalTokenYields', async () => {
    expect((await client.strategies.principalTokenYields()).length).toBeGreaterThan(0);
    noFallbacks();
  });

  contract('strategies.yieldsHistory', async () => {
    const strategy = present(h.api.dataset().world.strategies[0], 'strategy');
    const history = await client.strategies.yieldsHistory(strategy.pool, {
      start: h.api.dataset().ctx.anchor - 7 * DAY,
    });
    expect(history.length).toBe(7 * 24 + 1);
    expect(history.every((p) => p.apy.lessThanOrEqualTo(10))).toBe(true);
    noFallbacks();
  });

  contract('strategies.userPnl', async () => {
    const { strategy, wallet } = held();
    const pnl = await client.strategies.userPnl(strategy, wallet);
    expect(pnl.totalCostBasis.usd.greaterThan(0)).toBe(true);
    noFallbacks();
  });

  contract('strategies.userPnlHistory', async () => {
    const { strategy, wallet, shares } = held();
    const { anchor } = h.api.dataset().ctx;
    const history = await client.strategies.userPnlHistory(strategy, wallet, {
      start: anchor - 60 * DAY,
      end: anchor,
    });
    expect(history.history.some((row) => row.type === 'mark-to-market')).toBe(true);
    const last = present(history.history.at(-1), 'last row');
    expect(last.position?.toFixed()).toBe(new Decimal(shares.shares).toFixed());
    noFallbacks();
  });

  contract('strategies.userFeesAndRewards', async () => {
    const { strategy, wallet } = held();
    const fees = await client.strategies.userFeesAndRewards(strategy, wallet);
    expect(totalFeesAndRewardsUsd(fees).greaterThan(0)).toBe(true);
    noFallbacks();
  });

  contract('strategies.rangesHistory', async () => {
    const world = present(h.api.dataset().world.strategies[0], 'strategy');
    const ranges = await client.strategies.rangesHistory(world.address);
    const last = present(ranges.at(-1), 'last range');
    expect(last.priceLower.toFixed()).toBe(new Decimal(world.priceLower).toFixed());
    expect(last.priceUpper.toFixed()).toBe(new Decimal(world.priceUpper).toFixed());
    noFallbacks();
  });

  contract('strategies.metricsHistory', async () => {
    const world = present(h.api.dataset().world.strategies[0], 'strategy');
    const history = await client.strategies.metricsHistory(world.address);
    // Daily, newest first, since the launch (months to two years ago).
    expect(history.length).toBeGreaterThan(100);
    expect(present(history[0], 'newest').date).toBeGreaterThan(present(history[1], 'next').date);
    noFallbacks();
  });

  contract('strategies.history', async () => {
    const world = present(h.api.dataset().world.strategies[0], 'strategy');
    const { anchor } = h.api.dataset().ctx;
    const hourly = await client.strategies.history(world.address, {
      start: anchor - 7 * DAY,
      frequency: 'hour',
    });
    // Hourly, oldest first, ending at the anchor with the share price and TVL the metrics report.
    expect(hourly.length).toBeGreaterThanOrEqual(7 * 24);
    expect(present(hourly[1], 'second').timestamp - present(hourly[0], 'first').timestamp).toBe(
      3_600_000,
    );
    const last = present(hourly.at(-1), 'last');
    const metrics = await client.strategies.metricsOf(world.address);
    expect(last.timestamp).toBe(anchor);
    expect(last.sharePrice.toFixed()).toBe(metrics.sharePrice.toFixed());
    expect(last.totalValueLocked.toFixed()).toBe(metrics.totalValueLocked.toFixed());
    expect(last.tokenAAmounts.toFixed()).toBe(new Decimal(world.tokenAAmount).toFixed());
    const daily = await client.strategies.history(world.address, {
      start: anchor - 90 * DAY,
      frequency: 'day',
    });
    expect(present(daily[1], 'second').timestamp - present(daily[0], 'first').timestamp).toBe(DAY);
    expect(daily.every((p) => p.sharePrice.gt(0) && p.totalValueLocked.gt(0))).toBe(true);
    // An empty Creator vault's history ends at its zero TVL, holding nothing.
    const empty = present(
      h.api.dataset().world.strategies.find((s) => s.isEmptyDiyStrategy),
      'empty Creator vault',
    );
    const emptyLast = present((await client.strategies.history(empty.address)).at(-1), 'empty');
    expect(emptyLast.totalValueLocked.toFixed()).toBe(new Decimal(empty.tvlUsd).toFixed());
    expect(emptyLast.tokenAAmounts.toFixed()).toBe(new Decimal(empty.tokenAAmount).toFixed());
    noFallbacks();
  });

  contract('strategies.performance', async () => {
    const world = present(h.api.dataset().world.strategies[0], 'strategy');
    const { anchor } = h.api.dataset().ctx;
    const rows = await client.strategies.performance(world.address, {
      depositDate: anchor - 30 * DAY,
    });
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(present(rows[0], 'first').investmentValueUsd.toFixed()).toBe('1000');
    noFallbacks();
  });

  contract('strategies.shareholderTransactions', async () => {
    const rows = await client.strategies.shareholderTransactions(h.ordinary.publicKey);
    expect(rows.length).toBeGreaterThanOrEqual(2_500);
    expect(new Set(rows.map((r) => r.transactionSignature)).size).toBe(rows.length);
    noFallbacks();
  });
});

describe('simulation', () => {
  contract('simulation.simulatePool', async () => {
    const world = present(
      h.api.dataset().world.strategies.find((s) => s.status === 'LIVE'),
      'strategy',
    );
    const end = Math.floor(h.api.dataset().ctx.anchor / DAY) * DAY;
    const fixed = await client.simulation.simulatePool(world.pool, {
      method: 'Fixed',
      priceLower: new Decimal(world.priceLower),
      priceUpper: new Decimal(world.priceUpper),
      startDate: end - 30 * DAY,
      endDate: end,
    });
    expect(fixed.points).toHaveLength(31);
    expect(present(fixed.points[0], 'first').investmentValueUsd.toNumber()).toBeCloseTo(1000, 3);
    expect(present(fixed.points.at(-1), 'last').time).toBe(end);
    expect(fixed.tokenARatio.plus(fixed.tokenBRatio).toNumber()).toBeCloseTo(1, 5);
    const tracker = await client.simulation.simulatePool(world.pool, {
      method: 'Tracker',
      rangeWidthPercLower: 5,
      rangeWidthPercUpper: 5,
      startDate: end - 30 * DAY,
      endDate: end,
    });
    expect(tracker.points).toHaveLength(31);
    noFallbacks();
  });
});

describe('lending', () => {
  const obligationOf = (scenario: string) =>
    present(
      h.ordinary.obligations.find((o) => o.scenario === scenario),
      scenario,
    );

  contract('lending.apiMarkets', async () => {
    const markets = await client.lending.apiMarkets();
    expect(markets.map((m) => m.lendingMarket)).toEqual(
      h.api.dataset().world.markets.map((m) => m.address),
    );
    noFallbacks();
  });

  contract('lending.marketConfigs', async () => {
    const list = await client.lending.marketConfigs();
    expect(list.source).toBe('cdn');
    expect(list.markets.find((m) => m.isPrimary)?.name).toBe('Main Market');
    noFallbacks();
  });

  contract('lending.resources', async () => {
    const resources = await client.lending.resources();
    const main = present(
      h.api.dataset().world.markets.find((m) => m.isPrimary),
      'main',
    );
    expect(resources.multiplyVaultPairsByMarket[main.address]?.length).toBeGreaterThan(0);
    expect(Object.keys(resources.strategiesData).length).toBe(
      h.api.dataset().world.strategies.length,
    );
    noFallbacks();
  });

  contract('lending.obligationMetricsHistory', async () => {
    const obligation = obligationOf('healthy');
    const { anchor } = h.api.dataset().ctx;
    const history = await client.lending.obligationMetricsHistory(
      obligation.marketAddress,
      obligation.address,
      {
        start: anchor - 7 * DAY,
        end: anchor,
      },
    );
    expect(history.history.length).toBe(7 * 24 + 1);
    const last = present(history.history.at(-1), 'last point');
    expect(last.tag).toBe('Vanilla');
    expect(last.refreshedStats.loanToValue.toNumber()).toBeCloseTo(
      Number(obligation.loanToValue),
      2,
    );
    noFallbacks();
  });

  contract('lending.obligationTransactions', async () => {
    const obligation = obligationOf('near-liquidation');
    const rows = await client.lending.obligationTransactions(
      obligation.marketAddress,
      obligation.address,
    );
    expect(rows.length).toBeGreaterThan(400);
    expect(rows.at(-1)?.transactionName).toBe('initObligation');
    expect(rows.at(-1)?.transactionDisplayName).toBe('Create obligation');
    expect(rows.some((row) => row.isLiquidationWithdrawal)).toBe(true);
    const liquidation = rows.find((row) => row.isLiquidationWithdrawal);
    expect(liquidation?.transactionDisplayName).toBe('Liquidation');
    expect(rows.every((row) => row.isSecondPartOfCompositeIx === false)).toBe(true);
    noFallbacks();
  });

  contract('lending.userTransactions', async () => {
    let total = 0;
    for (const market of h.api.dataset().world.markets) {
      const all = await client.lending.userTransactions(market.address, h.ordinary.publicKey);
      total += Object.values(all).reduce((n, entry) => n + entry.transactions.length, 0);
    }
    const strategies = await client.strategies.shareholderTransactions(h.ordinary.publicKey);
    const earn = await client.earn.userTransactions(h.ordinary.publicKey);
    // The main wallet has more than 5 000 transactions in all.
    expect(total + strategies.length + earn.length).toBeGreaterThanOrEqual(5_000);
    expect(total).toBeGreaterThan(2_000);
    noFallbacks();
  });

  contract('lending.interestFees', async () => {
    const obligation = obligationOf('healthy');
    const { anchor } = h.api.dataset().ctx;
    const fees = await client.lending.interestFees(obligation.marketAddress, obligation.address, {
      start: anchor - 30 * DAY,
      end: anchor,
      frequency: 'day',
    });
    const history = present(fees.historicalFeesObligation[obligation.address], 'history');
    expect(history.length).toBe(30 + midnightExtra(anchor));
    const total = present(fees.totalFeesEarnedObligation[obligation.address], 'total');
    const summed = sum(history.flatMap((point) => Object.values(point).map((p) => p.usdFees)));
    expect(total.usdFees.toNumber()).toBeCloseTo(summed.toNumber(), 6);
    noFallbacks();
  });

  contract('lending.interestPaid', async () => {
    const obligation = obligationOf('healthy');
    const { anchor } = h.api.dataset().ctx;
    const paid = await client.lending.interestPaid(obligation.marketAddress, obligation.address, {
      start: anchor - 2 * DAY,
    });
    const history = present(paid.historicalFeesObligation[obligation.address], 'history');
    const borrowMint = h.api
      .dataset()
      .lending()
      .reserve(present(obligation.borrows[0], 'borrow').reserve)?.reserve.mint;
    expect(Object.keys(present(history[0], 'point'))).toEqual([borrowMint]);
    noFallbacks();
  });

  contract('lending.obligationPnl', async () => {
    const obligation = obligationOf('multiply');
    const pnl = await client.lending.obligationPnl(obligation.marketAddress, obligation.address);
    expect(pnl.invested?.usd.isZero()).toBe(false);
    const allTime = await client.lending.obligationPnl(
      obligation.marketAddress,
      obligation.address,
      {
        pnlMode: 'obligation_all_time',
      },
    );
    expect(allTime.usd.toFixed()).toBe(pnl.usd.toFixed());
    noFallbacks();
  });

  contract('lending.syntheticDollarStakingYield', async () => {
    const result = present(await client.lending.syntheticDollarStakingYield(), 'yield');
    const susde = present(
      h.api.dataset().world.tokens.find((t) => t.symbol === 'sUSDe'),
      'sUSDe',
    );
    // The same APY the product API gives the world's sUSDe, to the last of its ten decimals.
    const principal = await client.strategies.principalTokenYields();
    const listed = present(
      principal.find((entry) => entry.tokenMint === susde.mint),
      'sUSDe principal-token yield',
    );
    expect(result.apy.toFixed()).toBe(listed.apy.toFixed());
    expect(result.apy.greaterThan(0.05)).toBe(true);
    expect(result.apy.lessThan(0.15)).toBe(true);
    expect(result.lastUpdated).toBe(h.api.dataset().ctx.anchor);
    noFallbacks();
  });

  contract('lending.reserveMetricsHistory', async () => {
    const main = present(h.api.dataset().world.markets[0], 'market');
    const reserve = present(main.reserves[0], 'reserve');
    const history = await client.lending.reserveMetricsHistory(main.address, reserve.address, {
      frequency: 'day',
      start: h.api.dataset().ctx.anchor - 730 * DAY,
    });
    expect(history.history.length).toBe(730 + midnightExtra(h.api.dataset().ctx.anchor));
    const last = present(history.history.at(-1), 'last').metrics;
    expect(last.symbol).toBe(reserve.symbol);
    expect(last.borrowInterestAPY.greaterThanOrEqualTo(last.supplyInterestAPY)).toBe(true);
    noFallbacks();
  });

  contract('lending.leverageMetrics', async () => {
    const world = h.api.dataset().world;
    const resources = await client.lending.resources();
    const rows = [];
    for (const market of world.markets) {
      for (const row of await client.lending.leverageMetrics(market.address)) {
        rows.push({ market: market.address, ...row });
      }
    }
    // One row per Multiply / Leverage obligation of the world (each its own pair and tag).
    const tagged = world.wallets
      .flatMap((wallet) => wallet.obligations)
      .filter((o) => o.tag === 'Multiply' || o.tag === 'Leverage');
    expect(rows).toHaveLength(tagged.length);
    for (const obligation of tagged) {
      const deposit = present(obligation.deposits[0], 'deposit');
      const borrow = present(obligation.borrows[0], 'borrow');
      const row = present(
        rows.find(
          (r) =>
            r.market === obligation.marketAddress &&
            r.tag === obligation.tag &&
            r.depositReserve === deposit.reserve &&
            r.borrowReserve === borrow.reserve,
        ),
        `${obligation.scenario} row`,
      );
      // The amounts the chain account holds, and the leverage of its LTV.
      expect(row.totalObligations.toNumber()).toBe(1);
      expect(row.totalDeposited.toFixed()).toBe(new Decimal(deposit.amount).toFixed());
      expect(row.totalBorrowed.toFixed()).toBe(new Decimal(borrow.amount).toFixed());
      expect(row.tvl.toFixed()).toBe(row.totalDepositedUsd.toFixed());
      expect(row.avgLeverage.toNumber()).toBeCloseTo(1 / (1 - Number(obligation.loanToValue)), 2);
      // The pair is one resources.json lists, under the matching strategy type.
      const listed = resources.multiplyVaultPairsByMarket[obligation.marketAddress] ?? [];
      expect(
        listed.some(
          (pair) =>
            pair.depositReserveAddress === deposit.reserve &&
            pair.borrowReserveAddress === borrow.reserve &&
            pair.strategyType === obligation.tag.toLowerCase(),
        ),
      ).toBe(true);
    }
    noFallbacks();
  });
});

describe('points', () => {
  contract('points.leaderboard', async () => {
    for (const season of [1, 2, 3]) {
      const page = await client.points.leaderboard({ season, offset: 0 });
      expect(page.totalLeaderboardCount).toBeGreaterThanOrEqual(10_000);
      expect(page.leaderboard).toHaveLength(50);
      const [first, second] = page.leaderboard;
      expect(
        present(first, 'first').totalPointsEarned.greaterThanOrEqualTo(
          present(second, 'second').totalPointsEarned,
        ),
      ).toBe(true);
    }
    const { totalLeaderboardCount } = await client.points.leaderboard({ season: 3 });
    const last = await client.points.leaderboard({ season: 3, offset: totalLeaderboardCount - 10 });
    expect(last.leaderboard).toHaveLength(10);
    expect(last.leaderboard.at(-1)?.leaderboardRank).toBe(totalLeaderboardCount);
    noFallbacks();
  });

  contract(
    'points.fullLeaderboard',
    async () => {
      const board = await client.points.fullLeaderboard({ season: 3 });
      expect(board.leaderboard).toHaveLength(board.totalLeaderboardCount);
      expect(board.totalLeaderboardCount).toBeGreaterThanOrEqual(10_000);
      expect(board.leaderboard.map((row) => row.leaderboardRank).slice(995, 1005)).toEqual(
        Array.from({ length: 10 }, (_, i) => 996 + i),
      );
      expect(board.leaderboard.some((row) => row.ownerPubkey === h.ordinary.publicKey)).toBe(true);
      noFallbacks();
    },
    60_000,
  );

  contract('points.breakdown', async () => {
    const breakdown = await client.points.breakdown(h.ordinary.publicKey, { season: 3 });
    expect(breakdown.leaderboardRank).toBeGreaterThan(900);
    expect(sum(breakdown.strategiesBreakdown.map((s) => s.pointsEarned)).toFixed()).toBe(
      breakdown.pointsEarnedStrategies.toFixed(),
    );
    expect(breakdown.klendBreakdown.map((k) => k.obligation).sort()).toEqual(
      h.ordinary.obligations.map((o) => o.address).sort(),
    );
    expect(breakdown.boosts.length).toBeGreaterThan(0);
    noFallbacks();
  });

  contract('points.metrics', async () => {
    const metrics = await client.points.metrics({ season: 2 });
    expect(metrics.numberOfUsers).toBeGreaterThanOrEqual(10_000);
    expect(metrics.totalCurrentPointsPerSecond.isZero()).toBe(true);
    const running = await client.points.metrics({ season: 3 });
    expect(running.totalCurrentPointsPerSecond.greaterThan(0)).toBe(true);
    noFallbacks();
  });

  contract('points.rules', async () => {
    const rules = await client.points.rules();
    expect(rules.lending).toHaveLength(h.api.dataset().world.markets.length);
    noFallbacks();
  });

  contract('points.stakingBoosts', async () => {
    const boosts = await client.points.stakingBoosts(h.ordinary.publicKey, { season: 3 });
    expect(boosts.length).toBeGreaterThan(0);
    noFallbacks();
  });

  contract('points.airdropAllocations', async () => {
    const allocations = await client.points.airdropAllocations(h.ordinary.publicKey, { season: 1 });
    expect(allocations.length).toBeGreaterThan(0);
    // Season 3's allocation is the distributor's leaf, split into its named parts.
    const world = h.api.dataset().world.airdrop;
    const leaf = present(
      world.allocations.find((a) => a.claimant === h.ordinary.publicKey),
      'ordinary allocation',
    );
    const season3 = await client.points.airdropAllocations(h.ordinary.publicKey, { season: 3 });
    expect(season3.map((a) => a.name)).toEqual(['Season3 points', 'Season3 boosts']);
    const total = season3.reduce((sum, a) => sum.plus(a.quantity), new Decimal(0));
    expect(total.times(10 ** world.decimals).toFixed()).toBe(leaf.amount);
    expect(await client.points.airdropAllocations(h.flagged.publicKey, { season: 3 })).toEqual([]);
    noFallbacks();
  });

  contract('points.airdropMetrics', async () => {
    const metrics = present(await client.points.airdropMetrics({ season: 1 }), 'season 1 airdrop');
    expect(metrics.totalUsers).toBeGreaterThanOrEqual(10_000);
    // Season 2 has no claim window open here either way; season 3's totals are the distributor's.
    const world = h.api.dataset().world.airdrop;
    const season3 = present(await client.points.airdropMetrics({ season: 3 }), 'season 3');
    expect(season3.totalUsers).toBe(world.maxNumNodes);
    expect(season3.totalAllocation.times(10 ** world.decimals).toFixed()).toBe(world.maxTotalClaim);
    expect(season3.claimDate).toBeDefined();
    noFallbacks();
  });
});

describe('distributor', () => {
  contract('distributor.userProof', async () => {
    const world = h.api.dataset().world.airdrop;
    const proof = present(await client.distributor.userProof(h.ordinary.publicKey), 'proof');
    expect(proof.distributor).toBe(world.distributor);
    expect(proof.proof.length).toBeGreaterThan(0);
    expect(proof.proof.every((node) => node.length === 32)).toBe(true);
    expect(proof.amount.toFixed()).toBe(
      world.allocations.find((a) => a.claimant === h.ordinary.publicKey)?.amount,
    );
    expect(await client.distributor.userProof(h.flagged.publicKey)).toBeNull();
    noFallbacks();
  });

  contract('distributor.distributors', async () => {
    const world = h.api.dataset().world.airdrop;
    const distributors = await client.distributor.distributors();
    expect(distributors.trees.map((t) => t.distributor)).toEqual([world.distributor]);
    expect(distributors.maxNumNodes).toBe(world.maxNumNodes);
    noFallbacks();
  });
});

describe('earn', () => {
  const vaultAddress = () => present(h.api.dataset().earn().vaults[0], 'vault').address;
  const range = () => ({
    start: h.api.dataset().ctx.anchor - 10 * DAY,
    end: h.api.dataset().ctx.anchor,
  });

  contract('earn.vaults', async () => {
    const vaults = await client.earn.vaults();
    expect(vaults.length).toBeGreaterThanOrEqual(3);
    const reserves = new Set(
      h.api.dataset().world.markets.flatMap((m) => m.reserves.map((r) => r.address)),
    );
    expect(
      vaults.every((v) => v.state.vaultAllocationStrategy.every((a) => reserves.has(a.reserve))),
    ).toBe(true);
    noFallbacks();
  });

  contract('earn.vault', async () => {
    expect((await client.earn.vault(vaultAddress())).address).toBe(vaultAddress());
    noFallbacks();
  });

  contract('earn.vaultMetrics', async () => {
    const metrics = await client.earn.vaultMetrics(vaultAddress());
    expect(metrics.apy.greaterThan(0)).toBe(true);
    noFallbacks();
  });

  contract('earn.vaultMetricsHistory', async () => {
    const history = await client.earn.vaultMetricsHistory(vaultAddress(), range());
    expect(history).toHaveLength(10 * 24 + 1);
    noFallbacks();
  });

  contract('earn.vaultAllocations', async () => {
    const rows = await client.earn.vaultAllocations(vaultAddress());
    expect(sum(rows.map((r) => present(r.actualPct, 'pct'))).toNumber()).toBeCloseTo(100, 6);
    noFallbacks();
  });

  contract('earn.userPositions', async () => {
    const positions = await client.earn.userPositions(h.ordinary.publicKey);
    expect(positions.map((p) => p.vaultAddress)).toContain(vaultAddress());
    noFallbacks();
  });

  contract('earn.userVaultMetricsHistory', async () => {
    const rows = await client.earn.userVaultMetricsHistory(
      h.ordinary.publicKey,
      vaultAddress(),
      range(),
    );
    expect(rows).toHaveLength(10 * 24 + 1);
    expect(present(rows.at(-1), 'last').usdAmount.greaterThan(0)).toBe(true);
    noFallbacks();
  });

  contract('earn.userMetricsHistory', async () => {
    expect((await client.earn.userMetricsHistory(h.ordinary.publicKey, range())).length).toBe(
      10 * 24 + 1,
    );
    noFallbacks();
  });

  contract('earn.userPnl', async () => {
    const pnl = await client.earn.userPnl(vaultAddress(), h.ordinary.publicKey);
    expect(pnl.totalCostBasis.usd.greaterThan(0)).toBe(true);
    noFallbacks();
  });

  contract('earn.userPnlHistory', async () => {
    const history = await client.earn.userPnlHistory(vaultAddress(), h.ordinary.publicKey);
    expect(history.history.filter((row) => row.type !== 'mark-to-market')).toHaveLength(100);
    noFallbacks();
  });

  contract('earn.userTransactions', async () => {
    expect(await client.earn.userTransactions(h.ordinary.publicKey)).toHaveLength(300);
    noFallbacks();
  });

  contract('earn.allocationTransactions', async () => {
    expect((await client.earn.allocationTransactions(vaultAddress())).length).toBeGreaterThan(50);
    noFallbacks();
  });

  contract('earn.allocationVolumeHistory', async () => {
    expect(await client.earn.allocationVolumeHistory(vaultAddress(), range())).toHaveLength(11);
    noFallbacks();
  });

  contract('earn.summary', async () => {
    const summary = await client.earn.summary();
    expect(summary.earnings.total.usd.greaterThan(0)).toBe(true);
    noFallbacks();
  });

  contract('earn.tokenMetadata', async () => {
    const vault = present(h.api.dataset().earn().vaults[0], 'vault');
    expect((await client.earn.tokenMetadata(vault.sharesMint)).symbol).toBe(vault.sharesSymbol);
    noFallbacks();
  });
});

describe('referrals and users', () => {
  contract('referrals.lookupCode', async () => {
    const code = present(await client.referrals.lookupCode(VALID_REFERRAL_CODE), 'code');
    expect(code.referrer).toBe(h.ordinary.publicKey);
    expect(await client.referrals.lookupCode('NOPE-NOT-A-CODE')).toBeNull();
    noFallbacks();
  });

  contract('referrals.userCode', async () => {
    expect((await client.referrals.userCode(h.ordinary.publicKey))?.code).toBe(VALID_REFERRAL_CODE);
    expect(await client.referrals.userCode(h.flagged.publicKey)).toBeNull();
    noFallbacks();
  });

  contract('referrals.message', async () => {
    const message = await client.referrals.message(h.flagged.publicKey);
    expect(message.message).toContain(message.session);
    expect(message.expiresOn).toBeGreaterThan(Date.now());
    noFallbacks();
  });

  const signed = async (role: 'flagged', code: string) => {
    const keypair = sandboxWalletKeypair(h.api.dataset().world.seed, role);
    const wallet = keypair.publicKey.toBase58();
    const { message, session } = await client.referrals.message(wallet);
    const seed = Buffer.from(keypair.secretKey.slice(0, 32));
    const key = createPrivateKey({
      key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]),
      format: 'der',
      type: 'pkcs8',
    });
    const signature = encodeBase58(sign(null, Buffer.from(message, 'utf8'), key));
    return { wallet, code, signature, session };
  };

  contract('referrals.createCode', async () => {
    const created = await client.referrals.createCode(await signed('flagged', 'FLAGGED1'));
    expect(created.code).toBe('FLAGGED1');
    expect((await client.referrals.lookupCode('flagged1'))?.referrer).toBe(h.flagged.publicKey);
    noFallbacks();
  });

  contract('referrals.updateCode', async () => {
    const updated = await client.referrals.updateCode(await signed('flagged', 'FLAGGED2'));
    expect(updated.code).toBe('FLAGGED2');
    expect(await client.referrals.lookupCode('FLAGGED1')).toBeNull();
    noFallbacks();
  });

  contract('referrals.referredBy', async () => {
    expect((await client.referrals.referredBy(h.flagged.publicKey))?.code).toBe(
      VALID_REFERRAL_CODE,
    );
    expect(await client.referrals.referredBy(h.ordinary.publicKey)).toBeNull();
    noFallbacks();
  });

  contract('referrals.referredUsers', async () => {
    const users = await client.referrals.referredUsers(h.ordinary.publicKey);
    expect(users.map((u) => u.user)).toContain(h.flagged.publicKey);
    noFallbacks();
  });

  contract('referrals.leaderboard', async () => {
    const first = await client.referrals.leaderboard({ offset: 0 });
    expect(first.leaderboard).toHaveLength(50);
    expect(first.totalLeaderboardCount).toBeGreaterThan(1_000);
    const volumes = first.leaderboard.map((row) => row.volumeUsd);
    expect(volumes.every((v, i) => i === 0 || v.lessThanOrEqualTo(volumes[i - 1] as Decimal))).toBe(
      true,
    );
    const second = await client.referrals.leaderboard({ offset: 50, limit: 10 });
    expect(second.leaderboard.map((row) => row.leaderboardRank)).toEqual(
      Array.from({ length: 10 }, (_, i) => 51 + i),
    );
    noFallbacks();
  });

  contract('referrals.metrics', async () => {
    const metrics = await client.referrals.metrics();
    expect(metrics.allTimeVolumeUsd.greaterThan(metrics.weeklyVolumeUsd)).toBe(true);
    expect(metrics.userCount).toBeGreaterThan(0);
    noFallbacks();
  });

  contract('referrals.userMetrics', async () => {
    // The seeded code's owner ranks by the volume of the users it referred.
    const metrics = present(await client.referrals.userMetrics(h.ordinary.publicKey), 'metrics');
    const referred = await client.referrals.referredUsers(h.ordinary.publicKey);
    expect(metrics.referredUsers).toBe(referred.length);
    expect(metrics.volumeUsd.toFixed(2)).toBe(
      sum(referred.map((user) => user.volumeUsd)).toFixed(2),
    );
    const page = await client.referrals.leaderboard({
      offset: metrics.leaderboardRank - 1,
      limit: 1,
    });
    expect(page.leaderboard[0]?.wallet).toBe(h.ordinary.publicKey);
    // A wallet nobody used the code of is not ranked: 404 → null.
    expect(await client.referrals.userMetrics(h.flagged.publicKey)).toBeNull();
    noFallbacks();
  });

  contract('users.metadata', async () => {
    expect((await client.users.metadata(h.flagged.publicKey))?.hasRisk).toBe(true);
    expect((await client.users.metadata(h.ordinary.publicKey))?.hasRisk).toBe(false);
    noFallbacks();
  });

  contract('users.requestScreening', async () => {
    const unknown = encodeBase58(new Uint8Array(32).fill(7));
    expect(await client.users.metadata(unknown)).toBeNull();
    const record = await client.users.requestScreening(unknown);
    expect(record.hasRisk).toBe(false);
    expect(await client.users.metadata(unknown)).toEqual(record);
    noFallbacks();
  });

  contract('users.screen', async () => {
    const unknown = encodeBase58(new Uint8Array(32).fill(9));
    const result = await client.users.screen(unknown);
    expect(result.source).toBe('screening');
    const flagged = await client.users.screen(h.flagged.publicKey);
    expect(flagged).toMatchObject({ hasRisk: true, source: 'server' });
    noFallbacks();
  });
});

describe('notifications (no client method)', () => {
  it('serves the bell feed with more than 10 unread messages for the main wallet', async () => {
    const { status, body } = await request(h.api.notificationsUrl(h.ordinary.publicKey));
    expect(status).toBe(200);
    const feed = (
      body as {
        notifications: Array<{
          timestamp: string;
          metadata: { notificationTypeHumanReadableId: string; actions: unknown[] };
        }>;
      }
    ).notifications;
    const lastDay = feed.filter((m) => Date.parse(m.timestamp) > h.api.dataset().ctx.anchor - DAY);
    expect(lastDay.length).toBeGreaterThan(10);
    const types = new Set(feed.map((m) => m.metadata.notificationTypeHumanReadableId));
    expect(types).toEqual(
      new Set(['earning-updates', 'public-notifications', 'position-warnings']),
    );
    expect(feed.every((m) => m.metadata.actions.length > 0)).toBe(true);
  });
});

describe('coverage', () => {
  it('detects an unknown enum value in an answer', () => {
    expect(unknownEnumPaths({ rows: [{ type: 'buy' }, { type: 'unknown' }] })).toEqual([
      '$.rows[1].type',
    ]);
  });

  it('has a contract test for every method of every client domain', () => {
    const methods = Object.entries(client).flatMap(([domain, api]) =>
      domain === 'config' || typeof api !== 'object' || api === null
        ? []
        : Object.keys(api).map((method) => `${domain}.${method}`),
    );
    expect([...covered].sort()).toEqual(methods.sort());
  });

  it('lists the same markets under the staging program in the CDN config', async () => {
    const { body } = await request(`${h.api.cdnUrl}/${h.api.slug}_lend_config_v3.json`);
    const file = body as Record<string, unknown[]>;
    expect(file[STAGING_LENDING_PROGRAM_ID]).toHaveLength(h.api.dataset().world.markets.length);
  });
});
