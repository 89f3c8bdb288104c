import type { ReserveMetricsHistory } from '@keel/api-client';
import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { reserveView } from '../../../lending/data/reserveView';
import { reserveFixture, testKey } from '../../../lending/data/testing/reserveFixture';
import { pairNetApy, todaysYields } from '../pairRow';
import { pairNetApySeries, pairPriceSeries } from './pairHistory';

const HOUR = 3_600_000;

function history(rows: [time: number, supply: number, borrow: number][]): ReserveMetricsHistory {
  return {
    reserve: 'r',
    history: rows.map(([timestamp, supply, borrow]) => ({
      timestamp,
      metrics: {
        supplyInterestAPY: new MathDecimal(supply),
        borrowInterestAPY: new MathDecimal(borrow),
      },
    })),
  } as unknown as ReserveMetricsHistory;
}

const NOW = 10 * HOUR;
/** Today: no staking or rewards, the history's last rates. */
const flat = {
  supplyApy: new MathDecimal(0.06),
  borrowApy: new MathDecimal(0.03),
  stakingApy: new MathDecimal(0),
  collateralRewardApy: new MathDecimal(0),
  debtRewardApy: new MathDecimal(0),
  time: NOW,
};

describe('pairNetApySeries', () => {
  it('is supply × L − borrow × (L − 1) at the times both reserves report, oldest first', () => {
    const collateral = history([
      [3 * HOUR, 0.06, 0],
      [1 * HOUR, 0.05, 0],
      [2 * HOUR, 0.04, 0],
    ]);
    const debt = history([
      [1 * HOUR, 0, 0.02],
      [3 * HOUR, 0, 0.03],
    ]);
    const points = pairNetApySeries(collateral, debt, 3, flat);
    expect(points.map((p) => p.time)).toEqual([HOUR, 3 * HOUR, NOW]);
    expect(points[0]?.value).toBeCloseTo(0.05 * 3 - 0.02 * 2, 12);
    expect(points[1]?.value).toBeCloseTo(0.06 * 3 - 0.03 * 2, 12);
  });

  it('at 1x is the supply APY alone', () => {
    const points = pairNetApySeries(history([[HOUR, 0.07, 0]]), history([[HOUR, 0, 0.5]]), 1, flat);
    expect(points[0]?.value).toBeCloseTo(0.07, 12);
  });

  it("adds today's staking yield and rewards × L to every point", () => {
    const today = {
      ...flat,
      stakingApy: new MathDecimal(0.07),
      collateralRewardApy: new MathDecimal(0.01),
      debtRewardApy: new MathDecimal(0.005),
    };
    const [point] = pairNetApySeries(history([[HOUR, 0, 0]]), history([[HOUR, 0, 0.06]]), 4, today);
    // 4 × (0 + 0.07 + 0.01) − 3 × (0.06 − 0.005)
    expect(point?.value).toBeCloseTo(4 * 0.08 - 3 * 0.055, 12);
  });

  it("ends on the headline: the pair's net APY at the chosen leverage, staking included", () => {
    const view = (n: number, symbol: string) =>
      reserveView(
        reserveFixture({
          address: testKey(n),
          market: testKey(90),
          symbol,
          decimals: 9,
          available: '1000',
          borrowed: '600',
          price: '150',
        }),
        { slotDurationMs: 400, nowSeconds: 0 },
      );
    const jito = view(91, 'JitoSOL');
    const collateral = { ...jito, apys: { ...jito.apys, extraSupplyApy: new MathDecimal(0.07) } };
    const debt = view(92, 'SOL');
    const leverage = new MathDecimal(3.5);
    const headline = pairNetApy(collateral, debt, leverage);
    const points = pairNetApySeries(history([[HOUR, 0, 0]]), history([[HOUR, 0, 0.9]]), leverage, {
      ...todaysYields(collateral, debt),
      time: NOW,
    });
    expect(headline?.gt(0)).toBe(true);
    expect(points.at(-1)).toEqual({ time: NOW, value: headline?.toNumber() });
  });
});

function prices(rows: [time: number, usd: number][]): ReserveMetricsHistory {
  return {
    reserve: 'r',
    history: rows.map(([timestamp, usd]) => ({
      timestamp,
      metrics: { assetPriceUSD: new MathDecimal(usd) },
    })),
  } as unknown as ReserveMetricsHistory;
}

describe('pairPriceSeries', () => {
  const sol = prices([
    [2 * HOUR, 160],
    [1 * HOUR, 150],
  ]);
  const usdc = prices([
    [1 * HOUR, 1],
    [2 * HOUR, 0.8],
  ]);

  it('a long quotes the collateral in the debt, oldest first', () => {
    expect(pairPriceSeries(sol, usdc, 'long')).toEqual([
      { time: HOUR, value: 150 },
      { time: 2 * HOUR, value: 200 },
    ]);
  });

  it('a short quotes the debt in the collateral', () => {
    // USDC collateral against SOL debt: SOL in USDC.
    expect(pairPriceSeries(usdc, sol, 'short').map((p) => p.value)).toEqual([150, 200]);
  });

  it('skips times one side does not report', () => {
    expect(pairPriceSeries(sol, prices([[HOUR, 1]]), 'long')).toEqual([{ time: HOUR, value: 150 }]);
  });
});
