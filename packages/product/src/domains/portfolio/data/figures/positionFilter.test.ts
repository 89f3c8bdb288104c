import { describe, expect, it } from 'vitest';
import {
  matchesPositionFilter,
  parseStarredPositions,
  serializeStarredPositions,
  toggledStar,
} from './positionFilter';

describe('matchesPositionFilter', () => {
  const usdc = { key: 'a', symbols: ['SOL', 'USDC'] };
  it('shows everything under All, the starred under ☆, the holders of a stablecoin under it', () => {
    const starred = new Set(['a']);
    expect(matchesPositionFilter('all', usdc, new Set())).toBe(true);
    expect(matchesPositionFilter('starred', usdc, starred)).toBe(true);
    expect(matchesPositionFilter('starred', { ...usdc, key: 'b' }, starred)).toBe(false);
    expect(matchesPositionFilter('USDC', usdc, starred)).toBe(true);
    expect(matchesPositionFilter('USDG', usdc, starred)).toBe(false);
  });

  it('cannot tell a token filter before the symbols load', () => {
    expect(matchesPositionFilter('USDG', { key: 'a', symbols: undefined }, new Set())).toBe(
      undefined,
    );
  });
});

describe('starred positions in storage', () => {
  it('round-trips, and reads anything corrupt as none', () => {
    const starred = toggledStar(toggledStar(new Set(), 'a'), 'b');
    expect([...parseStarredPositions(serializeStarredPositions(starred))]).toEqual(['a', 'b']);
    expect([...toggledStar(starred, 'a')]).toEqual(['b']);
    for (const raw of [null, '', '{', '{"a":1}', '42', '[1,null,""]']) {
      expect(parseStarredPositions(raw).size).toBe(0);
    }
    expect([...parseStarredPositions('["x",3,"y"]')]).toEqual(['x', 'y']);
  });
});
