import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cssSourceFiles } from '../testing/cssSources';
import { atLeastBreakpoint, belowBreakpoint, breakpoints } from './breakpoints';

describe('breakpoints', () => {
  it('holds the widths the product lays out at', () => {
    expect(Object.values(breakpoints)).toEqual([375, 463, 768, 992, 1280]);
  });

  it('builds non-overlapping media queries', () => {
    expect(belowBreakpoint('drawer')).toBe('(max-width: 462.98px)');
    expect(atLeastBreakpoint('drawer')).toBe('(min-width: 463px)');
    expect(belowBreakpoint('desktop')).toBe('(max-width: 991.98px)');
  });

  it('is the only source of the widths used in the stylesheets', () => {
    const allowed = new Set(
      (Object.keys(breakpoints) as Array<keyof typeof breakpoints>).flatMap((name) => [
        belowBreakpoint(name),
        atLeastBreakpoint(name),
      ]),
    );
    const files = cssSourceFiles();
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const queries = readFileSync(file, 'utf8').match(/\((?:max|min)-width:[^)]*\)/g) ?? [];
      for (const query of queries) {
        expect({ file, query, allowed: allowed.has(query) }).toEqual({
          file,
          query,
          allowed: true,
        });
      }
    }
  });
});
