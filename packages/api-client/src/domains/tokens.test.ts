import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiNetworkError } from '../http/errors';
import { json, status, testClient } from '../testing/fakeFetch';

function wireToken(mint: string, extra: Record<string, unknown> = {}) {
  return { mint, name: `Token ${mint}`, symbol: mint.slice(0, 4), decimals: 6, ...extra };
}

describe('token info mapping', () => {
  it('maps camelCase, snake_case and list spellings to one shape with defaults', async () => {
    const { client } = testClient(() =>
      json([
        {
          mint: 'M1',
          name: 'One',
          symbol: 'ONE',
          decimals: 6,
          logoUrl: 'one.png',
          marketCapUsd: '12.5',
          volumeUsd: '3',
          verified: true,
          priority: 1,
        },
        {
          mint: 'M2',
          name: 'Two',
          symbol: 'TWO',
          decimals: '9',
          logo_url: 'two.png',
          market_cap_usd: '7',
        },
        {
          address: 'M3',
          name: 'Three',
          symbol: 'THREE',
          decimals: 0,
          logoURI: 'three.png',
          tags: ['lst'],
          extensions: { coingeckoId: 'three' },
        },
      ]),
    );
    const [one, two, three] = await client.tokens.list();
    expect(one).toMatchObject({ address: 'M1', logoURI: 'one.png', verified: true, priority: 1 });
    expect(one?.marketCapUsd.toFixed()).toBe('12.5');
    expect(two).toMatchObject({ address: 'M2', logoURI: 'two.png', decimals: 9, verified: false });
    expect(two?.marketCapUsd.toFixed()).toBe('7');
    expect(three).toMatchObject({
      address: 'M3',
      logoURI: 'three.png',
      tags: ['lst'],
      extensions: { coingeckoId: 'three' },
    });
    expect(three?.marketCapUsd.toFixed()).toBe('0');
  });

  it('builds swap routes from the configured slug', async () => {
    const { client, calls } = testClient(() => json([]), { slug: 'brandx' });
    await client.tokens.list({ limit: 10, offset: 20 });
    expect(calls[0]?.url.pathname).toBe('/brandx-swap/tokens');
    expect(calls[0]?.url.searchParams.get('limit')).toBe('10');
    expect(calls[0]?.url.searchParams.get('offset')).toBe('20');
  });
});

describe('token batch', () => {
  it('sends mints in chunks of 100 and merges the answers', async () => {
    const mints = Array.from({ length: 250 }, (_, index) => `Mint${index}`);
    const { client, calls } = testClient(({ url }) =>
      json(
        (url.searchParams.get('mints') ?? '')
          .split(',')
          .reverse()
          .map((mint) => wireToken(mint)),
      ),
    );
    const tokens = await client.tokens.batch(mints);
    expect(calls.map((call) => call.url.searchParams.get('mints')?.split(',').length)).toEqual([
      100, 100, 50,
    ]);
    expect(calls.every((call) => call.url.pathname === '/acme-swap/tokens/batch')).toBe(true);
    expect(new Set(tokens.map((token) => token.address))).toEqual(new Set(mints));
  });

  it('asks for every distinct mint exactly once and returns each token once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 600 }),
        async (ids) => {
          const mints = ids.map((id) => `M${id}`);
          const { client, calls } = testClient(({ url }) => {
            const asked = (url.searchParams.get('mints') ?? '').split(',');
            // The route may answer with duplicates of a mint; the merge keeps one.
            return json([...asked, ...asked.slice(0, 1)].map((mint) => wireToken(mint)));
          });
          const tokens = await client.tokens.batch(mints);
          const asked = calls.flatMap((call) =>
            (call.url.searchParams.get('mints') ?? '').split(','),
          );
          expect(asked.length).toBe(new Set(mints).size);
          expect(new Set(asked)).toEqual(new Set(mints));
          expect(
            calls.every(
              (call) => (call.url.searchParams.get('mints') ?? '').split(',').length <= 100,
            ),
          ).toBe(true);
          expect(tokens.map((token) => token.address).sort()).toEqual([...new Set(mints)].sort());
        },
      ),
      { numRuns: 60 },
    );
  });

  it('sends nothing for an empty list', async () => {
    const { client, calls } = testClient(() => json([]));
    expect(await client.tokens.batch([])).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('gives an empty list when any chunk fails, and reports it', async () => {
    const mints = Array.from({ length: 150 }, (_, index) => `Mint${index}`);
    const { client, reports } = testClient(({ url }) =>
      url.searchParams.get('mints')?.startsWith('Mint100')
        ? status(400)
        : json([wireToken('Mint0')]),
    );
    expect(await client.tokens.batch(mints)).toEqual([]);
    expect(reports[0]?.context).toEqual({
      endpoint: 'GET /acme-swap/tokens/batch',
      fallback: 'empty list',
    });
  });
});

describe('token search', () => {
  it('returns the route answer when it works', async () => {
    const { client, calls } = testClient(() => json([wireToken('Found')]));
    const found = await client.tokens.search('fou');
    expect(found.map((token) => token.address)).toEqual(['Found']);
    expect(calls[0]?.url.pathname).toBe('/acme-swap/tokens/search');
    expect(calls[0]?.url.searchParams.get('query')).toBe('fou');
  });

  it('reports a failure, then searches the bundled list by symbol ignoring case', async () => {
    const { client, reports } = testClient(() => ({ networkError: true }), {
      brand: { productName: 'Acme', nativeTokenSymbol: 'ACM' },
    });
    const found = await client.tokens.search('jitosol');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((token) => token.symbol.toLowerCase().includes('jitosol'))).toBe(true);
    expect(found.map((token) => token.symbol)).toContain('JitoSOL');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.error).toBeInstanceOf(ApiNetworkError);
    expect(reports[0]?.context.fallback).toBe('bundled token list');

    const native = await client.tokens.search('acm');
    expect(native.map((token) => token.symbol)).toContain('ACM');
  });

  it('falls back on a malformed answer too', async () => {
    const { client, reports } = testClient(() => json({ not: 'a list' }));
    const found = await client.tokens.search('USDC');
    expect(found.map((token) => token.symbol)).toContain('USDC');
    expect(reports).toHaveLength(1);
  });
});

describe('token metadata', () => {
  it('reads one token', async () => {
    const { client, calls } = testClient(() => json(wireToken('Mint/1')));
    expect((await client.tokens.metadata('Mint/1'))?.address).toBe('Mint/1');
    expect(calls[0]?.url.pathname).toBe('/acme-swap/tokens/Mint%2F1/metadata');
  });

  it('yields nothing (null) after reporting when the route fails', async () => {
    const { client, reports } = testClient(() => status(404));
    expect(await client.tokens.metadata('Missing')).toBeNull();
    expect(reports[0]?.context.fallback).toBe('no token');
  });

  it('propagates cancellation instead of falling back', async () => {
    const { client, reports } = testClient(() => ({ abort: true }));
    await expect(client.tokens.metadata('M')).rejects.toMatchObject({ name: 'AbortError' });
    expect(reports).toHaveLength(0);
  });
});
