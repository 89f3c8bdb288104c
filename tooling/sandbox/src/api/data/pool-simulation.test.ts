import { describe, expect, it } from 'vitest';
import { type Decimal, dec } from './decimal';
import {
  liquidityForValue,
  rangeAmounts,
  type SimulationMarket,
  simulatePosition,
} from './pool-simulation';
import { DAY_MS } from './time';

const T0 = Date.UTC(2026, 0, 1);

/** A SOL/USDC-like pool whose token A price follows `path` (USD per day index). */
function market(path: (day: number) => number, volume = 1_000_000): SimulationMarket {
  return {
    decimalsA: 9,
    decimalsB: 6,
    feeTier: dec('0.003'),
    priceA: (time) => dec(path(Math.floor((time - T0) / DAY_MS))),
    priceB: () => dec(1),
    volumeUsd: () => dec(volume),
    poolLiquidity: () => dec('1e14'),
  };
}

const fixedRange = (lower: number, upper: number) => ({
  kind: 'Fixed' as const,
  lower: dec(lower),
  upper: dec(upper),
});
const close = (value: Decimal, expected: number, digits = 6) =>
  expect(value.toNumber()).toBeCloseTo(expected, digits);

describe('simulatePosition', () => {
  it('deposits 1000 USD split as the CLMM amounts at the start price', () => {
    const result = simulatePosition(
      market(() => 100),
      fixedRange(80, 125),
      T0,
      T0 + 2 * DAY_MS,
    );
    const first = result.days[0];
    close(first?.investmentUsd ?? dec(0), 1000);
    close(first?.hodlAUsd.plus(first.hodlBUsd) ?? dec(0), 1000);
    // A range symmetric in √price around 100 (√80·√125 = 100²): half the value in each token.
    close(result.ratioA, 0.5);
    close(result.ratioB, 0.5);
  });

  it('earns fees only while in range, in its liquidity share of the pool', () => {
    const flat = simulatePosition(
      market(() => 100),
      fixedRange(80, 125),
      T0,
      T0 + 10 * DAY_MS,
    );
    const last = flat.days.at(-1);
    expect(last?.feesUsd.gt(0)).toBe(true);
    // With the price unchanged the position equals HODL: all the PnL is fees.
    close(last?.positionUsd.minus(last.hodlAUsd.plus(last.hodlBUsd)) ?? dec(1), 0);
    const outside = simulatePosition(
      market(() => 100),
      fixedRange(150, 200),
      T0,
      T0 + 10 * DAY_MS,
    );
    expect(outside.days.at(-1)?.feesUsd.toNumber()).toBe(0);
    // A narrower range holds more liquidity per dollar, so earns more.
    const narrow = simulatePosition(
      market(() => 100),
      fixedRange(95, 105),
      T0,
      T0 + 10 * DAY_MS,
    );
    expect(narrow.days.at(-1)?.feesUsd.gt(last?.feesUsd ?? dec(0))).toBe(true);
  });

  it('loses against HODL when the price moves (impermanent loss), more for a narrower range', () => {
    const rising = market((day) => 100 + day * 2);
    const il = (lower: number, upper: number) => {
      const day = simulatePosition(rising, fixedRange(lower, upper), T0, T0 + 10 * DAY_MS).days.at(
        -1,
      );
      return day ? day.positionUsd.minus(day.hodlAUsd.plus(day.hodlBUsd)) : dec(0);
    };
    expect(il(50, 200).lt(0)).toBe(true);
    expect(il(90, 130).lt(il(50, 200))).toBe(true);
  });

  it('ends all in token B above a fixed range and holds its value there', () => {
    const result = simulatePosition(
      market((day) => (day < 2 ? 100 : 200)),
      fixedRange(80, 125),
      T0,
      T0 + 5 * DAY_MS,
    );
    const [, , third, fourth] = result.days;
    expect(third?.upper.toNumber()).toBe(125);
    close(third?.positionUsd ?? dec(0), fourth?.positionUsd.toNumber() ?? -1);
    expect(result.rebalances).toBe(0);
  });

  it('a tracker re-centres its range when the price leaves it', () => {
    const tracker = {
      kind: 'Tracker' as const,
      widthLower: dec('0.1'),
      widthUpper: dec('0.1'),
      resetLower: dec('0.1'),
      resetUpper: dec('0.1'),
    };
    const result = simulatePosition(
      market((day) => (day < 3 ? 100 : 150)),
      tracker,
      T0,
      T0 + 6 * DAY_MS,
    );
    expect(result.rebalances).toBe(1);
    close(result.days[0]?.lower ?? dec(0), 90);
    close(result.days[3]?.lower ?? dec(0), 135);
    close(result.days[3]?.upper ?? dec(0), 165);
    // Back in range after the move, so it earns again.
    expect(result.days[6]?.feesUsd.gt(result.days[3]?.feesUsd ?? dec(0))).toBe(true);
  });

  it('measures liquidity so that the amounts are worth the value asked', () => {
    const m = market(() => 100);
    const liquidity = liquidityForValue(m, dec(5000), dec(80), dec(125), T0);
    const amounts = rangeAmounts(m, liquidity, dec(100), dec(80), dec(125));
    close(amounts.a.mul(100).plus(amounts.b), 5000, 3);
  });
});
