import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { klendError } from '../anchor-errors';
import { add, fromInt, fullMulIntRatio, min, ONE, sub } from '../fraction';
import { LAST_UPDATE, RESERVE } from '../layout-offsets';
import type { ReserveAccount } from '../reserve-account';
import { collateralToLiquidity, exchangeRate } from './collateral-rate';

/* The reserve's liquidity and collateral bookkeeping (`Reserve`, `ReserveLiquidity` methods). */

const RESERVE_RS = 'state/reserve.rs';
const U64_MAX = (1n << 64n) - 1n;

export const available = (r: ReserveAccount) => r.bytes.u64(RESERVE.availableAmount);

function setAvailable(r: ReserveAccount, value: bigint): void {
  if (value > U64_MAX || value < 0n) throw klendError('MathOverflow');
  r.bytes.setU64(RESERVE.availableAmount, value);
}

export function markStale(r: ReserveAccount): void {
  r.bytes.setU8(RESERVE.lastUpdate + LAST_UPDATE.stale, 1);
}

/** `freely_available_liquidity_amount`: what the withdraw queue has not claimed. */
export function freelyAvailable(r: ReserveAccount): bigint {
  const queued = collateralToLiquidity(
    exchangeRate(r),
    r.bytes.u64(RESERVE.queuedCollateralAmount),
  );
  const free = available(r) - queued;
  return free > 0n ? free : 0n;
}

/** `withdraw_freely_available`. */
export function withdrawFreelyAvailable(
  context: InstructionContext,
  r: ReserveAccount,
  amount: bigint,
): void {
  const free = freelyAvailable(r);
  if (amount > free) {
    context.log(
      `Withdraw liquidity amount ${amount} cannot exceed the freely available amount ${free}`,
    );
    throw klendError('InsufficientLiquidity', { source: `${RESERVE_RS}:805` });
  }
  setAvailable(r, available(r) - amount);
}

/** `withdraw_including_queued`: liquidity the withdraw queue has claimed may go too. */
export function withdrawIncludingQueued(
  context: InstructionContext,
  r: ReserveAccount,
  amount: bigint,
): void {
  const total = available(r);
  if (amount > total) {
    context.log(`Withdraw amount ${amount} cannot exceed the total available amount ${total}`);
    throw klendError('InsufficientLiquidity', { source: `${RESERVE_RS}:790` });
  }
  setAvailable(r, total - amount);
}

/** `Reserve::borrow` (no withdraw queue): the floor leaves the vault, the exact debt is recorded. */
export function borrowFromReserve(context: InstructionContext, r: ReserveAccount, amount: bigint) {
  withdrawFreelyAvailable(context, r, amount >> 60n);
  r.bytes.setU128(RESERVE.borrowedAmountSf, add(r.totalBorrow(), amount));
}

/** `ReserveLiquidity::repay`: the tokens come back, at most the whole debt is settled. */
export function repayToReserve(r: ReserveAccount, repayAmount: bigint, settle: bigint): void {
  setAvailable(r, available(r) + repayAmount);
  const borrowed = r.totalBorrow();
  r.bytes.setU128(RESERVE.borrowedAmountSf, sub(borrowed, min(settle, borrowed)));
}

/** `remaining_borrow_capacity`: the borrow limit less what is borrowed, at least 0. */
export function remainingBorrowCapacity(r: ReserveAccount): bigint {
  const limit = fromInt(r.config.borrowLimit);
  const borrowed = r.totalBorrow();
  return limit > borrowed ? limit - borrowed : 0n;
}

const mintFactorSf = (r: ReserveAccount) => 10n ** BigInt(r.mintDecimals) * ONE;

/** `market_value_to_liquidity_amount`. */
export function marketValueToLiquidity(r: ReserveAccount, value: bigint): bigint {
  return fullMulIntRatio(value, mintFactorSf(r), r.sf(RESERVE.marketPriceSf));
}
