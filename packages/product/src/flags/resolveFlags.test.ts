import { describe, expect, it } from 'vitest';
import { flagNames, flagTable } from './flagTable';
import { allFlagsOn, flagOverridesFromQuery, resolveFlags } from './resolveFlags';

describe('flag table', () => {
  it('has the O§9 defaults', () => {
    const flags = resolveFlags({ profile: 'development' });
    for (const on of [
      'deposits',
      'lending',
      'multiply',
      'leverage',
      'transactionHistory',
      'rewards',
      'pointsPage',
      'versionedTransactions',
      'marketOrders',
      'isolatedCrossModes',
    ] as const) {
      expect(flags[on], on).toBe(true);
    }
    for (const off of [
      'earn',
      'v3',
      'governance',
      'referralPage',
      'termsSignature',
      'skipActionLimits',
    ] as const) {
      expect(flags[off], off).toBe(false);
    }
  });

  it('has the D§9 production set', () => {
    const flags = resolveFlags({ profile: 'production' });
    for (const on of [
      'lending',
      'pointsPage',
      'rewards',
      'transactionHistory',
      'marketOrders',
      'limitOrders',
      'leverage',
      'multiply',
    ] as const) {
      expect(flags[on], on).toBe(true);
    }
    for (const off of [
      'earn',
      'v3',
      'referralPage',
      'termsSignature',
      'createStrategy',
      'governance',
      'skipActionLimits',
    ] as const) {
      expect(flags[off], off).toBe(false);
    }
  });

  it('keeps the test seams off in every profile', () => {
    expect(flagTable.skipActionLimits.default).toBe(false);
    expect(flagTable.skipActionLimits.production).toBe(false);
    expect(flagOverridesFromQuery('?SKIP_ACTION_LIMITS=true')).toEqual({ skipActionLimits: true });
  });

  it('gives every flag a distinct query parameter', () => {
    const params = flagNames.map((name) => flagTable[name].param);
    expect(new Set(params).size).toBe(params.length);
  });
});

describe('resolveFlags', () => {
  it('applies app overrides over the profile and the query over both', () => {
    const flags = resolveFlags({
      profile: 'production',
      appOverrides: { v3: true, earn: true },
      queryOverrides: { earn: false },
    });
    expect(flags.v3).toBe(true);
    expect(flags.earn).toBe(false);
    expect(flags.lending).toBe(true);
  });
});

describe('flagOverridesFromQuery', () => {
  it('reads on and off spellings', () => {
    expect(flagOverridesFromQuery('?WITHDRAW_ONLY=true&V3=0&EARN=on&GOVERNANCE=No')).toEqual({
      withdrawOnly: true,
      v3: false,
      earn: true,
      governance: false,
    });
  });

  it('ignores unclear values and unknown parameters', () => {
    expect(flagOverridesFromQuery('?V3=maybe&EARN=&market=abc')).toEqual({});
  });
});

describe('allFlagsOn', () => {
  const flags = resolveFlags({ profile: 'development' });
  it('treats a missing requirement as enabled', () => {
    expect(allFlagsOn(flags, undefined)).toBe(true);
  });
  it('requires every named flag', () => {
    expect(allFlagsOn(flags, 'lending')).toBe(true);
    expect(allFlagsOn(flags, ['lending', 'earn'])).toBe(false);
  });
});
