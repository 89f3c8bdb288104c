import { describe, expect, it } from 'vitest';
import { statusOf } from './chain-strategies';

describe('the API status of a strategy indexed from the chain', () => {
  it('lists a community strategy never given a creation status by its state', () => {
    const community = { isCommunity: true, creationStatus: 'IGNORED' } as const;
    expect(statusOf({ ...community, status: 'Active' })).toBe('LIVE');
    expect(statusOf({ ...community, status: 'Rebalancing' })).toBe('LIVE');
    expect(statusOf({ ...community, status: 'NoPosition' })).toBe('STAGING');
    expect(statusOf({ ...community, status: 'Frozen' })).toBe('DEPRECATED');
  });

  it('keeps the creation status an admin set, and that of any other strategy', () => {
    expect(statusOf({ isCommunity: true, creationStatus: 'SHADOW', status: 'Active' })).toBe(
      'SHADOW',
    );
    expect(statusOf({ isCommunity: false, creationStatus: 'IGNORED', status: 'Active' })).toBe(
      'IGNORED',
    );
  });
});
