import type { PublicKey } from '@solana/web3.js';
import { klendError, notEmulated } from '../anchor-errors';
import { div } from '../fraction';
import {
  BORROW,
  DEPOSIT,
  LAST_UPDATE,
  OBLIGATION,
  OBLIGATION_ORDER,
  RESERVE,
} from '../layout-offsets';
import type { ObligationAccount, Slot } from '../obligation-account';
import type { ReserveAccount } from '../reserve-account';

/* The obligation's own bookkeeping (`Obligation`, `ObligationCollateral`, `ObligationLiquidity`). */

const OBLIGATION_RS = 'state/obligation.rs';
const U64_MAX = (1n << 64n) - 1n;
export const ALL_CHECKS = 0x3f;

interface LastUpdated {
  bytes: { u64(o: number): bigint; u8(o: number): number };
}

/** `LastUpdate::is_stale(slot, flags)`: flagged, from another slot, or missing price checks. */
export function isStale(account: LastUpdated, base: number, slot: bigint, flags: number): boolean {
  const last = account.bytes.u64(base + LAST_UPDATE.slot);
  if (slot < last) throw klendError('MathOverflow', { source: 'state/last_update.rs:87' });
  const status = account.bytes.u8(base + LAST_UPDATE.priceStatus);
  return (
    account.bytes.u8(base + LAST_UPDATE.stale) !== 0 ||
    slot - last >= 1n ||
    (status & flags) !== flags
  );
}

export const reserveStale = (r: ReserveAccount, slot: bigint, flags: number) =>
  isStale(r, RESERVE.lastUpdate, slot, flags);
export const obligationStale = (o: ObligationAccount, slot: bigint, flags: number) =>
  isStale(o, OBLIGATION.lastUpdate, slot, flags);

/** `{:08b}` of a price status. */
export const statusBits = (account: LastUpdated, base: number) =>
  account.bytes
    .u8(base + LAST_UPDATE.priceStatus)
    .toString(2)
    .padStart(8, '0');

export function markObligationStale(o: ObligationAccount): void {
  o.bytes.setU8(OBLIGATION.lastUpdate + LAST_UPDATE.stale, 1);
}

export const sf = (o: ObligationAccount, offset: number) => o.bytes.u128(offset);
export const depositedValue = (o: ObligationAccount) => sf(o, OBLIGATION.depositedValueSf);
export const bfDebtValue = (o: ObligationAccount) =>
  sf(o, OBLIGATION.borrowFactorAdjustedDebtValueSf);

/** `loan_to_value` / `unhealthy_loan_to_value` (a zero deposited value divides by zero). */
export const loanToValue = (o: ObligationAccount) => div(bfDebtValue(o), depositedValue(o));
export const unhealthyLoanToValue = (o: ObligationAccount) =>
  div(sf(o, OBLIGATION.unhealthyBorrowValueSf), depositedValue(o));
/** `no_bf_loan_to_value`: the debt at market value, no borrow factor. */
export const noBfLoanToValue = (o: ObligationAccount) =>
  div(sf(o, OBLIGATION.borrowedAssetsMarketValueSf), depositedValue(o));

/** `remaining_borrow_value`: allowed − adjusted debt, at least 0. */
export function remainingBorrowValue(o: ObligationAccount): bigint {
  const allowed = sf(o, OBLIGATION.allowedBorrowValueSf);
  const debt = bfDebtValue(o);
  return allowed > debt ? allowed - debt : 0n;
}

export function hasObsoleteReserves(o: ObligationAccount): boolean {
  return (
    o.bytes.u8(OBLIGATION.numOfObsoleteBorrowReserves) > 0 ||
    o.bytes.u8(OBLIGATION.numOfObsoleteDepositReserves) > 0
  );
}

/** `check_not_marked_for_deleveraging`. */
export function checkNotMarkedForDeleveraging(o: ObligationAccount, log: (m: string) => void) {
  const since = o.bytes.u64(OBLIGATION.autodeleverageMarginCallStartedTimestamp);
  if (since === 0n) return;
  log(`Obligation marked for deleveraging since ${since}`);
  throw klendError('ObligationCurrentlyMarkedForDeleveraging', { source: `${OBLIGATION_RS}:527` });
}

/**
 * `check_orders_supported_after_user_operation`: which orders an operation leaves valid depends on
 * the order's kind; the sandbox does not emulate obligation orders, so it refuses visibly.
 */
export function checkOrdersSupported(o: ObligationAccount): void {
  for (let i = 0; i < OBLIGATION_ORDER.slots; i += 1) {
    const base = OBLIGATION.obligationOrders + i * OBLIGATION_ORDER.size;
    if (o.bytes.u8(base + OBLIGATION_ORDER.conditionType) !== 0) {
      notEmulated('An action on an obligation with obligation orders');
    }
  }
}

const borrowSlot = (index: number): Slot => ({
  index,
  base: OBLIGATION.borrows + index * BORROW.size,
});

/** `find_or_add_liquidity_to_borrows`: a new slot starts at the reserve's cumulative rate. */
export function findOrAddBorrow(
  o: ObligationAccount,
  reserve: PublicKey,
  cumulativeRate: bigint,
  log: (m: string) => void,
): Slot {
  for (let i = 0; i < BORROW.slots; i += 1) {
    if (o.bytes.pubkey(borrowSlot(i).base).equals(reserve)) return borrowSlot(i);
  }
  for (let i = 0; i < BORROW.slots; i += 1) {
    const slot = borrowSlot(i);
    if (o.bytes.isZero(slot.base, 32)) {
      o.bytes.fill(slot.base, BORROW.size);
      o.bytes.setPubkey(slot.base + BORROW.reserve, reserve);
      o.bytes.setUint(slot.base + BORROW.cumulativeBorrowRateBsf, 4, cumulativeRate);
      return slot;
    }
  }
  log('Obligation has no empty borrows');
  throw klendError('ObligationReserveLimit', { source: `${OBLIGATION_RS}:394` });
}

const depositSlot = (index: number): Slot => ({
  index,
  base: OBLIGATION.deposits + index * DEPOSIT.size,
});

/** `position_of_collateral_in_deposits`. */
export function depositPosition(
  o: ObligationAccount,
  reserve: PublicKey,
  log: (m: string) => void,
) {
  if (o.activeDeposits().length === 0) {
    log('Obligation has no deposits');
    throw klendError('ObligationDepositsEmpty', { source: `${OBLIGATION_RS}:336` });
  }
  for (let i = 0; i < DEPOSIT.slots; i += 1) {
    if (o.bytes.pubkey(depositSlot(i).base).equals(reserve)) return depositSlot(i);
  }
  throw klendError('InvalidObligationCollateral', { source: `${OBLIGATION_RS}:341` });
}

/** `find_liquidity_in_borrows`. */
export function findBorrow(o: ObligationAccount, reserve: PublicKey, log: (m: string) => void) {
  if (o.activeBorrows().length === 0) {
    log('Obligation has no borrows');
    throw klendError('ObligationBorrowsEmpty', { source: `${OBLIGATION_RS}:351` });
  }
  for (let i = 0; i < BORROW.slots; i += 1) {
    if (o.bytes.pubkey(borrowSlot(i).base).equals(reserve)) return borrowSlot(i);
  }
  throw klendError('InvalidObligationLiquidity', { source: `${OBLIGATION_RS}:355` });
}

/** `update_has_debt`. */
export function updateHasDebt(o: ObligationAccount): void {
  o.bytes.setU8(OBLIGATION.hasDebt, o.activeBorrows().length > 0 ? 1 : 0);
}

export function addU64(a: bigint, b: bigint): bigint {
  const sum = a + b;
  if (sum > U64_MAX) throw klendError('MathOverflow');
  return sum;
}

export const saturatingSub = (a: bigint, b: bigint) => (a > b ? a - b : 0n);
