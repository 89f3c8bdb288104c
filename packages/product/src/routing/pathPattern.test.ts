import { describe, expect, it } from 'vitest';
import { compilePathPattern } from './pathPattern';

const anySegment = { param: '[^/]+' };

describe('compilePathPattern', () => {
  it('matches literal segments, one segment per parameter and an optional trailing slash', () => {
    const pattern = compilePathPattern('/lending/reserve/:market/:reserve', anySegment);
    expect(pattern.test('/lending/reserve/a/b')).toBe(true);
    expect(pattern.test('/lending/reserve/a/b/')).toBe(true);
    expect(pattern.test('/lending/reserve/a')).toBe(false);
    expect(pattern.test('/lending/reserve/a/b/c')).toBe(false);
  });

  it("takes ':name?' as a segment or nothing", () => {
    const pattern = compilePathPattern('/manage-vaults/:vault?', anySegment);
    expect(pattern.test('/manage-vaults')).toBe(true);
    expect(pattern.test('/manage-vaults/abc')).toBe(true);
    expect(pattern.test('/manage-vaults/abc/def')).toBe(false);
  });

  it("matches a parameter as `param` says, and letters' case only when asked", () => {
    const words = compilePathPattern('/points/:season', { param: '[\\w-]+' });
    expect(words.test('/points/season-2')).toBe(true);
    expect(words.test('/points/a.b')).toBe(false);
    expect(words.test('/Points/season-2')).toBe(false);
    expect(
      compilePathPattern('/points/:season', { ...anySegment, ignoreCase: true }).test('/Points/x'),
    ).toBe(true);
  });

  it('escapes literal segments and matches the root', () => {
    expect(compilePathPattern('/a.b', anySegment).test('/axb')).toBe(false);
    expect(compilePathPattern('/', anySegment).test('/')).toBe(true);
    expect(compilePathPattern('/', anySegment).test('/x')).toBe(false);
  });
});
