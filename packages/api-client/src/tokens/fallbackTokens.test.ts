import { describe, expect, it } from 'vitest';
import { createFallbackTokenList } from './fallbackTokens';
import { loadFallbackTokenList } from './loadFallbackTokens';
import { filterTokensBySymbol } from './symbolFilter';
import { PLACEHOLDER_TOKEN, placeholderToken } from './tokenInfo';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Decoded byte length of a base58 string (a public key has 32). */
function base58Length(text: string): number {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return -1;
    value = value * 58n + BigInt(digit);
  }
  const leadingZeros = text.length - text.replace(/^1+/, '').length;
  return leadingZeros + (value === 0n ? 0 : Math.ceil(value.toString(16).length / 2));
}

const brand = { productName: 'Acme', nativeTokenSymbol: 'ACM' };

describe('fallback token list', () => {
  const tokens = createFallbackTokenList(brand);

  it('has valid, distinct mint addresses', () => {
    for (const token of tokens) expect(base58Length(token.address), token.symbol).toBe(32);
    expect(new Set(tokens.map((token) => token.address)).size).toBe(tokens.length);
  });

  it('holds the main tokens with their real mints', () => {
    const main = tokens.filter((token) => !token.tags?.includes('test'));
    const bySymbol = new Map(main.map((token) => [token.symbol, token.address]));
    expect(bySymbol.get('USDC')).toBe('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
    expect(bySymbol.get('JitoSOL')).toBe('J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn');
    for (const symbol of [
      'SOL',
      'USDT',
      'mSOL',
      'bSOL',
      'JupSOL',
      'JLP',
      'ETH',
      'cbBTC',
      'WBTC',
      'JUP',
      'JTO',
      'BONK',
      'PYUSD',
      'USDe',
      'sUSDe',
      'USDG',
      'EURC',
    ])
      expect(bySymbol.has(symbol), symbol).toBe(true);
  });

  it('names share tokens and the native token after the brand', () => {
    const names = tokens.map((token) => token.name);
    expect(names).toContain('Acme SOL-USDC (Orca)');
    expect(names).toContain('Acme SOL-JITOSOL (Raydium)');
    expect(tokens.find((token) => token.name === 'Acme SOL-USDC (Orca)')?.symbol).toBe(
      'aSOLUSDCOrca',
    );
    expect(tokens.find((token) => token.symbol === 'ACM')?.name).toBe('Acme');
    expect(
      createFallbackTokenList({ productName: 'Other', nativeTokenSymbol: 'OTH' }).map(
        (t) => t.name,
      ),
    ).toContain('Other SOL-USDC (Orca)');
  });

  it('includes the five test tokens', () => {
    const names = tokens.filter((token) => token.tags?.includes('test')).map((token) => token.name);
    expect(names.sort()).toEqual(
      [
        'fake Ethereum',
        'fake Tether',
        'fake USDC',
        'fake Wrapped BTC',
        'fake Wrapped Solana',
      ].sort(),
    );
  });

  it('keeps only brand-neutral tokens without a brand, and loads lazily', async () => {
    const neutral = await loadFallbackTokenList();
    expect(neutral.some((token) => token.tags?.includes('strategy-share'))).toBe(false);
    expect(neutral.length).toBeLessThan(tokens.length);
  });

  it('carries optional coingecko ids and tags, unverified with zero market cap', () => {
    const sol = tokens.find((token) => token.symbol === 'SOL' && !token.tags?.includes('test'));
    expect(sol?.extensions?.coingeckoId).toBe('solana');
    expect(tokens.every((token) => token.verified === false && token.marketCapUsd.isZero())).toBe(
      true,
    );
  });
});

describe('symbol filter and placeholder', () => {
  it('matches symbols ignoring case', () => {
    const tokens = createFallbackTokenList(brand);
    const found = filterTokensBySymbol(tokens, 'Usd').map((token) => token.symbol);
    expect(found).toEqual(
      expect.arrayContaining(['USDC', 'USDT', 'PYUSD', 'USDe', 'sUSDe', 'USDG']),
    );
    expect(found).not.toContain('SOL');
    expect(filterTokensBySymbol(tokens, '  ')).toHaveLength(tokens.length);
  });

  it("is the '...' token with no logo and 0 decimals", () => {
    expect(PLACEHOLDER_TOKEN).toMatchObject({
      symbol: '...',
      name: '...',
      logoURI: '',
      decimals: 0,
    });
    expect(placeholderToken('Mint').address).toBe('Mint');
  });
});
