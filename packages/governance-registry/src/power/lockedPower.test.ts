import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Lockup, LockupKind } from '../vsr/lockup';
import { guaranteedLockedVotePower, lockedVotePower } from './lockedPower';

// VSR.md §7.1 (state/lockup.rs): S = 365 days + 7 hours, maxExtra = the deposit.
const START = 1_634_929_833n;
const SATURATION = 31_561_200n;
const DAY = 86_400n;

function lockup(kind: LockupKind, days: bigint): Lockup {
  return { kind, startTs: START, endTs: START + days * DAY };
}

const VECTORS: readonly [
  name: string,
  kind: LockupKind,
  amount: bigint,
  days: bigint,
  offset: bigint,
  expected: bigint,
][] = [
  ['voting_power_cliff_warmup', 'cliff', 10_000_000n, 10n, -43_200n, 287_441n],
  ['voting_power_cliff_start', 'cliff', 10_000_000n, 10n, 0n, 273_753n],
  ['voting_power_cliff_one_third_day', 'cliff', 10_000_000n, 10n, 28_512n, 264_719n],
  ['voting_power_cliff_half_day', 'cliff', 10_000_000n, 10n, 43_200n, 260_066n],
  ['voting_power_cliff_two_thirds_day', 'cliff', 10_000_000n, 10n, 57_024n, 255_686n],
  ['voting_power_cliff_one_day', 'cliff', 10_000_000n, 10n, 86_400n, 246_378n],
  ['voting_power_cliff_one_day_one_third', 'cliff', 10_000_000n, 10n, 114_912n, 237_344n],
  ['voting_power_cliff_two_days', 'cliff', 10_000_000n, 10n, 172_800n, 219_003n],
  ['voting_power_cliff_nine_dot_nine_days', 'cliff', 10_000_000n, 10n, 855_360n, 2_737n],
  ['voting_power_cliff_ten_days', 'cliff', 10_000_000n, 10n, 864_000n, 0n],
  ['voting_power_cliff_ten_dot_one_days', 'cliff', 10_000_000n, 10n, 872_640n, 0n],
  ['voting_power_cliff_eleven_days (10.1 d as written)', 'cliff', 10_000_000n, 10n, 872_640n, 0n],
  ['voting_power_daily_warmup', 'daily', 10_000_000n, 10n, -129_600n, 191_627n],
  ['voting_power_daily_start', 'daily', 10_000_000n, 10n, 0n, 150_564n],
  ['voting_power_daily_one_half', 'daily', 10_000_000n, 10n, 43_200n, 136_876n],
  ['voting_power_daily_one', 'daily', 10_000_000n, 10n, 86_400n, 123_189n],
  ['voting_power_daily_one_and_one_third', 'daily', 10_000_000n, 10n, 112_320n, 115_797n],
  ['voting_power_daily_two', 'daily', 10_000_000n, 10n, 172_800n, 98_551n],
  ['voting_power_daily_nine', 'daily', 10_000_000n, 10n, 777_600n, 2_737n],
  ['voting_power_daily_nine_dot_nine', 'daily', 10_000_000n, 10n, 855_360n, 273n],
  ['voting_power_daily_ten', 'daily', 10_000_000n, 10n, 864_000n, 0n],
  ['voting_power_daily_ten_dot_one', 'daily', 10_000_000n, 10n, 872_640n, 0n],
  ['voting_power_daily_eleven', 'daily', 10_000_000n, 10n, 950_400n, 0n],
  ['voting_power_daily_saturation', 'daily', 365_000_000n, 365n, 0n, 182_853_883n],
  ['voting_power_daily_above_saturation1', 'daily', 375_000_000n, 375n, 0n, 192_853_883n],
  ['voting_power_daily_above_saturation2', 'daily', 375_000_000n, 375n, 43_200n, 192_354_283n],
];

describe('lockedVotePower: VSR.md §7.1 vectors', () => {
  it.each(VECTORS)('%s', (_name, kind, amount, days, offset, expected) => {
    expect(lockedVotePower(lockup(kind, days), START + offset, amount, SATURATION)).toBe(expected);
  });

  it('matches the worked checks', () => {
    expect((10_000_000n * 864_000n) / SATURATION).toBe(273_753n);
    expect((10_000_000n * 4_752_000n) / (10n * SATURATION)).toBe(150_564n);
  });
});

describe('lockedVotePower by kind', () => {
  const maxExtra = 1_000_000n;
  const S = 10n * DAY;

  it('gives nothing for none', () => {
    expect(
      lockedVotePower(
        { kind: 'none', startTs: START, endTs: START + 5n * DAY },
        START,
        maxExtra,
        S,
      ),
    ).toBe(0n);
  });

  it('keeps a constant lockup at its full length however much time passes', () => {
    const constant = lockup('constant', 5n);
    const atStart = lockedVotePower(constant, START, maxExtra, S);
    expect(atStart).toBe(500_000n);
    expect(lockedVotePower(constant, START + 4n * DAY, maxExtra, S)).toBe(atStart);
    expect(lockedVotePower(constant, START + 1000n * DAY, maxExtra, S)).toBe(atStart);
  });

  it('decays cliff, daily and monthly lockups to zero at the end', () => {
    for (const kind of ['cliff', 'daily', 'monthly'] as const) {
      const l: Lockup = {
        kind,
        startTs: START,
        endTs: START + 3n * (kind === 'monthly' ? 2_628_000n : DAY),
      };
      const early = lockedVotePower(l, START + 1n, maxExtra, S);
      const later = lockedVotePower(l, l.endTs - 1n, maxExtra, S);
      expect(early).toBeGreaterThan(later);
      expect(lockedVotePower(l, l.endTs, maxExtra, S)).toBe(0n);
    }
  });

  it('saturates: a cliff longer than S earns maxExtra', () => {
    expect(lockedVotePower(lockup('cliff', 30n), START, maxExtra, S)).toBe(maxExtra);
  });

  it('never exceeds maxExtra and never grows with time (vesting kinds: S above one period)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<LockupKind>('cliff', 'daily', 'monthly', 'constant'),
        fc.integer({ min: 1, max: 400 }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 400n * DAY }),
        fc.bigInt({ min: -30n * DAY, max: 500n * DAY }),
        fc.bigInt({ min: 0n, max: 10n * DAY }),
        (kind, periods, maxExtra, S, offset, step) => {
          const period = kind === 'monthly' ? 2_628_000n : DAY;
          fc.pre(kind === 'cliff' || kind === 'constant' || S > period);
          const l: Lockup = { kind, startTs: START, endTs: START + BigInt(periods) * period };
          const now = START + offset;
          const power = lockedVotePower(l, now, maxExtra, S);
          expect(power).toBeGreaterThanOrEqual(0n);
          expect(power).toBeLessThanOrEqual(maxExtra);
          expect(lockedVotePower(l, now + step, maxExtra, S)).toBeLessThanOrEqual(power);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps the program quirk: the full maxExtra once the next tranche is beyond S', () => {
    // 8 months, S just above the time to the next tranche: one saturated tranche of 8 counts
    // for 1/8, but at a tranche boundary with a period longer than S the program returns maxExtra.
    const monthly: Lockup = { kind: 'monthly', startTs: START, endTs: START + 8n * 2_628_000n };
    const S = 342_892n;
    const before = START + 18_053_109n;
    expect(lockedVotePower(monthly, before, 8_000n, S)).toBe(1_999n);
    expect(lockedVotePower(monthly, before + 342_891n, 8_000n, S)).toBe(8_000n);
  });

  it('refuses a vesting lockup that is not whole periods (6010)', () => {
    const broken: Lockup = { kind: 'daily', startTs: START, endTs: START + DAY + 1n };
    expect(() => lockedVotePower(broken, START, maxExtra, S)).toThrow(
      expect.objectContaining({ code: 6010 }),
    );
  });

  it('refuses a zero saturation once there is weight to lock (6027)', () => {
    expect(() => lockedVotePower(lockup('cliff', 2n), START, maxExtra, 0n)).toThrow(
      expect.objectContaining({ code: 6027 }),
    );
    expect(lockedVotePower(lockup('cliff', 2n), START, 0n, 0n)).toBe(0n);
  });
});

describe('guaranteedLockedVotePower: VSR.md §7.2 guaranteed_lockup_test', () => {
  const start = 10_000_000_000n;
  const constant: Lockup = { kind: 'constant', startTs: start, endTs: start + 5n * DAY };
  const cases: readonly [cur: bigint, at: bigint, expected: bigint][] = [
    [0n, 0n, 50n],
    [-1n, 0n, 40n],
    [-100n, 0n, 0n],
    [-100n, -98n, 30n],
    [0n, 1n, 40n],
    [0n, 5n, 0n],
    [0n, 50n, 0n],
    [1n, 1n, 50n],
    [1n, 2n, 40n],
    [1n, 20n, 0n],
    [50n, 50n, 50n],
    [50n, 51n, 40n],
    [50n, 80n, 0n],
  ];
  it.each(cases)('(cur %i d, at %i d) → %i', (cur, at, expected) => {
    expect(
      guaranteedLockedVotePower(constant, start + cur * DAY, start + at * DAY, 100n, 10n * DAY),
    ).toBe(expected);
  });
});
