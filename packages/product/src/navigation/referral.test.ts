import { describe, expect, it, vi } from 'vitest';
import { safeStorage } from '../storage/safeStorage';
import { applyReferralCode } from './referral';

function memory() {
  const data = new Map<string, string>();
  return {
    data,
    storage: safeStorage({
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    }),
  };
}

describe('applyReferralCode', () => {
  it('stores a code the lookup finds', async () => {
    const { data, storage } = memory();
    const lookup = vi.fn().mockResolvedValue({ code: 'FRIEND' });
    expect(await applyReferralCode('?ref=FRIEND', lookup, storage, 'ref')).toBe('stored');
    expect(lookup).toHaveBeenCalledWith('FRIEND');
    expect(data.get('ref')).toBe('FRIEND');
  });

  it('does not store an unknown code', async () => {
    const { data, storage } = memory();
    expect(await applyReferralCode('?ref=NOPE', async () => null, storage, 'ref')).toBe('unknown');
    expect(data.has('ref')).toBe(false);
  });

  it('does not store when the lookup fails', async () => {
    const { data, storage } = memory();
    const lookup = () => Promise.reject(new Error('Error getting referrer code data'));
    expect(await applyReferralCode('?ref=X', lookup, storage, 'ref')).toBe('failed');
    expect(data.has('ref')).toBe(false);
  });

  it('ignores a missing code or a missing lookup', async () => {
    const { storage } = memory();
    expect(await applyReferralCode('?market=x', async () => ({}), storage, 'ref')).toBe('none');
    expect(await applyReferralCode('?ref=X', undefined, storage, 'ref')).toBe('none');
  });
});
