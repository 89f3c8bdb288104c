import type { VaultState } from '@keel/vault-programs';
import { fromBps, mul } from '../klend/fraction';
import { computeAum } from './vault-shares';

/** `SECONDS_PER_YEAR.ceil()`: 365.242199 days of 86 400 s, rounded up. */
const SECONDS_PER_YEAR_CEIL = 31_556_926n;

/**
 * `charge_fees`: the management fee on the previous AUM for the seconds since the last charge,
 * the performance fee on the interest earned since, both into the pending fees (at most the new
 * AUM), the previous AUM reset to the new AUM net of them. The first charge only starts the clock.
 */
export function chargeFees(vault: VaultState, investedBits: bigint, now: bigint): VaultState {
  if (vault.lastFeeChargeTimestamp === 0n) return { ...vault, lastFeeChargeTimestamp: now };
  const seconds = now > vault.lastFeeChargeTimestamp ? now - vault.lastFeeChargeTimestamp : 0n;
  let newAum: bigint;
  try {
    newAum = computeAum(vault.tokenAvailable, investedBits, vault.pendingFeesSf);
  } catch {
    newAum = 0n; // `unwrap_or(Fraction::ZERO)`
  }
  const prevAum = vault.prevAumSf;
  const mgmtCharge =
    seconds === 0n
      ? 0n
      : mul(prevAum, (fromBps(vault.managementFeeBps) * seconds) / SECONDS_PER_YEAR_CEIL);
  const earned = newAum > prevAum ? newAum - prevAum : 0n;
  const perfCharge = mul(fromBps(vault.performanceFeeBps), earned);
  const charged = mgmtCharge + perfCharge;
  const newFees = charged < newAum ? charged : newAum;
  return {
    ...vault,
    cumulativeMgmtFeesSf: vault.cumulativeMgmtFeesSf + mgmtCharge,
    cumulativePerfFeesSf: vault.cumulativePerfFeesSf + perfCharge,
    cumulativeEarnedInterestSf: vault.cumulativeEarnedInterestSf + earned,
    pendingFeesSf: vault.pendingFeesSf + newFees,
    prevAumSf: newAum - newFees,
    lastFeeChargeTimestamp: now,
  };
}

/**
 * `refresh_rewards`: the vault's reward stream paid into its available tokens for the seconds
 * since the last issuance, at most what is left to distribute.
 */
export function refreshRewards(vault: VaultState, now: bigint): VaultState {
  if (vault.rewardPerSecond === 0n || vault.rewardsAvailable === 0n) return vault;
  if (vault.rewardLastIssuanceTs === 0n) return { ...vault, rewardLastIssuanceTs: now };
  const seconds = now > vault.rewardLastIssuanceTs ? now - vault.rewardLastIssuanceTs : 0n;
  if (seconds === 0n) return vault;
  const pending = vault.rewardPerSecond * seconds;
  const paid = pending < vault.rewardsAvailable ? pending : vault.rewardsAvailable;
  return {
    ...vault,
    tokenAvailable: vault.tokenAvailable + paid,
    rewardsAvailable: vault.rewardsAvailable - paid,
    cumulativeRewardsDistributed: vault.cumulativeRewardsDistributed + paid,
    rewardLastIssuanceTs: now,
  };
}
