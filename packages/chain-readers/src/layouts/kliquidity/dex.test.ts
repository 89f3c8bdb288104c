import { describe, expect, it } from 'vitest';
import { dexFromNumber, dexToNumber, InvalidDexError, parseDex } from './dex';

describe('exchange discriminator', () => {
  it('maps 0/1/2 to ORCA/RAYDIUM/METEORA and back', () => {
    expect([0, 1, 2].map((n) => dexFromNumber(n))).toEqual(['ORCA', 'RAYDIUM', 'METEORA']);
    expect(dexFromNumber(2n)).toBe('METEORA');
    expect(['ORCA', 'RAYDIUM', 'METEORA'].map(dexToNumber)).toEqual([0, 1, 2]);
  });

  it('treats an absent discriminator or name as ORCA', () => {
    expect(dexFromNumber(undefined)).toBe('ORCA');
    expect(dexFromNumber(null)).toBe('ORCA');
    expect(parseDex(undefined)).toBe('ORCA');
  });

  it("throws 'Invalid dex number' for unknown numbers", () => {
    for (const value of [3, -1, 1.5, 2n ** 64n - 1n]) {
      expect(() => dexFromNumber(value)).toThrow(new InvalidDexError('Invalid dex number', value));
    }
  });

  it("throws 'Invalid dex' for unknown names", () => {
    expect(() => parseDex('UNISWAP')).toThrow('Invalid dex');
    expect(() => dexToNumber('orca')).toThrow(InvalidDexError);
    try {
      parseDex('X');
    } catch (error) {
      expect((error as Error).message).toBe('Invalid dex');
    }
  });
});
