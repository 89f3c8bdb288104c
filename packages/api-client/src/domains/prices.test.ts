import { describe, expect, it } from 'vitest';
import { json, status, testClient } from '../testing/fakeFetch';
import { LATEST_PRICE_WINDOW_MS } from './prices';

const NOW = Date.UTC(2026, 10, 24, 12);

describe('prices.latest', () => {
  it("takes each mint's last minute point of the past two hours; a failing or empty mint has none", async () => {
    const { client, calls } = testClient(
      ({ url }) => {
        const token = url.searchParams.get('token');
        if (token === 'A') {
          return json([
            ['1.5', NOW - 120_000],
            ['1.75', NOW - 60_000],
          ]);
        }
        if (token === 'B') return json([]);
        return status(500);
      },
      { now: () => NOW },
    );
    const prices = await client.prices.latest(['A', 'B', 'C', 'A']);
    expect([...prices.entries()].map(([mint, value]) => [mint, value.toFixed()])).toEqual([
      ['A', '1.75'],
    ]);
    // One request per distinct mint, each from two hours ago at minute frequency.
    expect(calls.map((call) => call.url.searchParams.get('token')).sort()).toEqual(['A', 'B', 'C']);
    for (const call of calls) {
      expect(call.url.searchParams.get('frequency')).toBe('minute');
      expect(Date.parse(call.url.searchParams.get('start') ?? '')).toBe(
        NOW - LATEST_PRICE_WINDOW_MS,
      );
    }
  });
});
