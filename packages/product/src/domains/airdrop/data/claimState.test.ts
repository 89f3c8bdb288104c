import { describe, expect, it } from 'vitest';
import { type ClaimStateInput, claimState } from './claimState';

const leaf = { distributor: 'D', amount: 12_345_678_901n, proof: [[1]] };
const base: ClaimStateInput = {
  wallet: 'W',
  leaf,
  distributor: { mint: 'M', tokenVault: 'V', clawedBack: false },
  claimedRaw: null,
  decimals: 6,
  opensAt: 1_000,
  nowMs: 2_000,
};

describe('claimState', () => {
  it('claimable with the leaf’s amount in whole tokens', () => {
    const state = claimState(base);
    expect(state.kind).toBe('claimable');
    if (state.kind === 'claimable') expect(state.amount.toFixed()).toBe('12345.678901');
  });

  it('decides in order: wallet, eligibility, claimed, closed, not open', () => {
    expect(claimState({ ...base, wallet: undefined }).kind).toBe('notConnected');
    expect(claimState({ ...base, leaf: null }).kind).toBe('notEligible');
    const closedAndClaimed = {
      ...base,
      claimedRaw: 5_000_000n,
      distributor: { ...base.distributor, clawedBack: true },
    };
    const claimed = claimState(closedAndClaimed);
    expect(claimed.kind).toBe('claimed');
    if (claimed.kind === 'claimed') expect(claimed.amount.toFixed()).toBe('5');
    expect(
      claimState({ ...base, distributor: { ...base.distributor, clawedBack: true } }).kind,
    ).toBe('closed');
    expect(claimState({ ...base, opensAt: 3_000 }).kind).toBe('notOpen');
    expect(claimState({ ...base, opensAt: undefined }).kind).toBe('claimable');
  });
});
