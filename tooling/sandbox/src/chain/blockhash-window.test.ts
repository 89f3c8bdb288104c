import { describe, expect, it } from 'vitest';
import { BLOCKHASH_MAX_AGE, BlockhashWindow } from './blockhash-window';

describe('BlockhashWindow', () => {
  it('accepts a hash until its last valid block height, then rejects it', () => {
    const window = new BlockhashWindow();
    const issued = window.issue('hashA', 100);
    expect(issued.lastValidBlockHeight).toBe(100 + BLOCKHASH_MAX_AGE);
    expect(window.isValid('hashA', 100)).toBe(true);
    expect(window.isValid('hashA', 250)).toBe(true);
    expect(window.isValid('hashA', 251)).toBe(false);
  });

  it('rejects hashes it never issued and reports the newest', () => {
    const window = new BlockhashWindow();
    expect(() => window.latest()).toThrow();
    window.issue('a', 1);
    window.issue('b', 2);
    expect(window.latest().blockhash).toBe('b');
    expect(window.isValid('zzz', 2)).toBe(false);
  });

  it('forgets expired hashes as it grows', () => {
    const window = new BlockhashWindow();
    for (let height = 0; height < 1_000; height += 1) window.issue(`h${height}`, height);
    expect(window.isValid('h0', 999)).toBe(false);
    expect(window.isValid('h900', 999)).toBe(true);
  });
});
