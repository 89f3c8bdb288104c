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
