import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { json, status, testClient } from '../testing/fakeFetch';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 9, 1);

const row = (day: number, extra: Record<string, unknown> = {}) => ({
  ts: (T0 + day * DAY) / 1000,
  fees_apy: 12.5,
  il_apy: -3,
  pnl_apy: 9.5,
  fees_return_pct: 0.5,
  il_return_pct: -0.25,
  pnl_return_pct: 0.25,
  price_lower: 120,
  price_upper: 180,
  price_curr: 150 + day,
  price_curr_twap: 149.5 + day,
  pnl_vs_usd_apy: 20,
  pnl_vs_usd_return_pct: 1,
  investment_value_usd: 1010,
  hodl_value_usd: 1005,
  hodl_tokena_value_usd: 505,
  hodl_tokenb_value_usd: 500,
  ...extra,
});

describe('simulation.simulatePool', () => {
  it('sends a fixed range in snake_case with UTC dates', async () => {
    const { client, calls } = testClient(() => json({ data: [] }));
    await client.simulation.simulatePool('POOL', {
      method: 'Fixed',
      priceLower: new Decimal('120.5'),
      priceUpper: new Decimal('180'),
      startDate: T0,
      endDate: T0 + 30 * DAY,
    });
    const url = calls[0]?.url;
    expect(url?.pathname).toBe('/simulate/POOL');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      strategy_type: 'Fixed',
      deposit_date: '2026-10-01',
      end_date: '2026-10-31',
      price_lower: '120.5',
      price_upper: '180',
    });
  });

  it('sends a tracker by its range widths; absent reset widths are left out', async () => {
    const { client, calls } = testClient(() => json({ data: [] }));
    await client.simulation.simulatePool('POOL', {
      method: 'Tracker',
      rangeWidthPercLower: 10,
      rangeWidthPercUpper: 15,
      startDate: '2026-10-01',
      endDate: '2026-10-05',
    });
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      strategy_type: 'Tracker',
      deposit_date: '2026-10-01',
      end_date: '2026-10-05',
      range_width_perc_lower: '10',
      range_width_perc_upper: '15',
    });
  });

  it('reads the backtest into time-ordered rows with percents as fractions', async () => {
    const { client } = testClient(() =>
      json({
        data: [row(1), row(0, { price_curr_twap: null })],
        backtest_start_date: '2026-10-01',
        backtest_end_date: '2026-10-02',
        backtest_num_days: 1,
        tokena_ratio: 0.4,
        tokenb_ratio: 0.6,
        extra_field: 'ignored',
      }),
    );
    const result = await client.simulation.simulatePool('POOL', {
      method: 'Fixed',
      priceLower: new Decimal(120),
      priceUpper: new Decimal(180),
      startDate: T0,
      endDate: T0 + DAY,
    });
    expect(result.points.map((p) => p.time)).toEqual([T0, T0 + DAY]);
    const first = result.points[0];
    expect(first?.feesApy.toFixed()).toBe('0.125');
    expect(first?.ilReturn.toFixed()).toBe('-0.0025');
    expect(first?.pnlVsUsdReturn.toFixed()).toBe('0.01');
    expect(first?.price.toFixed()).toBe('150');
    expect(first?.priceTwap).toBeUndefined();
    expect(result.points[1]?.priceTwap?.toFixed()).toBe('150.5');
    expect(result.startDate).toBe(T0);
    expect(result.numDays).toBe(1);
    expect(result.tokenARatio.toFixed()).toBe('0.4');
  });

  it('takes an answer without rows as an empty backtest, and fails on a garbage row', async () => {
    const params = {
      method: 'Fixed' as const,
      priceLower: new Decimal(1),
      priceUpper: new Decimal(2),
      startDate: T0,
      endDate: T0 + DAY,
    };
    const empty = testClient(() => json({ backtest_num_days: 0 }));
    expect((await empty.client.simulation.simulatePool('P', params)).points).toEqual([]);
    const garbage = testClient(() => json({ data: [row(0, { price_curr: 'abc' })] }));
    await expect(garbage.client.simulation.simulatePool('P', params)).rejects.toMatchObject({
      name: 'ApiValidationError',
    });
    const failing = testClient(() => status(500));
    await expect(failing.client.simulation.simulatePool('P', params)).rejects.toThrow(
      'network error status: 500',
    );
  });
});
