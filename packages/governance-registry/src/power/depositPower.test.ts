import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositEntry, mintConfig } from '../testing/fixtures';
import {
  applyScaledFactor,
  baselineVoteWeight,
  depositVotingPower,
  maxExtraLockupVoteWeight,
  shiftDigits,
  U64_MAX,
} from './depositPower';
import { unlockedAmount } from './tokenAmounts';

const DAY = 86_400n;

describe('unit conversion (VSR.md §5.1)', () => {
  it('brings two mints with different decimals to one vote unit', () => {
    // 1.0 A (6 decimals, shift 0, baseline 2e9) and 2.0 B (9 decimals, shift −3, baseline 1e9).
    const a = mintConfig({ baseline: 2_000_000_000n, maxExtra: 0n, saturationSecs: 1n });
    const b = mintConfig({
      baseline: 1_000_000_000n,
      maxExtra: 0n,
      saturationSecs: 1n,
      digitShift: -3,
    });
    expect(baselineVoteWeight(a, 1_000_000n)).toBe(2_000_000n);
    expect(baselineVoteWeight(b, 2_000_000_000n)).toBe(2_000_000n);
  });

  it('multiplies by 10^shift and floors negative shifts', () => {
    expect(shiftDigits(123n, 2)).toBe(12_300n);
    expect(shiftDigits(12_399n, -2)).toBe(123n);
    expect(shiftDigits(99n, -2)).toBe(0n);
  });

  it('scales by factor / 1e9 with floor', () => {
    expect(applyScaledFactor(3n, 500_000_000n)).toBe(1n);
    expect(applyScaledFactor(10n, 1_500_000_000n)).toBe(15n);
  });

  it('fails with VoterWeightOverflow (6026) beyond u64', () => {
    expect(() => shiftDigits(U64_MAX, 1)).toThrow(expect.objectContaining({ code: 6026 }));
    expect(() => applyScaledFactor(U64_MAX, 2_000_000_000n)).toThrow(
      expect.objectContaining({ code: 6026 }),
    );
    expect(applyScaledFactor(U64_MAX, 1_000_000_000n)).toBe(U64_MAX);
  });

  it('equals an independent Decimal computation for random inputs', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 10n }),
        fc.integer({ min: -6, max: 6 }),
        (amount, factor, shift) => {
          const config = mintConfig({
            baseline: factor,
            maxExtra: factor,
            saturationSecs: 1n,
            digitShift: shift,
          });
          const shifted =
            shift >= 0 ? amount * 10n ** BigInt(shift) : amount / 10n ** BigInt(-shift);
          expect(baselineVoteWeight(config, amount)).toBe((shifted * factor) / 1_000_000_000n);
          expect(maxExtraLockupVoteWeight(config, amount)).toBe(baselineVoteWeight(config, amount));
        },
      ),
    );
  });
});

describe('far_future_lockup_start_test (VSR.md §7.2)', () => {
  const L = 10_000_000_000n;
  const config = mintConfig({
    baseline: 1_000_000_000n,
    maxExtra: 1_000_000_000n,
    saturationSecs: 5n * DAY,
  });
  const entry = depositEntry({ kind: 'daily', startTs: L, endTs: L + 2n * DAY }, 10_000n);
  const cases: readonly [now: bigint, expected: bigint][] = [
    [100_000n, 20_000n],
    [L - 432_000n, 20_000n],
    [L - 432_000n + 86_400n, 20_000n],
    [L - 432_000n + 86_400n + 1n, 19_999n],
    [L - 432_000n + 172_800n, 19_000n],
    [L - 432_000n + 172_800n + 1n, 18_999n],
  ];
  it.each(cases)('at %i the deposit weighs %i', (now, expected) => {
    expect(depositVotingPower(entry, config, now).total).toBe(expected);
  });

  it('has nothing unlocked far before the start', () => {
    expect(unlockedAmount(entry, 100_000n)).toBe(0n);
  });

  it('splits into baseline and locked parts', () => {
    expect(depositVotingPower(entry, config, L - 432_000n + 172_800n)).toEqual({
      baseline: 10_000n,
      maxExtra: 10_000n,
      locked: 9_000n,
      total: 19_000n,
    });
  });
});
