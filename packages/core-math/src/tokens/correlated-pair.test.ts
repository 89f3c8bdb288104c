import { describe, expect, it } from 'vitest';
import { isCorrelatedPair, isSolPegged } from './correlated-pair';

describe('isCorrelatedPair', () => {
  it('a liquid-staked SOL against SOL, or against another staked SOL', () => {
    expect(isCorrelatedPair('JitoSOL', 'SOL')).toBe(true);
    expect(isCorrelatedPair('mSOL', 'JitoSOL')).toBe(true);
  });

  it('a stablecoin against a stablecoin, a wrapped BTC against another', () => {
    expect(isCorrelatedPair('USDT', 'USDC')).toBe(true);
    expect(isCorrelatedPair('WBTC', 'cbBTC')).toBe(true);
    expect(isCorrelatedPair('INF', 'SOL')).toBe(true);
  });

  it('not an asset against a stablecoin, nor a stablecoin against SOL', () => {
    expect(isCorrelatedPair('SOL', 'USDC')).toBe(false);
    expect(isCorrelatedPair('JitoSOL', 'USDC')).toBe(false);
    expect(isCorrelatedPair('USDC', 'SOL')).toBe(false);
    expect(isCorrelatedPair('ETH', 'SOL')).toBe(false);
    expect(isCorrelatedPair('cbBTC', 'USDC')).toBe(false);
  });
});

describe('isSolPegged', () => {
  it('SOL, wrapped SOL and staked SOL symbols; not a name that merely contains SOL', () => {
    expect(['SOL', 'wSOL', 'bSOL', 'jupSOL'].every(isSolPegged)).toBe(true);
    expect(isSolPegged('SOLX')).toBe(false);
    expect(isSolPegged('USDC')).toBe(false);
  });
});
