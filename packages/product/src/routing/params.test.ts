import { describe, expect, it } from 'vitest';
import { base58ByteLength, isSolanaAddress } from './base58';
import { findInvalidParam } from './params';

const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const SYSTEM_PROGRAM = '11111111111111111111111111111111';

describe('isSolanaAddress', () => {
  it('accepts 32-byte base58 addresses', () => {
    expect(isSolanaAddress(USDC_MINT)).toBe(true);
    expect(isSolanaAddress(SYSTEM_PROGRAM)).toBe(true);
  });

  it.each([
    ['too short', 'EPjFWdd5AufqSSqeM2qN1xzyba'],
    ['non-base58 characters', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10'],
    ['too long', `${USDC_MINT}abc`],
    ['empty', ''],
  ])('refuses %s', (_, value) => {
    expect(isSolanaAddress(value)).toBe(false);
  });

  it('counts leading ones as zero bytes', () => {
    expect(base58ByteLength('11')).toBe(2);
    expect(base58ByteLength('2')).toBe(1);
    expect(base58ByteLength('0')).toBeNull();
  });
});

describe('findInvalidParam', () => {
  it('passes valid values and absent optional ones', () => {
    expect(
      findInvalidParam(
        { marketAddress: 'address', owner: 'address', longOrShort: 'longOrShort' },
        { marketAddress: USDC_MINT, longOrShort: 'short' },
      ),
    ).toBeNull();
  });

  it('names the first bad parameter', () => {
    expect(
      findInvalidParam(
        { marketAddress: 'address', reserveAddress: 'address' },
        { marketAddress: USDC_MINT, reserveAddress: 'not-an-address' },
      ),
    ).toEqual({ name: 'reserveAddress', value: 'not-an-address', kind: 'address' });
  });

  it.each([
    ['SOL-USDC-orca', true],
    ['JitoSOL-SOL-METEORA', true],
    ['SOL-USDC-uniswap', false],
    ['SOL-orca', false],
  ])('checks the strategy pair %s', (value, ok) => {
    expect(findInvalidParam({ pair: 'strategyPair' }, { pair: value }) === null).toBe(ok);
  });

  it.each([
    ['main', true],
    ['xstocks', true],
    ['nowhere', false],
  ])('checks the market slug %s', (value, ok) => {
    expect(findInvalidParam({ market: 'marketSlug' }, { market: value }) === null).toBe(ok);
  });
});
