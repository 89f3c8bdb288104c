import { describe, expect, it } from 'vitest';
import { resolveSelectedTab } from './selectedTab';

const tabs = [{ id: 'a', disabled: true }, { id: 'b' }, { id: 'c' }];

describe('resolveSelectedTab', () => {
  it('keeps a requested enabled tab', () => {
    expect(resolveSelectedTab(tabs, 'c')).toBe('c');
  });

  it('falls back to the first enabled tab for unknown, disabled or missing requests', () => {
    expect(resolveSelectedTab(tabs, 'zzz')).toBe('b');
    expect(resolveSelectedTab(tabs, 'a')).toBe('b');
    expect(resolveSelectedTab(tabs, undefined)).toBe('b');
  });

  it('returns undefined when every tab is disabled', () => {
    expect(resolveSelectedTab([{ id: 'a', disabled: true }], 'a')).toBeUndefined();
  });
});
