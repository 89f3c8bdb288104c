import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOT = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * `queryKey:` followed by an array literal, or a key grown from a package's key factory
 * (`[...chainKeys.all(endpoint), 'x']`): a key written where it is used instead of by the key
 * factory beside its client.
 */
const INLINE_KEY = /queryKey:\s*\[|\[\s*\.\.\.\w*[kK]eys\.\w+\(/g;

describe('query keys', () => {
  it('are never written inline in the product: they come from the key factories beside the clients', () => {
    const offenders = sourceFiles(SOURCE_ROOT).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(INLINE_KEY)].map((match) => {
        const line = text.slice(0, match.index).split('\n').length;
        return `${relative(SOURCE_ROOT, file)}:${line}`;
      });
    });
    expect(offenders).toEqual([]);
  });

  it('finds an inline key when there is one', () => {
    expect("useQuery({ queryKey: ['api', wallet] })".match(INLINE_KEY)).toHaveLength(1);
    expect("[...chainKeys.all(endpoint), 'obligation']".match(INLINE_KEY)).toHaveLength(1);
    expect('useQuery({ queryKey: apiKeys.status() })'.match(INLINE_KEY)).toBeNull();
  });
});
