import { scopePriceToDecimal } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { generateWorld } from '../generate-world';
import { directPriceChain, oraclePricesData, scopePrice, UNUSED_CHAIN_ENTRY } from './scope-prices';

const world = generateWorld({
  seed: 'scope-test',
  brand: { productName: 'Acme', nativeTokenSymbol: 'ACME' },
});

describe('scopePrice', () => {
  it('holds a decimal price exactly as value / 10^exp', () => {
    expect(scopePrice('149.581')).toEqual({ value: 149_581n, exp: 3n });
    expect(scopePrice('1')).toEqual({ value: 1n, exp: 0n });
    expect(scopePrice('0.0000218123')).toEqual({ value: 218_123n, exp: 10n });
    for (const price of ['104800.5', '0.9991', '0.068123']) {
      expect(scopePriceToDecimal(scopePrice(price)).toFixed()).toBe(price);
    }
  });

  it('refuses prices a u64 mantissa cannot hold', () => {
    expect(() => scopePrice('18446744073709551616')).toThrow(RangeError);
    expect(() => scopePrice('-1')).toThrow(RangeError);
  });
});

describe('oraclePricesData', () => {
  it('puts every token price at its index and leaves index 0 empty', () => {
    const data = oraclePricesData(world, 1_000n, 1_700_000_000n);
    expect(data.prices[0]?.price).toEqual({ value: 0n, exp: 0n });
    for (const token of world.tokens) {
      const entry = data.prices[token.scopePriceIndex];
      expect(entry?.index).toBe(token.scopePriceIndex);
      expect(scopePriceToDecimal(entry?.price ?? { value: 0n, exp: 0n }).toFixed()).toBe(
        token.priceUsd,
      );
      expect(entry?.lastUpdatedSlot).toBe(1_000n);
      expect(entry?.unixTimestamp).toBe(1_700_000_000n);
    }
    expect(new Set(world.tokens.map((t) => t.scopePriceIndex)).size).toBe(world.tokens.length);
  });

  it('builds chains that read one entry', () => {
    expect(directPriceChain(7)).toEqual([
      7,
      UNUSED_CHAIN_ENTRY,
      UNUSED_CHAIN_ENTRY,
      UNUSED_CHAIN_ENTRY,
    ]);
  });
});
