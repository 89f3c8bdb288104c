import { describe, expect, it } from 'vitest';
import { json, status, testClient } from '../testing/fakeFetch';
import { ReferralLookupError } from './referrals';

describe('referral code lookup', () => {
  it('returns the code data', async () => {
    const { client, calls } = testClient(() =>
      json({ code: 'alpha', referrer: 'W1', pda: 'P1', extra: 1 }),
    );
    expect(await client.referrals.lookupCode('alpha')).toEqual({
      code: 'alpha',
      referrer: 'W1',
      pda: 'P1',
    });
    expect(calls[0]?.url.href).toBe('https://api.test/referral-codes/alpha');
  });

  it('gives null for an unknown code (404)', async () => {
    const { client } = testClient(() => status(404, { metadata: 'not found' }));
    expect(await client.referrals.lookupCode('nope')).toBeNull();
  });

  it.each([
    ['a server error', () => status(500)],
    ['a rate limit', () => status(429)],
    ['a network failure', () => ({ networkError: true as const })],
    ['a malformed body', () => json({ code: 1 })],
  ])("throws 'Error getting referrer code data' on %s", async (_, reply) => {
    const { client } = testClient(reply);
    const error = await client.referrals.lookupCode('alpha').catch((e) => e);
    expect(error).toBeInstanceOf(ReferralLookupError);
    expect(error.message).toBe('Error getting referrer code data');
  });

  it('encodes codes in the path', async () => {
    const { client, calls } = testClient(() => status(404));
    await client.referrals.lookupCode('a b/c');
    expect(calls[0]?.url.pathname).toBe('/referral-codes/a%20b%2Fc');
  });
});

describe('wallet referral routes', () => {
  it('gives null when the wallet has no code or referrer', async () => {
    const { client } = testClient(() => status(404));
    expect(await client.referrals.userCode('W')).toBeNull();
    expect(await client.referrals.referredBy('W')).toBeNull();
  });

  it('posts the signed request to create a code', async () => {
    const { client, calls } = testClient(() => json({ code: 'mine', referrer: 'W', pda: 'P' }));
    const request = { wallet: 'W', code: 'mine', signature: 'sig', session: 'uuid' };
    await client.referrals.createCode(request);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/users/W/referral-code');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual(request);
  });
});

describe('referral leaderboard routes', () => {
  it('reads a leaderboard page with nullable weekly figures', async () => {
    const { client, calls } = testClient(() =>
      json({
        totalLeaderboardCount: 120,
        leaderboard: [
          { wallet: 'W1', leaderboardRank: 1, volumeUsd: '1000.5', weeklyLeaderboardRank: null },
        ],
      }),
    );
    const page = await client.referrals.leaderboard({ offset: 50 });
    expect(calls[0]?.url.pathname).toBe('/referral/leaderboard');
    expect(calls[0]?.url.searchParams.get('offset')).toBe('50');
    expect(calls[0]?.url.searchParams.get('limit')).toBe('50');
    expect(page.totalLeaderboardCount).toBe(120);
    expect(page.leaderboard[0]).toMatchObject({
      wallet: 'W1',
      weeklyLeaderboardRank: null,
      weeklyVolumeUsd: null,
    });
    expect(page.leaderboard[0]?.volumeUsd.toFixed()).toBe('1000.5');
  });

  it('reads the metrics, and null for a wallet that is not ranked', async () => {
    const { client } = testClient((request) =>
      request.url.pathname === '/referral/metrics'
        ? json({ allTimeVolumeUsd: '10', weeklyVolumeUsd: '2', userCount: 3 })
        : status(404),
    );
    expect((await client.referrals.metrics()).userCount).toBe(3);
    expect(await client.referrals.userMetrics('W')).toBeNull();
  });

  it('reads a ranked wallet’s metrics', async () => {
    const { client, calls } = testClient(() =>
      json({ leaderboardRank: 4, volumeUsd: '12.5', weeklyLeaderboardRank: 2, referredUsers: 7 }),
    );
    const metrics = await client.referrals.userMetrics('W');
    expect(calls[0]?.url.pathname).toBe('/referral/leaderboard/users/W/metrics');
    expect(metrics).toMatchObject({
      leaderboardRank: 4,
      weeklyLeaderboardRank: 2,
      referredUsers: 7,
    });
  });
});
