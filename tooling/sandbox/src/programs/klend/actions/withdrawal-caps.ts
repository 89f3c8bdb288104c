import type { AccountBytes } from '../account-bytes';
import { klendError } from '../anchor-errors';
import { WITHDRAWAL_CAPS as W } from '../layout-offsets';

/*
 * `withdrawal_cap_operations` (MATH §5): a reserve's daily (or any interval) net outflow cap on
 * supplied liquidity or on new debt. Adding checks the room left in the current interval, which
 * restarts once its length has passed; removing (inflows) may take the total below zero.
 */

const I64_MIN = -(1n << 63n);
const I64_MAX = (1n << 63n) - 1n;
const U64_MAX = (1n << 64n) - 1n;

interface Caps {
  capacity: bigint;
  currentTotal: bigint;
  lastStart: bigint;
  interval: bigint;
}

/** i64 fields are stored as two's complement u64. */
const signed = (raw: bigint) => (raw > I64_MAX ? raw - (1n << 64n) : raw);
const unsigned = (value: bigint) => (value < 0n ? value + (1n << 64n) : value);

function read(bytes: AccountBytes, base: number): Caps {
  return {
    capacity: signed(bytes.u64(base + W.configCapacity)),
    currentTotal: signed(bytes.u64(base + W.currentTotal)),
    lastStart: bytes.u64(base + W.lastIntervalStartTimestamp),
    interval: bytes.u64(base + W.configIntervalLengthSeconds),
  };
}

function write(bytes: AccountBytes, base: number, caps: Caps): void {
  bytes.setU64(base + W.currentTotal, unsigned(caps.currentTotal));
  bytes.setU64(base + W.lastIntervalStartTimestamp, caps.lastStart);
}

/** `remaining_withdrawal_caps_amount`. */
export function remainingCapsAmount(caps: Caps, now: bigint): bigint {
  if (caps.interval === 0n) return U64_MAX;
  if (caps.capacity < 0n) return 0n;
  const spent = now > caps.lastStart ? now - caps.lastStart : 0n;
  const current = spent >= caps.interval ? 0n : caps.currentTotal;
  return current <= caps.capacity ? caps.capacity - current : 0n;
}

const saturate = (value: bigint) => (value > I64_MAX ? I64_MAX : value < I64_MIN ? I64_MIN : value);

function update(bytes: AccountBytes, base: number, amount: bigint, add: boolean, now: bigint) {
  const caps = read(bytes, base);
  if (amount > I64_MAX) {
    // `requested_amount.try_into()` fails before any arithmetic.
    throw klendError(caps.interval === 0n ? 'MathOverflow' : 'IntegerOverflow');
  }
  const delta = add ? amount : -amount;
  if (caps.interval === 0n) {
    caps.currentTotal = saturate(caps.currentTotal + delta);
  } else {
    if (caps.lastStart > now) throw klendError('LastTimestampGreaterThanCurrent');
    if (caps.interval <= now - caps.lastStart) {
      caps.currentTotal = 0n;
      caps.lastStart = now;
    }
    if (add && amount > remainingCapsAmount(caps, now)) throw klendError('WithdrawalCapReached');
    const next = caps.currentTotal + delta;
    if (next > I64_MAX || next < I64_MIN) throw klendError('MathOverflow');
    caps.currentTotal = next;
  }
  write(bytes, base, caps);
}

/** `add_to_withdrawal_accum`: an outflow (a withdrawal, a new debt). */
export function addToWithdrawalAccum(
  bytes: AccountBytes,
  base: number,
  amount: bigint,
  now: bigint,
) {
  update(bytes, base, amount, true, now);
}

/** `sub_from_withdrawal_accum`: an inflow (a deposit, a repayment). */
export function subFromWithdrawalAccum(
  bytes: AccountBytes,
  base: number,
  amount: bigint,
  now: bigint,
) {
  update(bytes, base, amount, false, now);
}
