import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWorld } from '../../world/generate-world';
import { DAY_MS, floorTo, isoDate } from '../data/time';
import { type SandboxApi, startSandboxApi } from '../sandbox-api';

const world = generateWorld({
  seed: 'simulate-api',
  brand: { productName: 'Acme', nativeTokenSymbol: 'ACME' },
});
let api: SandboxApi;

beforeAll(async () => {
  api = await startSandboxApi({ port: 0, world });
});
afterAll(async () => {
  await api.close();
});

const strategy = () => {
  const first = world.strategies.find((s) => s.status === 'LIVE' && !s.isEmptyDiyStrategy);
  if (!first) throw new Error('the world has no live strategy');
  return first;
};

async function simulate(
  pool: string,
  params: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${api.url}/simulate/${pool}?${new URLSearchParams(params)}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const lastDays = (days: number) => {
  const end = floorTo(api.dataset().ctx.anchor, DAY_MS);
  return { deposit_date: isoDate(end - days * DAY_MS), end_date: isoDate(end) };
};

interface Row {
  ts: number;
  price_lower: number;
  price_upper: number;
  price_curr: number;
  investment_value_usd: number;
  hodl_value_usd: number;
  fees_return_pct: number;
  il_return_pct: number;
  pnl_return_pct: number;
}

describe('GET /simulate/{pool}', () => {
  it("backtests a fixed range daily over the pool's prices, starting at 1000 USD", async () => {
    const s = strategy();
    const { status, body } = await simulate(s.pool, {
      strategy_type: 'Fixed',
      ...lastDays(30),
      price_lower: s.priceLower,
      price_upper: s.priceUpper,
    });
    expect(status).toBe(200);
    const rows = body.data as Row[];
    expect(rows).toHaveLength(31);
    expect(body.backtest_num_days).toBe(30);
    expect(rows[0]?.investment_value_usd).toBeCloseTo(1000, 3);
    expect(rows[0]?.hodl_value_usd).toBeCloseTo(1000, 3);
    expect(rows.every((r) => r.price_lower === Number(s.priceLower))).toBe(true);
    // Each day's price is the pool's price in the dataset (as the ranges history has it).
    const book = api.dataset().strategies();
    const model = book.get(s.address);
    if (!model) throw new Error('no model');
    const last = rows.at(-1);
    expect(last?.price_curr).toBeCloseTo(
      book.poolPriceAt(model, (last?.ts ?? 0) * 1000).toNumber(),
      4,
    );
    for (const row of rows) {
      expect(row.pnl_return_pct).toBeCloseTo(row.fees_return_pct + row.il_return_pct, 4);
      expect(row.il_return_pct).toBeLessThanOrEqual(0.000001);
    }
    expect(Number(body.tokena_ratio) + Number(body.tokenb_ratio)).toBeCloseTo(1, 5);
  });

  it('a tracker follows the price with ranges of the given widths', async () => {
    const s = strategy();
    const { status, body } = await simulate(s.pool, {
      strategy_type: 'Tracker',
      ...lastDays(60),
      range_width_perc_lower: '2',
      range_width_perc_upper: '2',
      reset_range_width_perc_lower: 'undefined',
      reset_range_width_perc_upper: 'undefined',
    });
    expect(status).toBe(200);
    const rows = body.data as Row[];
    const first = rows[0];
    expect(first?.price_lower).toBeCloseTo((first?.price_curr ?? 0) * 0.98, 4);
    // Every day's price is inside that day's range: it re-centres when the price leaves it.
    for (const row of rows) {
      expect(row.price_curr).toBeGreaterThanOrEqual(row.price_lower * 0.999999);
      expect(row.price_curr).toBeLessThanOrEqual(row.price_upper * 1.000001);
    }
  });

  it('answers 404 for an unknown pool and 400 with a message for bad inputs', async () => {
    const s = strategy();
    const fixed = { strategy_type: 'Fixed', ...lastDays(10), price_lower: '1', price_upper: '2' };
    expect((await simulate('UnknownPool1111111111111111111111', fixed)).status).toBe(404);
    const bad = async (params: Record<string, string>) => {
      const { status, body } = await simulate(s.pool, params);
      expect(status).toBe(400);
      return body.error;
    };
    expect(await bad({ ...fixed, price_lower: '2', price_upper: '1' })).toBe(
      'price_lower must be below price_upper',
    );
    expect(await bad({ ...fixed, price_lower: '-1' })).toBe('price_lower must be a number above 0');
    expect(await bad({ ...fixed, strategy_type: 'Other' })).toMatch(/strategy_type/);
    const { deposit_date, end_date } = lastDays(10);
    expect(await bad({ ...fixed, deposit_date: end_date, end_date: deposit_date })).toBe(
      'deposit_date must be before end_date',
    );
    expect(await bad({ ...fixed, end_date: isoDate(Date.now() + 3 * DAY_MS) })).toBe(
      'end_date is in the future',
    );
    expect(await bad({ ...fixed, deposit_date: 'yesterday' })).toMatch(/Invalid deposit_date/);
    expect(
      await bad({
        strategy_type: 'Tracker',
        deposit_date,
        end_date,
        range_width_perc_lower: '100',
        range_width_perc_upper: '5',
      }),
    ).toBe('range_width_perc_lower must be below 100');
  });

  it('has no days before the pool existed', async () => {
    const s = strategy();
    const { status, body } = await simulate(s.pool, {
      strategy_type: 'Fixed',
      deposit_date: '2015-01-01',
      end_date: '2015-02-01',
      price_lower: '1',
      price_upper: '2',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });
});
