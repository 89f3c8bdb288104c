import { describe, expect, it } from 'vitest';
import { AccountIndex } from './account-index';

describe('AccountIndex', () => {
  it('groups addresses by their current owner', () => {
    const index = new AccountIndex();
    index.observe('a', 'token');
    index.observe('b', 'token');
    index.observe('c', 'system');
    expect(index.ownedBy('token').sort()).toEqual(['a', 'b']);
    expect(index.ownedBy('system')).toEqual(['c']);
    expect(index.size).toBe(3);
  });

  it('moves an address when its owner changes and forgets closed accounts', () => {
    const index = new AccountIndex();
    index.observe('a', 'system');
    index.observe('a', 'token');
    expect(index.ownedBy('system')).toEqual([]);
    expect(index.ownedBy('token')).toEqual(['a']);
    index.observe('a', null);
    expect(index.has('a')).toBe(false);
    expect(index.ownedBy('token')).toEqual([]);
  });

  it('clears everything', () => {
    const index = new AccountIndex();
    index.observe('a', 'x');
    index.clear();
    expect(index.addresses()).toEqual([]);
  });
});
