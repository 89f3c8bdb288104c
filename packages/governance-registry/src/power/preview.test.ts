import { describe, expect, it } from 'vitest';
import { mintConfig } from '../testing/fixtures';
import type { LockupKind } from '../vsr/lockup';
import { emptyVotingMintConfig } from '../vsr/votingMintConfig';
import { previewDeposit, previewResetLockup, resetLockupChoices } from './preview';

const DAY = 86_400n;
const NOW = 1_750_000_000n;
// baseline 1.0, max extra 2.0, saturation one year: a one-year cliff triples the weight.
const registrar = {
  votingMints: [
    mintConfig({ baseline: 1_000_000_000n, maxExtra: 2_000_000_000n, saturationSecs: 365n * DAY }),
  ],
  timeOffset: 0n,
};

function preview(kind: LockupKind, periods: number) {
  return previewDeposit({
    registrar,
    votingMintConfigIdx: 0,
    amountNative: 1_000_000n,
    kind,
    periods,
    chainUnixTs: NOW,
  });
}

describe('previewDeposit', () => {
  it('changes with the lockup choice', () => {
    expect(preview('none', 0).votingPower.total).toBe(1_000_000n);
    expect(preview('cliff', 365).votingPower.total).toBe(3_000_000n);
    expect(preview('cliff', 73).votingPower.total).toBe(1_400_000n);
    expect(preview('constant', 73).votingPower.total).toBe(1_400_000n);
    const daily = preview('daily', 365).votingPower.total;
    expect(daily).toBeGreaterThan(1_000_000n);
    expect(daily).toBeLessThan(3_000_000n);
    expect(preview('monthly', 12).votingPower.total).toBeLessThan(3_000_000n);
  });

  it('gives the multiplier as a Decimal', () => {
    expect(preview('cliff', 365).multiplier?.toString()).toBe('3');
    expect(preview('cliff', 73).multiplier?.toString()).toBe('1.4');
  });

  it('builds the entry as the program would', () => {
    expect(preview('monthly', 2).entry).toEqual({
      lockup: { kind: 'monthly', startTs: NOW, endTs: NOW + 2n * 2_628_000n },
      amountDepositedNative: 1_000_000n,
      amountInitiallyLockedNative: 1_000_000n,
      isUsed: true,
      allowClawback: false,
      votingMintConfigIdx: 0,
    });
  });

  it('adds the registrar time offset', () => {
    const shifted = previewDeposit({
      registrar: { ...registrar, timeOffset: DAY },
      votingMintConfigIdx: 0,
      amountNative: 1n,
      kind: 'cliff',
      periods: 1,
      chainUnixTs: NOW,
    });
    expect(shifted.entry.lockup.startTs).toBe(NOW + DAY);
  });

  it('refuses what the program refuses', () => {
    expect(() => preview('cliff', 73_001)).toThrow(expect.objectContaining({ code: 6010 }));
    expect(() =>
      previewDeposit({
        registrar: { votingMints: [emptyVotingMintConfig()], timeOffset: 0n },
        votingMintConfigIdx: 0,
        amountNative: 1n,
        kind: 'none',
        periods: 0,
        chainUnixTs: NOW,
      }),
    ).toThrow(expect.objectContaining({ code: 6014 }));
  });
});

describe('previewResetLockup', () => {
  // test_deposit_constant.rs: baseline 1.0, max extra 1.0, saturation 2 days; constant 2 days,
  // 10 000 deposited, three days later.
  const vsr = {
    votingMints: [
      mintConfig({ baseline: 1_000_000_000n, maxExtra: 1_000_000_000n, saturationSecs: 2n * DAY }),
    ],
    timeOffset: 0n,
  };
  const constant = {
    lockup: { kind: 'constant' as const, startTs: NOW, endTs: NOW + 2n * DAY },
    amountDepositedNative: 10_000n,
    amountInitiallyLockedNative: 10_000n,
    isUsed: true,
    allowClawback: false,
    votingMintConfigIdx: 0,
  };
  const later = NOW + 3n * DAY;

  it('refuses a cliff of one day and weighs a cliff of two days as the program does', () => {
    const reset = (periods: number) =>
      previewResetLockup({
        registrar: vsr,
        entry: constant,
        kind: 'cliff',
        periods,
        chainUnixTs: later,
      });
    expect(() => reset(1)).toThrow(expect.objectContaining({ code: 6010 }));
    const result = reset(2);
    expect(result.votingPower.total).toBe(20_000n);
    expect(result.entry.lockup).toEqual({ kind: 'cliff', startTs: later, endTs: later + 2n * DAY });
    expect(result.multiplier?.toString()).toBe('2');
  });

  it('refuses a less strict kind and a clawback deposit', () => {
    expect(() =>
      previewResetLockup({
        registrar: vsr,
        entry: constant,
        kind: 'daily',
        periods: 5,
        chainUnixTs: later,
      }),
    ).toThrow(expect.objectContaining({ code: 6032 }));
    expect(() =>
      previewResetLockup({
        registrar: vsr,
        entry: { ...constant, allowClawback: true },
        kind: 'constant',
        periods: 5,
        chainUnixTs: later,
      }),
    ).toThrow(expect.objectContaining({ code: 6033 }));
  });
});

describe('resetLockupChoices', () => {
  const entry = (kind: LockupKind, startTs: bigint, endTs: bigint) => ({
    lockup: { kind, startTs, endTs },
    amountDepositedNative: 1n,
    amountInitiallyLockedNative: 1n,
    isUsed: true,
    allowClawback: false,
    votingMintConfigIdx: 0,
  });

  it('offers every kind at least as strict, each long enough to end no sooner', () => {
    // 10.5 days of a daily lockup left: 11 days, or 1 month.
    const daily = entry('daily', NOW - DAY, NOW + 10n * DAY + DAY / 2n);
    expect(resetLockupChoices(daily, NOW)).toEqual([
      { kind: 'daily', minimumPeriods: 11 },
      { kind: 'monthly', minimumPeriods: 1 },
      { kind: 'cliff', minimumPeriods: 11 },
      { kind: 'constant', minimumPeriods: 11 },
    ]);
    const cliff = entry('cliff', NOW, NOW + 40n * DAY);
    expect(resetLockupChoices(cliff, NOW).map((c) => c.kind)).toEqual(['cliff', 'constant']);
    expect(resetLockupChoices(cliff, NOW)[0]?.minimumPeriods).toBe(40);
  });

  it('offers any lockup for an unlocked deposit and nothing for a clawback one', () => {
    const none = entry('none', NOW, NOW);
    expect(resetLockupChoices(none, NOW)).toEqual([
      { kind: 'daily', minimumPeriods: 1 },
      { kind: 'monthly', minimumPeriods: 1 },
      { kind: 'cliff', minimumPeriods: 1 },
      { kind: 'constant', minimumPeriods: 1 },
    ]);
    expect(resetLockupChoices({ ...none, allowClawback: true }, NOW)).toEqual([]);
  });
});
