import { describe, expect, it } from 'vitest';
import type { MarketPairs } from '../vaultPairs';
import { leveragePairsOfRoute } from './leverageRoute';

const pair = (deposit: string, borrow: string, coll: string, debt: string) => ({
  market: 'M',
  depositReserve: deposit,
  borrowReserve: borrow,
  collSymbol: coll,
  debtSymbol: debt,
  collMint: '',
  debtMint: '',
});
const markets: MarketPairs[] = [
  {
    address: 'M',
    name: 'Main Market',
    entry: { slug: 'main' } as MarketPairs['entry'],
    pairs: [pair('sol', 'usdc', 'SOL', 'USDC'), pair('usdc', 'sol', 'USDC', 'SOL')],
  },
];

describe('leveragePairsOfRoute', () => {
  it('finds the long (SOL against USDC) and the short (USDC against SOL) of SOL/USDC', () => {
    expect(leveragePairsOfRoute(markets, { market: 'Main', base: 'sol', quote: 'USDC' })).toEqual({
      long: { market: 'M', deposit: 'sol', borrow: 'usdc' },
      short: { market: 'M', deposit: 'usdc', borrow: 'sol' },
    });
  });

  it('finds nothing for an unknown market or pair', () => {
    expect(leveragePairsOfRoute(markets, { market: 'jito', base: 'SOL', quote: 'USDC' })).toEqual(
      {},
    );
    expect(leveragePairsOfRoute(markets, { market: 'main', base: 'USDC', quote: 'SOL' })).toEqual(
      {},
    );
  });
});
