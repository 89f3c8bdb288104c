/*
 * The vault program's fee charge, run at the start of every deposit, withdrawal and invest, in the
 * program's own fixed point (U68F60 bits, every operation truncating): the management fee accrues
 * on the previous AUM for the seconds since the last charge, the performance fee on the interest
 * earned since (nothing on a loss); both join the pending fees, which the AUM excludes.
 */

const FRACTION_BITS = 60n;
/** `SECONDS_PER_YEAR.ceil()`: 365.242199 days. */
export const VAULT_SECONDS_PER_YEAR = 31_556_926n;
const BPS = 10_000n;

/** The fields of a VaultState the fee charge reads and writes. */
export interface VaultFeeState {
  managementFeeBps: bigint;
  performanceFeeBps: bigint;
  lastFeeChargeTimestamp: bigint;
  prevAumSf: bigint;
  pendingFeesSf: bigint;
  cumulativeEarnedInterestSf: bigint;
  cumulativeMgmtFeesSf: bigint;
  cumulativePerfFeesSf: bigint;
}

const fromBps = (bps: bigint) => (bps << FRACTION_BITS) / BPS;
const mul = (a: bigint, b: bigint) => (a * b) >> FRACTION_BITS;

/**
 * The AUM in fraction bits before this charge: available + invested − pending fees, zero when the
 * pending fees exceed the holdings (`compute_aum(..).unwrap_or(ZERO)`).
 */
export function vaultAumSf(
  tokenAvailable: bigint,
  investedSf: bigint,
  pendingFeesSf: bigint,
): bigint {
  const total = (tokenAvailable << FRACTION_BITS) + investedSf;
  return total < pendingFeesSf ? 0n : total - pendingFeesSf;
}

/**
 * `charge_fees`: the state after charging at `timestamp`, given the vault's invested total in
 * fraction bits. The first charge only starts the clock.
 */
export function chargeVaultFees<T extends VaultFeeState>(
  state: T & { tokenAvailable: bigint },
  investedSf: bigint,
  timestamp: bigint,
): T & { tokenAvailable: bigint } {
  if (state.lastFeeChargeTimestamp === 0n) return { ...state, lastFeeChargeTimestamp: timestamp };
  const seconds =
    timestamp > state.lastFeeChargeTimestamp ? timestamp - state.lastFeeChargeTimestamp : 0n;
  const newAum = vaultAumSf(state.tokenAvailable, investedSf, state.pendingFeesSf);
  const prevAum = state.prevAumSf;
  const mgmtCharge =
    seconds === 0n
      ? 0n
      : mul(prevAum, (fromBps(state.managementFeeBps) * seconds) / VAULT_SECONDS_PER_YEAR);
  const earned = newAum > prevAum ? newAum - prevAum : 0n;
  const perfCharge = mul(fromBps(state.performanceFeeBps), earned);
  const fees = mgmtCharge + perfCharge;
  const newFees = fees < newAum ? fees : newAum;
  return {
    ...state,
    cumulativeMgmtFeesSf: state.cumulativeMgmtFeesSf + mgmtCharge,
    cumulativePerfFeesSf: state.cumulativePerfFeesSf + perfCharge,
    cumulativeEarnedInterestSf: state.cumulativeEarnedInterestSf + earned,
    pendingFeesSf: state.pendingFeesSf + newFees,
    prevAumSf: newAum - newFees,
    lastFeeChargeTimestamp: timestamp,
  };
}
