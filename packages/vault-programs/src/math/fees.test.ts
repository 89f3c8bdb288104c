import { describe, expect, it } from 'vitest';
import { chargeVaultFees, VAULT_SECONDS_PER_YEAR, type VaultFeeState, vaultAumSf } from './fees';

const ONE = 1n << 60n;
const base: VaultFeeState & { tokenAvailable: bigint } = {
  managementFeeBps: 100n,
  performanceFeeBps: 1_000n,
  lastFeeChargeTimestamp: 1_000n,
  prevAumSf: 1_000_000n * ONE,
  pendingFeesSf: 0n,
  cumulativeEarnedInterestSf: 0n,
  cumulativeMgmtFeesSf: 0n,
  cumulativePerfFeesSf: 0n,
  tokenAvailable: 0n,
};

describe('chargeVaultFees', () => {
  it('the first charge only starts the clock', () => {
    const first = chargeVaultFees({ ...base, lastFeeChargeTimestamp: 0n }, 5n * ONE, 77n);
    expect(first).toEqual({ ...base, lastFeeChargeTimestamp: 77n });
  });

  it('a year of 1 % management on 1,000,000 with no interest: 10,000 pending', () => {
    const charged = chargeVaultFees(base, 1_000_000n * ONE, 1_000n + VAULT_SECONDS_PER_YEAR);
    // (1% in bits, truncated) × a year / a year, times the AUM: a hair under 10,000.
    const fee = charged.pendingFeesSf;
    expect(fee).toBeLessThanOrEqual(10_000n * ONE);
    expect(10_000n * ONE - fee).toBeLessThan(ONE / 1_000_000n);
    expect(charged.cumulativePerfFeesSf).toBe(0n);
    expect(charged.prevAumSf).toBe(1_000_000n * ONE - fee);
    expect(vaultAumSf(0n, 1_000_000n * ONE, charged.pendingFeesSf)).toBe(charged.prevAumSf);
  });

  it('10 % of the interest earned in the same second, nothing on a loss', () => {
    const gained = chargeVaultFees(base, 1_000_500n * ONE, 1_000n);
    // 10 % in bits is truncated: 50 less a few bits.
    expect(50n * ONE - gained.cumulativePerfFeesSf).toBeLessThan(1_000n);
    expect(gained.cumulativeEarnedInterestSf).toBe(500n * ONE);
    expect(gained.cumulativeMgmtFeesSf).toBe(0n);
    const lost = chargeVaultFees(base, 999_000n * ONE, 1_000n);
    expect(lost.pendingFeesSf).toBe(0n);
    expect(lost.prevAumSf).toBe(999_000n * ONE);
  });

  it('the AUM excludes fees already pending; fees never exceed it', () => {
    const pending = { ...base, pendingFeesSf: 100n * ONE, tokenAvailable: 10n };
    expect(vaultAumSf(10n, 200n * ONE, pending.pendingFeesSf)).toBe(110n * ONE);
    expect(vaultAumSf(0n, 50n * ONE, 100n * ONE)).toBe(0n);
    const drained = chargeVaultFees(
      { ...base, managementFeeBps: 10_000n, prevAumSf: 100n * ONE },
      5n * ONE,
      1_000n + 2n * VAULT_SECONDS_PER_YEAR,
    );
    expect(drained.pendingFeesSf).toBe(5n * ONE);
    expect(drained.prevAumSf).toBe(0n);
  });
});
