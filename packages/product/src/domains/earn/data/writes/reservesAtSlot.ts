import type { Reserve } from '@keel/chain-readers';
import { accrueReserveInterest, borrowRateAt, reserveUtilization } from '@keel/core-math';
import type { VaultReserveReading, VaultReserveView } from '@keel/vault-programs';
import type Decimal from 'decimal.js';

/*
 * The vault program refreshes every reserve it allocates to before it values the vault (a deposit,
 * a withdrawal, a fee charge): klend's refresh_reserve accrues the interest of the slots since the
 * reserve's last refresh, so the vault's cTokens are worth more than at the stored rate. A preview
 * of what a transaction will do values them the same way, at the slot it will land in.
 */

/**
 * The reserve's total supply (liquidity owed to its cToken holders) once refreshed at `slot`, as
 * klend's `Reserve::accrue_interest` computes it: the borrow rate of the curve at the stored
 * utilization (not scaled to wall-clock time), plus the host fixed rate, compounded over the
 * elapsed slots; the protocol's and the referrers' fees are not suppliers' money. The referral
 * rate only splits the protocol's part, so it leaves the total supply unchanged.
 */
export function reserveTotalSupplyAtSlot(reserve: Reserve, slot: bigint): Decimal {
  const { liquidity, config } = reserve;
  const amounts = {
    availableAmount: liquidity.availableAmount.toString(),
    borrowedAmount: liquidity.borrowedAmount,
    accumulatedProtocolFees: liquidity.accumulatedProtocolFees,
    accumulatedReferrerFees: liquidity.accumulatedReferrerFees,
    pendingReferrerFees: liquidity.pendingReferrerFees,
  };
  const elapsed = slot > reserve.lastUpdate.slot ? slot - reserve.lastUpdate.slot : 0n;
  return accrueReserveInterest({
    ...amounts,
    curveRate: borrowRateAt(config.borrowRateCurve, reserveUtilization(amounts)),
    hostFixedInterestRateBps: config.hostFixedInterestRateBps,
    protocolTakeRatePct: config.protocolTakeRatePct,
    slotsElapsed: elapsed,
  }).totalSupply;
}

/** Raw tokens `ctokens` are worth at the reserve's rate refreshed at `slot` (floored). */
export function ctokensWorthAtSlot(ctokens: bigint, reserve: Reserve, slot: bigint): bigint {
  const issued = reserve.collateral.mintTotalSupply;
  if (ctokens === 0n || issued === 0n) return ctokens;
  const supply = reserveTotalSupplyAtSlot(reserve, slot);
  return BigInt(supply.times(ctokens.toString()).div(issued.toString()).floor().toFixed(0));
}

/** The vault's reserves with what it holds in each valued as the program will at `slot`. */
export function vaultReservesAtSlot(
  readings: readonly VaultReserveReading[],
  slot: bigint,
): VaultReserveView[] {
  return readings.map(({ keys, availableLiquidity, ctokens, reserve }) => ({
    keys,
    availableLiquidity,
    invested: ctokensWorthAtSlot(ctokens, reserve, slot),
  }));
}
