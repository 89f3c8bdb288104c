import { describe, expect, it } from 'vitest';
import {
  isLiquidStakedTokenName,
  isStablecoin,
  isSyntheticDollarStakedSymbol,
  STABLECOIN_SYMBOLS,
} from './classification';
import { leverageBaseAndQuote, positionSide } from './position-side';

describe('isStablecoin', () => {
  it.each(STABLECOIN_SYMBOLS)('%s is a stablecoin', (symbol) => {
    expect(isStablecoin(symbol)).toBe(true);
  });

  it('rejects other tokens and counts EURC only when asked', () => {
    expect(isStablecoin('SOL')).toBe(false);
    expect(isStablecoin('EURC')).toBe(false);
    expect(isStablecoin('EURC', { includeEurc: true })).toBe(true);
    expect(isStablecoin('usdc')).toBe(true);
  });
});

describe('isLiquidStakedTokenName', () => {
  it.each([
    ['kSOL', true],
    ['kUSDCUSDT', true],
    ['kySOL', false],
    ['KSOL', false],
    ['k', false],
    ['kSOL-USDC', false],
    ['jitoSOL', false],
  ])('%s → %s', (name, expected) => {
    expect(isLiquidStakedTokenName(name)).toBe(expected);
  });
});

describe('isSyntheticDollarStakedSymbol', () => {
  it.each([
    ['sUSDe', true],
    ['SUSDE', true],
    [' sUSDe ', true],
    ['USDe', false],
    ['sUSDS', false],
    ['sUSDe-USDC', false],
  ])('%s → %s', (symbol, expected) => {
    expect(isSyntheticDollarStakedSymbol(symbol)).toBe(expected);
  });
});

describe('positionSide', () => {
  it.each(['SOL', 'cbBTC', 'mSOL', 'jitoSOL', 'bSOL', 'ETH', 'WBTC', 'USDT'])(
    '%s against USDC is long',
    (collateral) => {
      expect(positionSide(collateral, 'USDC')).toBe('long');
    },
  );

  it('is short for any other pair', () => {
    expect(positionSide('USDC', 'SOL')).toBe('short');
    expect(positionSide('SOL', 'USDT')).toBe('short');
    expect(positionSide('BONK', 'USDC')).toBe('short');
  });

  it('orders base and quote by side', () => {
    expect(leverageBaseAndQuote('long', 'SOL', 'USDC')).toEqual({ base: 'SOL', quote: 'USDC' });
    expect(leverageBaseAndQuote('short', 'USDC', 'SOL')).toEqual({ base: 'SOL', quote: 'USDC' });
  });
});
