import { describe, expect, it } from 'vitest';
import { ApiValidationError } from '../http/errors';
import { apiKeys } from '../query/keys';
import { json, testClient } from '../testing/fakeFetch';

describe('strategy history', () => {
  it('asks the v2 history route with env, range and frequency and reads every point', async () => {
    const { client, calls } = testClient(() =>
      json([
        {
          timestamp: '2025-11-20T10:00:00.000Z',
          sharePrice: '1.0412',
          sharesIssued: '2300100.5',
          totalValueLocked: '2394900.77',
          tokenAAmounts: '12.5',
          tokenBAmounts: '400',
          tokenAPrice: '150',
          tokenBPrice: '1',
          solPrice: '150',
          profitAndLoss: '10',
          kaminoReward0Price: '0.1',
        },
        { timestamp: 1_763_636_400, sharePrice: 1.05, totalValueLocked: 2_400_000 },
      ]),
    );
    const points = await client.strategies.history('S1', {
      start: Date.UTC(2025, 10, 1),
      end: '2025-11-21',
      frequency: 'hour',
    });
    const url = calls[0]?.url;
    expect(url?.pathname).toBe('/v2/strategies/S1/history');
    expect(url?.searchParams.get('env')).toBe('mainnet-beta');
    expect(url?.searchParams.get('start')).toBe('2025-11-01T00:00:00.000Z');
    expect(url?.searchParams.get('end')).toBe('2025-11-21T00:00:00.000Z');
    expect(url?.searchParams.get('frequency')).toBe('hour');
    expect(points.map((p) => p.timestamp)).toEqual([Date.UTC(2025, 10, 20, 10), 1_763_636_400_000]);
    expect(points[0]?.totalValueLocked.toFixed()).toBe('2394900.77');
    expect(points[0]?.tokenAAmounts.toFixed()).toBe('12.5');
    // Absent secondary figures read as zero; the charted ones are required.
    expect(points[1]?.sharesIssued.toFixed()).toBe('0');
    expect(points[1]?.sharePrice.toFixed()).toBe('1.05');
  });

  it('rejects a point without a share price', async () => {
    const { client } = testClient(() => json([{ timestamp: 1, totalValueLocked: '1' }]));
    await expect(client.strategies.history('S1')).rejects.toBeInstanceOf(ApiValidationError);
  });

  it('keys equal moments and frequencies the same', () => {
    const a = apiKeys.strategies.history('mainnet-beta', 'S1', {
      start: '2025-11-01',
      frequency: 'day',
    });
    const b = apiKeys.strategies.history('mainnet-beta', 'S1', {
      start: Date.UTC(2025, 10, 1),
      frequency: 'day',
    });
    expect(a).toEqual(b);
    expect(apiKeys.strategies.history('mainnet-beta', 'S1', { frequency: 'hour' })).not.toEqual(
      apiKeys.strategies.history('mainnet-beta', 'S1', { frequency: 'day' }),
    );
  });
});
