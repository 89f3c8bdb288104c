import { MathDecimal } from '@keel/core-math';
import type { Prng } from '../../world/prng';
import { type Decimal, factor, ZERO } from './decimal';

/** One change of a position: a deposit (positive delta) or a withdrawal (negative). */
export interface LedgerEvent {
  index: number;
  time: number;
  delta: Decimal;
  /** Balance after the event. */
  balance: Decimal;
  /** A landed transaction's signature and landing time (epoch ms); seeded events have none. */
  landed?: { signature: string; time: number };
}

/**
 * The seeded history followed by what landed on the chain since (oldest first). A landed change
 * is valued at the dataset's "now" (its anchor) when it landed after it, so today's figures
 * count it; its row keeps the real landing time and signature.
 */
export function withLanded(
  seeded: readonly LedgerEvent[],
  landed: readonly { signature: string; time: number; delta: Decimal }[],
  anchor: number,
): LedgerEvent[] {
  const events = [...seeded];
  let balance = seeded.at(-1)?.balance ?? ZERO;
  for (const change of landed) {
    balance = balance.plus(change.delta);
    events.push({
      index: events.length,
      time: Math.max(Math.min(change.time, anchor), events.at(-1)?.time ?? -Infinity),
      delta: change.delta,
      balance,
      landed: { signature: change.signature, time: change.time },
    });
  }
  return events;
}

export interface LedgerOptions {
  prng: Prng;
  start: number;
  end: number;
  count: number;
  /** Balance after the last event (0 closes the position). */
  finalBalance: Decimal;
  /** Typical balance while open (used when finalBalance is 0). */
  scale: Decimal;
  places: number;
  /** Index of an event that empties the position part-way (a full withdrawal). */
  closeAt?: number;
  /** Range of open balances as fractions of the scale; default 0.3 to 1.6. */
  spread?: readonly [number, number];
}

/**
 * A position's history as `count` deposits and withdrawals between `start` and `end` that
 * land exactly on `finalBalance`. Balances wander within `spread` of the scale (30 % to 160 %) and
 * never go negative, so every withdrawal is covered by earlier deposits.
 */
export function buildLedger(options: LedgerOptions): LedgerEvent[] {
  const { prng, start, end, count, places } = options;
  if (count < 2) throw new RangeError('A ledger needs at least two events');
  if (options.closeAt !== undefined && (options.closeAt < 1 || options.closeAt > count - 3))
    throw new RangeError('closeAt must leave events on both sides');
  const scale = options.finalBalance.isZero() ? options.scale : options.finalBalance;
  const span = Math.max(1, end - start);
  const times = Array.from({ length: count }, (_, index) =>
    index === 0 ? start : start + Math.floor(prng.next() * span),
  ).sort((a, b) => a - b);
  const events: LedgerEvent[] = [];
  let balance = ZERO;
  const step = new MathDecimal(10).pow(-places);
  const [low, high] = options.spread ?? [0.3, 1.6];
  for (let index = 0; index < count; index += 1) {
    let target: Decimal;
    if (index === count - 1) target = options.finalBalance;
    else if (index === options.closeAt) target = ZERO;
    else {
      target = scale
        .mul(factor(low + prng.next() * (high - low)))
        .toDecimalPlaces(places, MathDecimal.ROUND_DOWN);
      // Every event must move the balance, including the last one onto the final balance.
      while (target.equals(balance) || (index === count - 2 && target.equals(options.finalBalance)))
        target = target.plus(step);
    }
    events.push({
      index,
      time: times[index] as number,
      delta: target.minus(balance),
      balance: target,
    });
    balance = target;
  }
  return events;
}

/** Balance at `time`: after the last event at or before it (0 before the first). */
export function balanceAt(events: readonly LedgerEvent[], time: number): Decimal {
  let low = 0;
  let high = events.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((events[middle] as LedgerEvent).time <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found < 0 ? ZERO : (events[found] as LedgerEvent).balance;
}

/** Time of the last event that emptied the position, or undefined when it never closed. */
export function lastCloseTime(events: readonly LedgerEvent[]): number | undefined {
  for (let index = events.length - 1; index >= 0; index -= 1) {
    const event = events[index] as LedgerEvent;
    if (event.balance.isZero()) return event.time;
  }
  return undefined;
}
