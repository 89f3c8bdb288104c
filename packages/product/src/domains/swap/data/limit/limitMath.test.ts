import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { unknownToken } from '../swapTokens';
import {
  inputRaw,
  limitOrderRow,
  limitOutputRaw,
  marketPrice,
  pairIdOf,
  parsePairId,
  parsePrice,
  priceDistance,
  resolvePairSide,
} from './limitMath';

const token = (mint: string, symbol: string, price: string | null, verified = true) => ({
  ...unknownToken(mint, 6),
  symbol,
  verified,
  price: price === null ? null : new Decimal(price),
});

describe('limit-order figures', () => {
  it('prices the input in the output from the USD prices', () => {
    expect(marketPrice(token('a', 'SOL', '150'), token('b', 'USDC', '1'))?.toFixed()).toBe('150');
    expect(marketPrice(token('a', 'SOL', '150'), token('b', 'X', null))).toBeNull();
    expect(marketPrice(token('a', 'SOL', '150'), token('b', 'X', '0'))).toBeNull();
  });

  it('measures the distance from the market', () => {
    expect(priceDistance(new Decimal(165), new Decimal(150))?.toFixed()).toBe('0.1');
    expect(priceDistance(new Decimal(135), new Decimal(150))?.toFixed()).toBe('-0.1');
    expect(priceDistance(new Decimal(1), null)).toBeNull();
  });

  it('turns amounts and prices into raw units, rounding down', () => {
    expect(limitOutputRaw(new Decimal('1.5'), new Decimal('165.1234567'), 6)).toBe(247_685_185n);
    expect(inputRaw(new Decimal('0.0000000019'), 9)).toBe(1n);
  });

  it('parses a typed price: positive decimals only', () => {
    expect(parsePrice('12.5')?.toFixed()).toBe('12.5');
    expect(parsePrice('0')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
    expect(parsePrice('-1')).toBeNull();
    expect(parsePrice('1e5')).toBeNull();
  });

  it('reads the pair of the route and finds its tokens (verified symbols first, or mints)', () => {
    expect(parsePairId('SOL-USDC')).toEqual({ input: 'SOL', output: 'USDC' });
    expect(parsePairId('SOL')).toBeNull();
    expect(parsePairId('SOL-')).toBeNull();
    expect(parsePairId(undefined)).toBeNull();
    const tokens = [
      token('m1', 'USDC', '1', false),
      token('m2', 'USDC', '1'),
      token('m3', 'SOL', '1'),
    ];
    expect(resolvePairSide('usdc', tokens)).toBe('m2');
    expect(resolvePairSide('m1', tokens)).toBe('m1');
    expect(resolvePairSide('NOPE', tokens)).toBeUndefined();
    expect(pairIdOf({ symbol: 'SOL' }, { symbol: 'USDC' })).toBe('SOL-USDC');
  });

  it('shows an order in whole tokens with its price and how much is filled', () => {
    const row = limitOrderRow(
      {
        address: 'o',
        inputMint: 'sol',
        outputMint: 'usdc',
        inputTokenProgram: 't',
        outputTokenProgram: 't',
        initialInputAmount: 2_000_000_000n,
        expectedOutputAmount: 300_000_000n,
        remainingInputAmount: 500_000_000n,
        filledOutputAmount: 225_000_000n,
        status: 0,
        lastUpdatedTimestamp: 1_700_000_000n,
      },
      (mint) => (mint === 'sol' ? { symbol: 'SOL', decimals: 9 } : { symbol: 'USDC', decimals: 6 }),
    );
    expect(row.sold.toFixed()).toBe('2');
    expect(row.remaining.toFixed()).toBe('0.5');
    expect(row.price.toFixed()).toBe('150');
    expect(row.filled.toFixed()).toBe('0.75');
    expect(row.received.toFixed()).toBe('225');
    expect(row.status).toBe('open');
    expect(row.updatedAt).toBe(1_700_000_000_000);
    expect(
      limitOrderRow({ ...rowInput(), status: 1 }, () => ({ symbol: 'X', decimals: 0 })).status,
    ).toBe('filled');
  });
});

function rowInput() {
  return {
    address: 'o',
    inputMint: 'a',
    outputMint: 'b',
    inputTokenProgram: 't',
    outputTokenProgram: 't',
    initialInputAmount: 0n,
    expectedOutputAmount: 0n,
    remainingInputAmount: 0n,
    filledOutputAmount: 0n,
    status: 0,
    lastUpdatedTimestamp: 0n,
  };
}
