import { describe, expect, it } from 'vitest';
import type { VaultState } from '../accounts/vaultState';
import { sampleVaultState } from '../testing/fixtures';
import { testKey } from '../testing/keys';
import {
  allocatedReserveCount,
  depositLanding,
  refreshVaultRewards,
  vaultAtLanding,
  withdrawalPenaltyAmount,
  withdrawalPenaltyOf,
  withdrawLanding,
} from './landing';
import { ctokensValueSf, liquidityToCtokensCeil } from './reserveRate';

/*
 * Hand-worked from kvault 2.1.1's `vault_operations.rs` (ONE = 2^60):
 * a reserve of total supply 1 001.25 and 800 cTokens issued; the vault holds 600 of them, worth
 * 600 × 1 001.25 / 800 = 750.9375 (exact in bits). With 100 available and 0.25 of pending fees
 * the AUM is 850.6875: ⌈AUM⌉ = 851, where an AUM summed from floored parts would be 850.
 */
const ONE = 1n << 60n;
const rate = { totalSupplySf: 1_001n * ONE + ONE / 4n, ctokenSupply: 800n };
const reserve = testKey(21);
const state: VaultState = {
  ...sampleVaultState(),
  address: testKey(40),
  tokenAvailable: 100n,
  sharesIssued: 1_000n,
  pendingFeesSf: ONE / 4n,
  lastFeeChargeTimestamp: 0n, // the first charge only starts the clock
  rewardPerSecond: 0n,
  crankFundFeePerReserve: 3n,
};
const investedSf = ctokensValueSf(600n, rate);
const landing = vaultAtLanding(state, investedSf, 1_000n);

describe('the vault at the landing time', () => {
  it('values the cTokens exactly and keeps the AUM a fraction', () => {
    expect(investedSf).toBe(750n * ONE + (15n * ONE) / 16n);
    expect(landing.aumSf).toBe(850n * ONE + (11n * ONE) / 16n);
    expect(landing.state.lastFeeChargeTimestamp).toBe(1_000n);
  });

  it('pays the reward stream into the available tokens first (refresh_rewards)', () => {
    const streaming = {
      ...state,
      rewardPerSecond: 2n,
      rewardsAvailable: 10n,
      rewardLastIssuanceTs: 100n,
    };
    const after = refreshVaultRewards(streaming, 104n);
    expect(after.tokenAvailable).toBe(108n);
    expect(after.rewardsAvailable).toBe(2n);
    expect(after.rewardLastIssuanceTs).toBe(104n);
    // 10 more seconds would pay 20: only the 2 left.
    expect(refreshVaultRewards(after, 114n).tokenAvailable).toBe(110n);
  });
});

describe('deposit at the landing time', () => {
  it('sets the crank fund fee aside, mints issued × amount / ⌈AUM⌉, takes AUM × shares / issued', () => {
    // Two allocations with a weight and a cap: 2 × 3 crank funds, 1 000 left to deposit.
    expect(allocatedReserveCount(state)).toBe(2n);
    const result = depositLanding(landing, 1_006n);
    // ⌊1 000 × 1 000 / 851⌋ = 1 175 (an integer AUM of 850 would mint 1 176).
    expect(result.shares).toBe(1_175n);
    // ⌈850.6875 × 1 175 / 1 000⌉ = ⌈999.5578125⌉ = 1 000.
    expect(result.tokens).toBe(1_000n);
    expect(result).toMatchObject({ crankFunds: 6n, paid: 1_006n });
  });

  it('mints nothing when the crank fund fee takes it all', () => {
    expect(depositLanding(landing, 6n)).toMatchObject({ shares: 0n, paid: 0n });
  });
});

describe('withdrawal at the landing time', () => {
  const penalty = withdrawalPenaltyOf(
    { withdrawalPenaltyBps: 100n, withdrawalPenaltyLamports: 0n },
    { withdrawalPenaltyBps: 0n, withdrawalPenaltyLamports: 2n },
  );

  it('takes the larger of each penalty setting and the larger of bps and flat, rounded up', () => {
    expect(penalty).toEqual({ bps: 100n, lamports: 2n });
    expect(withdrawalPenaltyAmount(425n, penalty)).toBe(5n); // ⌈4.25⌉
    expect(withdrawalPenaltyAmount(85n, penalty)).toBe(2n); // 0.85 < 2
  });

  it('pays from the available tokens, the rest from the reserve less the rounding error', () => {
    const result = withdrawLanding(landing, 500n, penalty, { reserve, ctokens: 600n, rate });
    // ⌊850.6875 × 500 / 1 000⌋ = 425, less the penalty 5: 420 for the user, 100 available.
    expect(result.penalty).toBe(5n);
    expect(result.fromAvailable).toBe(100n);
    // 320 from the reserve: (320 × 800 + 1 001.25 − δ) / 1 001.25 = 256.68… → 257 cTokens
    // (kamino_lending 1.12.6's ceiling adds the total supply before dividing).
    expect(liquidityToCtokensCeil(320n, rate)).toBe(257n);
    expect(result.ctokensRedeemed).toBe(257n);
    // They are worth 321.6515625: a fraction above the 320 sent, so one token less.
    expect(result.disinvested).toBe(321n);
    expect(result.fromReserve).toBe(319n);
    expect(result.paid).toBe(419n);
    // Burnt: ⌈(100 + 5 + 320) × 1 000 / 850.6875⌉ = ⌈499.59…⌉ = 500.
    expect(result.sharesBurnt).toBe(500n);
    // The disinvested tokens not sent stay in the vault.
    expect(result.stateAfter.tokenAvailable).toBe(2n);
    expect(result.stateAfter.sharesIssued).toBe(500n);
  });

  it('pays from the available tokens only on withdraw_from_available', () => {
    const result = withdrawLanding(landing, 100n, penalty, null);
    // ⌊85.06875⌋ = 85, penalty 2, 83 paid; ⌈85 × 1 000 / 850.6875⌉ = 100 burnt.
    expect(result).toMatchObject({ paid: 83n, fromAvailable: 83n, penalty: 2n, sharesBurnt: 100n });
  });
});
