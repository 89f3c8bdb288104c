import { describe, expect, it, vi } from 'vitest';
import { fetchSandboxWallets, parseSandboxWallets } from './sandboxWallets';

const key = Array.from({ length: 64 }, (_, i) => i);

describe('parseSandboxWallets', () => {
  it('keeps well-formed wallets and skips malformed ones', () => {
    const parsed = parseSandboxWallets({
      wallets: [
        { role: 'ordinary', publicKey: 'A', secretKey: key },
        { role: 'flagged', publicKey: 'B', secretKey: key.slice(1) },
        { role: 'x', publicKey: 3, secretKey: key },
        null,
      ],
    });
    expect(parsed).toEqual([{ role: 'ordinary', publicKey: 'A', secretKey: key }]);
  });

  it('gives no wallets for a body of the wrong shape', () => {
    expect(parseSandboxWallets('garbage')).toEqual([]);
    expect(parseSandboxWallets({ wallets: 'no' })).toEqual([]);
  });
});

describe('fetchSandboxWallets', () => {
  it('reads the control endpoint', async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ wallets: [{ role: 'ordinary', publicKey: 'A', secretKey: key }] }),
        ),
    );
    const wallets = await fetchSandboxWallets('http://host:8898/', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('http://host:8898/wallets');
    expect(wallets.map((w) => w.role)).toEqual(['ordinary']);
  });

  it('gives none when the sandbox is unreachable or answers an error', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await fetchSandboxWallets('http://host', failing)).toEqual([]);
    const notFound = vi.fn(async () => new Response('nope', { status: 500 }));
    expect(await fetchSandboxWallets('http://host', notFound)).toEqual([]);
  });
});
