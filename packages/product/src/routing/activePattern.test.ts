import { describe, expect, it } from 'vitest';
import { compileActivePattern, matchesAnyPattern } from './activePattern';

describe('compileActivePattern', () => {
  it('matches word characters and dashes in a parameter segment', () => {
    const regex = compileActivePattern('/liquidity/:pair/:strategyAddress');
    expect(regex.test('/liquidity/SOL-USDC-orca/7xKXtg2CW87')).toBe(true);
    expect(regex.test('/liquidity/SOL-USDC-orca/7xKXtg2CW87/')).toBe(true);
    expect(regex.test('/liquidity/SOL.USDC/7xKX')).toBe(false);
    expect(regex.test('/liquidity/a')).toBe(false);
    expect(regex.test('/liquidity/a/b/c')).toBe(false);
  });

  it('matches static paths exactly with an optional trailing slash', () => {
    const regex = compileActivePattern('/lending');
    expect(regex.test('/lending')).toBe(true);
    expect(regex.test('/lending/')).toBe(true);
    expect(regex.test('/lendingx')).toBe(false);
    expect(regex.test('/lending/reserve')).toBe(false);
  });

  it('treats the root pattern as the root only', () => {
    expect(compileActivePattern('/').test('/')).toBe(true);
    expect(compileActivePattern('/').test('/swap')).toBe(false);
  });

  it('escapes regular-expression characters in static segments', () => {
    expect(compileActivePattern('/a.b').test('/axb')).toBe(false);
  });
});

describe('matchesAnyPattern', () => {
  it('is true when any pattern matches', () => {
    expect(matchesAnyPattern('/swap/limit/SOL-USDC', ['/swap', '/swap/:mode/:pairId'])).toBe(true);
    expect(matchesAnyPattern('/earn', ['/swap'])).toBe(false);
    expect(matchesAnyPattern('/earn', undefined)).toBe(false);
  });
});
