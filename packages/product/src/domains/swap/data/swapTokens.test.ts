import type { TokenInfo } from '@keel/api-client';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { SOL_MINT, sortSwapTokens, swapTokens, unknownToken } from './swapTokens';

function info(address: string, symbol: string, verified = true): TokenInfo {
  return {
    address,
    symbol,
    name: symbol,
    decimals: 6,
    logoURI: '',
    verified,
    marketCapUsd: new Decimal(0),
  };
}

const d = (value: string | number) => new Decimal(value);

describe('swap token sort (D§5)', () => {
  it('puts held first, then verified, then priced, then by value; ties keep list order', () => {
    const list = [
      info('A', 'AAA', false),
      info('B', 'BBB'),
      info('C', 'CCC'),
      info('D', 'DDD'),
      info('E', 'EEE', false),
      info(SOL_MINT, 'SOL'),
    ];
    const tokens = swapTokens({
      list,
      held: [
        { mint: 'E', amount: d(1), value: null },
        { mint: 'D', amount: d(2), value: d(10) },
        { mint: SOL_MINT, amount: d(1), value: d(150) },
        { mint: 'A', amount: d(5), value: d(500) },
      ],
      prices: new Map([['C', d(1)]]),
    });
    expect(tokens.map((t) => t.symbol)).toEqual([
      // held, verified, priced, by value
      'SOL',
      'DDD',
      // held, not verified: priced before unpriced
      'AAA',
      'EEE',
      // not held, verified: priced (C) before unpriced (B)
      'CCC',
      'BBB',
    ]);
  });

  it('adds held mints the list lacks, by their mint, unverified and unknown', () => {
    const mint = 'Unkn0wnMint111111111111111111111111111111111';
    const tokens = swapTokens({
      list: [info('B', 'BBB')],
      held: [{ mint, amount: d(3), value: null }],
    });
    const unknown = tokens.find((t) => t.mint === mint);
    expect(unknown).toMatchObject({ known: false, verified: false, symbol: 'Unkn…1111' });
    expect(unknown?.balance.toFixed()).toBe('3');
  });

  it('derives a held token’s price from its value and balance', () => {
    const [sol] = swapTokens({
      list: [info(SOL_MINT, 'SOL')],
      held: [{ mint: SOL_MINT, amount: d(2), value: d(300) }],
    });
    expect(sol?.price?.toFixed()).toBe('150');
    expect(sol?.value?.toFixed()).toBe('300');
  });

  it('is stable for equal ranks', () => {
    const tokens = ['X', 'Y', 'Z'].map((mint) => unknownToken(mint));
    expect(sortSwapTokens(tokens).map((t) => t.mint)).toEqual(['X', 'Y', 'Z']);
  });
});
