import { MathDecimal } from '@keel/core-math';
import type { VaultState } from '@keel/vault-programs';
import { describe, expect, it } from 'vitest';
import { vaultWritesRuntime } from './runtime';
import { depositPreview, vaultFigures, withdrawPreview } from './vaultPreview';

/*
 * The forms' previews through the program's arithmetic (kvault 2.1.1 `vault_operations.rs`),
 * worked by hand. The vault (6 decimals): 12 000 tokens available, nothing invested, no pending
 * fees, so the AUM is 12 000 000 000 raw; 10 000 shares; a 1 % withdrawal penalty; fees already
 * charged at this time (no management or performance fee).
 */
const state = {
  tokenAvailable: 12_000_000_000n,
  sharesIssued: 10_000_000_000n,
  pendingFeesSf: 0n,
  prevAumSf: 0n,
  managementFeeBps: 0n,
  performanceFeeBps: 0n,
  lastFeeChargeTimestamp: 1_700_000_000n,
  cumulativeEarnedInterestSf: 0n,
  cumulativeMgmtFeesSf: 0n,
  cumulativePerfFeesSf: 0n,
  rewardPerSecond: 0n,
  rewardsAvailable: 0n,
  crankFundFeePerReserve: 0n,
  withdrawalPenaltyBps: 100n,
  withdrawalPenaltyLamports: 0n,
  vaultAllocationStrategy: [],
} as unknown as VaultState;

const landing = vaultWritesRuntime.landingPreview(
  { state, reserves: [] },
  { slot: 1_000, now: 1_700_000_000 },
  null,
);
const figures = vaultFigures({
  aum: 12_000_000_000n,
  sharesIssued: state.sharesIssued,
  decimals: 6,
  walletTokens: 500_000_000n,
  walletShares: 100_000_000n,
  landing,
});

describe('the vault forms’ previews at the landing time', () => {
  it('mints what the program mints: 10^10 × 1.2·10^8 / AUM = 100 shares', () => {
    expect(landing.deposit(120_000_000n)).toMatchObject({
      shares: 100_000_000n,
      paid: 120_000_000n,
    });
    expect(depositPreview(figures, new MathDecimal('120'), 'USDT').shares?.toString()).toBe('100');
  });

  it('pays what the program pays for the 50 shares 60 tokens need, less the penalty', () => {
    // AUM × 5·10^7 / 10^10 = 60 000 000; the penalty ⌈1 % of it⌉ = 600 000 stays in the vault.
    // Burnt: ⌈(59 400 000 + 600 000) × 10^10 / AUM⌉ = 50 000 000.
    expect(landing.withdraw(50_000_000n)).toMatchObject({
      sharesBurnt: 50_000_000n,
      paid: 59_400_000n,
    });
    const preview = withdrawPreview(figures, new MathDecimal('60'), 'USDT');
    expect(preview.shares?.toString()).toBe('50');
    expect(preview.rows[0]?.after).toBe('50');
    expect(preview.rows[1]?.after).toBe('59.4 USDT');
  });
});
