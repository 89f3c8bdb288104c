import { InvalidDexError } from '@keel/chain-readers';
import { CHART_RANGES, MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import type { LiquidityPosition } from '../../../portfolio/data/liquidity/useLiquidityPositions';
import { strategyReadFailure } from './strategyErrors';
import { canonicalStrategyPath, pairMatches, strategyPair } from './strategyModel';
import {
  latestPnlVersusHodl,
  metricSeries,
  performanceSeries,
  rangeSeries,
  strategyHistoryWindow,
  valueHistoryFrequency,
  valueSeries,
} from './strategySeries';
import { earnedTotalUsd, pnlFigure } from './useStrategyPosition';

const dec = (value: string) => new MathDecimal(value);
const ADDRESS = 'So11111111111111111111111111111111111111112';
const model = {
  address: ADDRESS,
  tokenA: { mint: 'A', symbol: 'SOL' },
  tokenB: { mint: 'B', symbol: 'USDC' },
  dex: 'RAYDIUM' as const,
};

describe('strategy routes', () => {
  it("names the pair '{A}-{B}-{provider}' and matches it regardless of letter case", () => {
    expect(strategyPair(model)).toBe('SOL-USDC-raydium');
    expect(pairMatches('sol-usdc-RAYDIUM', model)).toBe(true);
    expect(pairMatches('SOL-USDC-orca', model)).toBe(false);
    expect(pairMatches('USDC-SOL-raydium', model)).toBe(false);
  });

  it('makes the canonical full route, or the short one when a symbol cannot stand in a route', () => {
    expect(canonicalStrategyPath(model)).toBe(`/liquidity/SOL-USDC-raydium/${ADDRESS}`);
    const spaced = { ...model, tokenA: { mint: 'A', symbol: 'Wrapped SOL' } };
    expect(canonicalStrategyPath(spaced)).toBe(`/liquidity/${ADDRESS}`);
  });
});

describe('strategyReadFailure', () => {
  it("turns an unknown exchange into an error described 'Invalid dex number'", () => {
    const cause = new InvalidDexError('Invalid dex number', 9);
    const failure = strategyReadFailure(ADDRESS, new Error('decode', { cause }), false);
    expect(failure).toMatchObject({ kind: 'error', error: { description: 'Invalid dex number' } });
  });

  it('says a missing account is not found and passes other errors on', () => {
    expect(strategyReadFailure(ADDRESS, null, true)).toEqual({
      kind: 'notFound',
      message: `Strategy ${ADDRESS} is not found`,
    });
    expect(strategyReadFailure(ADDRESS, new Error('rpc down'), false)).toMatchObject({
      kind: 'error',
      error: { description: 'rpc down' },
    });
    expect(strategyReadFailure(ADDRESS, null, false)).toBeNull();
  });
});

describe('strategy series', () => {
  it('rounds the window to the hour and starts All time on 1 Jan 2022', () => {
    const now = Date.UTC(2026, 5, 1, 10, 42);
    expect(strategyHistoryWindow('7D', now)).toEqual({
      start: Date.UTC(2026, 4, 25, 10),
      end: Date.UTC(2026, 5, 1, 10),
    });
    expect(strategyHistoryWindow('ALL', now).start).toBe(Date.UTC(2022, 0, 1));
  });

  it('orders ranges and metrics oldest first', () => {
    const ranges = rangeSeries([
      { date: 2, poolPrice: dec('151'), priceLower: dec('120'), priceUpper: dec('180') },
      { date: 1, poolPrice: dec('150'), priceLower: dec('110'), priceUpper: dec('170') },
    ]);
    expect(ranges).toEqual([
      { time: 1, price: 150, lower: 110, upper: 170 },
      { time: 2, price: 151, lower: 120, upper: 180 },
    ]);
    const point = (date: number, volume: string) => ({
      date,
      feesAndRewards24hUsd: dec('1'),
      volume24hUsd: dec(volume),
      cumulativeFeesAndRewardsUsd: dec('1'),
      apy24h: dec('0.1'),
    });
    expect(metricSeries([point(2, '20'), point(1, '10')], 'volume')).toEqual([
      { time: 1, value: 10 },
      { time: 2, value: 20 },
    ]);
  });

  it('charts TVL and share price oldest first, hourly up to 30 days and daily beyond', () => {
    const point = (timestamp: number, sharePrice: string, tvl: string) => ({
      timestamp,
      sharePrice: dec(sharePrice),
      totalValueLocked: dec(tvl),
      sharesIssued: dec('0'),
      tokenAAmounts: dec('0'),
      tokenBAmounts: dec('0'),
      tokenAPrice: dec('0'),
      tokenBPrice: dec('0'),
      solPrice: dec('0'),
      profitAndLoss: dec('0'),
    });
    const points = [point(2, '1.05', '2500'), point(1, '1.04', '2400')];
    expect(valueSeries(points, 'tvl')).toEqual([
      { time: 1, value: 2400 },
      { time: 2, value: 2500 },
    ]);
    expect(valueSeries(points, 'sharePrice')).toEqual([
      { time: 1, value: 1.04 },
      { time: 2, value: 1.05 },
    ]);
    expect(CHART_RANGES.map(valueHistoryFrequency)).toEqual([
      'hour',
      'hour',
      'day',
      'day',
      'day',
      'day',
    ]);
  });

  it('charts the deposit against HODL and takes PnL vs HODL at the latest point', () => {
    const point = (timestamp: number, investment: string, hodl: string) => ({
      timestamp,
      hodlTokenAValueUsd: dec('0'),
      hodlTokenBValueUsd: dec('0'),
      hodlValueUsd: dec(hodl),
      hodlTokenAValueSol: dec('0'),
      hodlTokenBValueSol: dec('0'),
      hodlValueSol: dec(hodl).div(100),
      investmentValueUsd: dec(investment),
      investmentValueSol: dec(investment).div(100),
    });
    const points = [point(2, '1100', '1000'), point(1, '1000', '1000')];
    expect(performanceSeries(points, 'SOL')).toEqual([
      { time: 1, strategy: 10, hodl: 10 },
      { time: 2, strategy: 11, hodl: 10 },
    ]);
    const pnl = latestPnlVersusHodl(points);
    expect(pnl?.usd.toString()).toBe('100');
    expect(pnl?.sol.toString()).toBe('1');
    expect(pnl?.usdPercent?.toString()).toBe('0.1');
    expect(latestPnlVersusHodl([])).toBeUndefined();
  });
});

describe('the position figures', () => {
  const position = { strategy: 'S', value: dec('2.5') } as LiquidityPosition;
  const pnl = {
    totalPnl: { usd: dec('12'), sol: dec('0.1'), a: dec('0'), b: dec('0') },
    totalCostBasis: { usd: dec('100'), sol: dec('1'), a: dec('0'), b: dec('0') },
  };

  it("is 'Pending' while loading and '-' without a position (D§4)", () => {
    expect(pnlFigure(undefined, pnl)).toEqual({ kind: 'pending' });
    expect(pnlFigure(position, undefined)).toEqual({ kind: 'pending' });
    expect(pnlFigure(null, pnl)).toEqual({ kind: 'empty' });
    expect(pnlFigure(position, pnl)).toMatchObject({ kind: 'value' });
  });

  it('sums fees, rewards and product rewards in USD', () => {
    const zero = dec('0');
    const earned = {
      feesAEarned: zero,
      feesBEarned: zero,
      rewards0Earned: zero,
      rewards1Earned: zero,
      rewards2Earned: zero,
      productRewards0Earned: zero,
      productRewards1Earned: zero,
      productRewards2Earned: zero,
      feesAEarnedUsd: dec('1'),
      feesBEarnedUsd: dec('2'),
      rewards0EarnedUsd: dec('3'),
      rewards1EarnedUsd: zero,
      rewards2EarnedUsd: zero,
      productRewards0EarnedUsd: dec('4'),
      productRewards1EarnedUsd: zero,
      productRewards2EarnedUsd: dec('0.5'),
    };
    expect(earnedTotalUsd(earned).toString()).toBe('10.5');
  });
});
