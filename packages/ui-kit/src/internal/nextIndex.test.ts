import { describe, expect, it } from 'vitest';
import { nextIndex } from './nextIndex';

describe('nextIndex', () => {
  it('wraps forwards and backwards', () => {
    expect(nextIndex(2, 3, 'next')).toBe(0);
    expect(nextIndex(0, 3, 'previous')).toBe(2);
    expect(nextIndex(1, 3, 'next')).toBe(2);
  });

  it('starts at the ends when nothing has focus', () => {
    expect(nextIndex(-1, 4, 'next')).toBe(0);
    expect(nextIndex(-1, 4, 'previous')).toBe(3);
  });

  it('jumps to first and last', () => {
    expect(nextIndex(2, 5, 'first')).toBe(0);
    expect(nextIndex(2, 5, 'last')).toBe(4);
  });

  it('returns -1 for an empty list', () => {
    expect(nextIndex(-1, 0, 'next')).toBe(-1);
  });
});
