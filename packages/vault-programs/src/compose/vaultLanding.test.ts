import { describe, expect, it } from 'vitest';
import type { VaultState } from '../accounts/vaultState';
import { vaultAtLanding, withdrawLanding } from '../math/landing';
import { ctokensValueSf } from '../math/reserveRate';
import { sampleVaultState } from '../testing/fixtures';
import { testKey } from '../testing/keys';
import { vaultAumOf } from './vaultActions';
import { previewVaultWithdrawal, type VaultReserveAtLanding } from './vaultLanding';

/*
 * The reserves of `math/landing.test.ts`: each of total supply 1 001.25 over 800 cTokens; the
 * vault holds 600 of the first (750.9375) and 400 of the second (500.625), 100 available, 0.25
 * pending: an AUM of 1 351.3125.
 */
const ONE = 1n << 60n;
const rate = { totalSupplySf: 1_001n * ONE + ONE / 4n, ctokenSupply: 800n };
const state: VaultState = {
  ...sampleVaultState(),
  address: testKey(40),
  tokenAvailable: 100n,
  sharesIssued: 1_000n,
  pendingFeesSf: ONE / 4n,
  lastFeeChargeTimestamp: 0n,
  rewardPerSecond: 0n,
};
const view = (n: number, ctokens: bigint): VaultReserveAtLanding => ({
  keys: {
    reserve: state.vaultAllocationStrategy[n === 1 ? 0 : 2]?.reserve ?? testKey(0),
    lendingMarket: testKey(50),
    reserveLiquiditySupply: testKey(51),
    reserveCollateralMint: testKey(52),
  },
  invested: ctokensValueSf(ctokens, rate) >> 60n,
  availableLiquidity: 10_000n,
  ctokens,
  rate,
});
const reserves = [view(1, 600n), view(2, 400n)];
const penalty = { bps: 0n, lamports: 0n };

describe('the vault previewed at the landing time', () => {
  it('values reserves at landing exactly, plain views at their floored value', () => {
    // ⌊100 + 750.9375 + 500.625 − 0.25⌋ = 1 351; floored parts: 100 + 750 + 500 − 0.25 → 1 349.
    expect(vaultAumOf(state, reserves, 10n)).toBe(1_351n);
    const plain = reserves.map(({ keys, invested, availableLiquidity }) => ({
      keys,
      invested,
      availableLiquidity,
    }));
    expect(vaultAumOf(state, plain, 10n)).toBe(1_349n);
  });

  it('runs a planned withdrawal step by step, each on the vault and reserve the last one left', () => {
    const first = reserves[0] as VaultReserveAtLanding;
    const second = reserves[1] as VaultReserveAtLanding;
    const steps = [
      { from: first.keys, shares: 600n },
      { from: second.keys, shares: 300n },
    ];
    const preview = previewVaultWithdrawal({ state, reserves, steps, nowSeconds: 10n, penalty });
    const investedSf = ctokensValueSf(600n, rate) + ctokensValueSf(400n, rate);
    const one = withdrawLanding(vaultAtLanding(state, investedSf, 10n), 600n, penalty, {
      reserve: first.keys.reserve,
      ctokens: 600n,
      rate,
    });
    expect(preview.steps[0]).toEqual(one);
    // klend redeemed the first step's cTokens: the reserve's supply and cTokens drop by them.
    const redeemed = {
      totalSupplySf: rate.totalSupplySf - (one.disinvested << 60n),
      ctokenSupply: rate.ctokenSupply - one.ctokensRedeemed,
    };
    const investedAfter =
      ctokensValueSf(600n - one.ctokensRedeemed, redeemed) + ctokensValueSf(400n, rate);
    const two = withdrawLanding(vaultAtLanding(one.stateAfter, investedAfter, 10n), 300n, penalty, {
      reserve: second.keys.reserve,
      ctokens: 400n,
      rate,
    });
    expect(preview.steps[1]).toEqual(two);
    expect(preview.paid).toBe(one.paid + two.paid);
    expect(preview.sharesBurnt).toBe(one.sharesBurnt + two.sharesBurnt);
    expect(one.stateAfter.sharesIssued).toBe(1_000n - one.sharesBurnt);
  });
});
