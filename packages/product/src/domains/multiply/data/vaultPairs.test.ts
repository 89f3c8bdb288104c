import type { MarketConfig } from '@keel/api-client';
import { describe, expect, it } from 'vitest';
import { orderMarkets } from '../../lending/data/marketList';
import { jitoMarket, mainMarket, testResources } from './testing/multiplyFixtures';
import { extraMultiplyPairs, groupPairsByMarket, pairKey, resourcePairs } from './vaultPairs';

const config = (name: string, address: string): MarketConfig => ({
  name,
  lendingMarket: address,
  isPrimary: false,
  description: '',
  lookupTable: '',
  isCurated: false,
});

describe('resourcePairs', () => {
  it('keeps the pairs of the strategy type, with their market', () => {
    const multiply = resourcePairs(testResources(), 'multiply');
    expect(multiply.map((p) => `${p.collSymbol}/${p.debtSymbol}`)).toEqual([
      'JitoSOL/SOL',
      'mSOL/SOL',
    ]);
    expect(new Set(multiply.map((p) => p.market))).toEqual(new Set([jitoMarket.toBase58()]));
    const leverage = resourcePairs(testResources(), 'leverage');
    expect(leverage.map((p) => `${p.collSymbol}/${p.debtSymbol}`)).toEqual([
      'SOL/USDC',
      'USDC/SOL',
    ]);
  });
});

describe('extraMultiplyPairs', () => {
  it('reads market,deposit,borrow values and ignores malformed ones', () => {
    expect(extraMultiplyPairs(['M, D ,B', 'M,D', 'M,,B', 'A,B,C,D'])).toEqual([
      {
        market: 'M',
        depositReserve: 'D',
        borrowReserve: 'B',
        collSymbol: '',
        debtSymbol: '',
        collMint: '',
        debtMint: '',
      },
    ]);
  });
});

describe('groupPairsByMarket', () => {
  const markets = orderMarkets([config('Jito Market', 'J'), config('Main Market', 'M')]);
  const pair = (market: string, deposit: string, collSymbol = '') => ({
    market,
    depositReserve: deposit,
    borrowReserve: 'B',
    collSymbol,
    debtSymbol: '',
    collMint: '',
    debtMint: '',
  });

  it('orders configured markets by display order, then markets only the pairs name', () => {
    const groups = groupPairsByMarket([pair('X', 'D1'), pair('J', 'D2'), pair('M', 'D3')], markets);
    expect(groups.map((g) => [g.address, g.name])).toEqual([
      ['M', 'Main Market'],
      ['J', 'Jito Market'],
      ['X', 'X'],
    ]);
    expect(groups.find((g) => g.address === 'X')?.entry).toBeUndefined();
  });

  it('keeps a pair listed twice once, the first listing winning', () => {
    const groups = groupPairsByMarket([pair('M', 'D', 'CDN'), pair('M', 'D')], markets);
    expect(groups[0]?.pairs).toHaveLength(1);
    expect(groups[0]?.pairs[0]?.collSymbol).toBe('CDN');
  });

  it('names pairs by market, deposit and borrow', () => {
    expect(pairKey(pair(mainMarket.toBase58(), 'D'))).toBe(`${mainMarket.toBase58()}/D/B`);
  });
});
