import type { Reserve } from '@keel/chain-readers';
import { scaledFractionToDecimal } from '@keel/core-math';
import {
  ctokensValueSf,
  reserveRateAtSlot,
  reserveTotalSupplySfAtSlot,
  type VaultReserveAtLanding,
  type VaultReserveReading,
  vaultReserveAtSlot,
} from '@keel/vault-programs';
import type Decimal from 'decimal.js';

/*
 * The vault program refreshes every reserve it allocates to before it values the vault (a deposit,
 * a withdrawal, a fee charge): klend's refresh_reserve accrues the interest of the slots since the
 * reserve's last refresh, so the vault's cTokens are worth more than at the stored rate. A preview
 * of what a transaction will do values them the same way, at the slot it will land in, in the
 * programs' own bits (`@keel/vault-programs`' `reserveRateAtSlot`).
 */

/** The reserve's total supply once refreshed at `slot`, as klend's `accrue_interest` leaves it. */
export function reserveTotalSupplyAtSlot(reserve: Reserve, slot: bigint): Decimal {
  return scaledFractionToDecimal(reserveTotalSupplySfAtSlot(reserve, slot));
}

/** Raw tokens `ctokens` are worth at the reserve's rate refreshed at `slot` (floored). */
export function ctokensWorthAtSlot(ctokens: bigint, reserve: Reserve, slot: bigint): bigint {
  return ctokensValueSf(ctokens, reserveRateAtSlot(reserve, slot)) >> 60n;
}

/** The vault's reserves with what it holds in each valued as the program will at `slot`. */
export function vaultReservesAtSlot(
  readings: readonly VaultReserveReading[],
  slot: bigint,
): VaultReserveAtLanding[] {
  return readings.map((reading) => vaultReserveAtSlot(reading, slot));
}
