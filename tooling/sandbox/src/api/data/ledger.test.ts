import { describe, expect, it } from 'vitest';
import { createPrng } from '../../world/prng';
import { dec } from './decimal';
import { balanceAt, buildLedger, lastCloseTime } from './ledger';

describe('buildLedger', () => {
  const options = {
    start: 1_000,
    end: 1_000_000,
    count: 200,
    finalBalance: dec('123.456789'),
    scale: dec('123.456789'),
    places: 6,
  };

  it('ends exactly on the final balance and never goes negative', () => {
    const events = buildLedger({ ...options, prng: createPrng('ledger') });
    expect(events).toHaveLength(200);
    expect(events.at(-1)?.balance.toFixed()).toBe('123.456789');
    let balance = dec(0);
    for (const event of events) {
      expect(event.delta.isZero()).toBe(false);
      balance = balance.plus(event.delta);
      expect(balance.equals(event.balance)).toBe(true);
      expect(balance.lessThan(0)).toBe(false);
      expect(event.balance.decimalPlaces()).toBeLessThanOrEqual(6);
    }
    expect(events.map((e) => e.time)).toEqual([...events.map((e) => e.time)].sort((a, b) => a - b));
  });

  it('is deterministic for a seed', () => {
    const a = buildLedger({ ...options, prng: createPrng('same') });
    const b = buildLedger({ ...options, prng: createPrng('same') });
    expect(a.map((e) => e.delta.toFixed())).toEqual(b.map((e) => e.delta.toFixed()));
  });

  it('empties the position at closeAt and can close for good', () => {
    const events = buildLedger({ ...options, prng: createPrng('close'), closeAt: 80 });
    expect(events[80]?.balance.isZero()).toBe(true);
    expect(lastCloseTime(events)).toBe(events[80]?.time);
    const closed = buildLedger({ ...options, prng: createPrng('closed'), finalBalance: dec(0) });
    expect(closed.at(-1)?.balance.isZero()).toBe(true);
    expect(() => buildLedger({ ...options, prng: createPrng('x'), closeAt: 199 })).toThrow(
      RangeError,
    );
  });

  it('reads the balance at any time', () => {
    const events = buildLedger({ ...options, prng: createPrng('at') });
    expect(balanceAt(events, 0).isZero()).toBe(true);
    const tenth = events[10];
    expect(balanceAt(events, tenth?.time ?? 0).equals(tenth?.balance ?? -1)).toBe(true);
    expect(balanceAt(events, Number.MAX_SAFE_INTEGER).toFixed()).toBe('123.456789');
  });
});
