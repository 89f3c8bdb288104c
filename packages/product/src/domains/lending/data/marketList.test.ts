import type { MarketConfig } from '@keel/api-client';
import { describe, expect, it } from 'vitest';
import { orderMarkets, selectMarkets } from './marketList';
import { marketSlugOf } from './marketMetadata';

const config = (name: string, address: string, isPrimary = false): MarketConfig => ({
  name,
  lendingMarket: address,
  isPrimary,
  description: '',
  lookupTable: '',
  isCurated: false,
});

describe('orderMarkets', () => {
  const markets = orderMarkets([
    config('xStocks Market', 'X'),
    config('Unknown Market', 'U'),
    config('JLP Market', 'J'),
    config('Main Market', 'M', true),
    config('Main Market', 'M', true),
  ]);

  it('sorts by metadata order, unknown markets last, duplicates dropped', () => {
    expect(markets.map((m) => m.address)).toEqual(['M', 'J', 'X', 'U']);
  });

  it('flags the new markets of D§2', () => {
    expect(markets.filter((m) => m.isNew).map((m) => m.slug)).toEqual(['xStocks']);
  });
});

describe('marketSlugOf', () => {
  it('maps configured names to slugs, ignoring case and the Market suffix', () => {
    expect(marketSlugOf('Main Market')).toBe('main');
    expect(marketSlugOf('xstocks market')).toBe('xStocks');
    expect(marketSlugOf('Somewhere Else')).toBeUndefined();
  });
});

describe('selectMarkets', () => {
  const markets = orderMarkets([
    config('Main Market', 'M', true),
    config('JLP Market', 'J'),
    config('Jito Market', 'T'),
  ]);

  it('selects the primary market without a parameter', () => {
    expect(selectMarkets(markets, new URLSearchParams('')).selected?.address).toBe('M');
  });

  it('selects the market parameter and adds known extra markets once', () => {
    const { selected, extra } = selectMarkets(
      markets,
      new URLSearchParams('market=J&extraMarkets=T,J,nope,T'),
    );
    expect(selected?.address).toBe('J');
    expect(extra.map((m) => m.address)).toEqual(['T']);
  });

  it('falls back to the primary market for an unknown market parameter', () => {
    expect(selectMarkets(markets, new URLSearchParams('market=zzz')).selected?.address).toBe('M');
  });
});
