import { describe, expect, it } from 'vitest';
import { borrowRateSf, compoundedInterestSf } from './reserveAccrual';

/*
 * Hand-worked from klend 1.16.0 (`approximate_compounded_interest`, `get_borrow_rate`), in
 * U68F60 bits (ONE = 2^60), every product and quotient truncated.
 */
const ONE = 1n << 60n;
const curve = [
  { utilizationRateBps: 0, borrowRateBps: 0 },
  { utilizationRateBps: 8_000, borrowRateBps: 800 },
  { utilizationRateBps: 10_000, borrowRateBps: 5_000 },
  { utilizationRateBps: 10_000, borrowRateBps: 5_000 },
];
const FOUR_PERCENT = (4n * ONE) / 100n;
/** ⌊4 % / 63 072 000⌋: the per-slot rate. */
const PER_SLOT = 731_178_021n;

describe('klend’s borrow rate curve in bits', () => {
  it('interpolates at the exact utilization: ⌊u × 800 / 8 000⌋', () => {
    expect(borrowRateSf(curve, ONE / 2n)).toBe(57_646_075_230_342_348n);
  });

  it('takes a point’s rate when the utilization rounds to its bps', () => {
    expect(borrowRateSf(curve, (8n * ONE) / 10n)).toBe((800n * ONE) / 10_000n);
    expect(borrowRateSf(curve, 2n * ONE)).toBe((5_000n * ONE) / 10_000n); // capped at 100 %
  });
});

describe('klend’s compounded interest in bits', () => {
  it('multiplies out up to four slots', () => {
    expect(compoundedInterestSf(FOUR_PERCENT, 0n)).toBe(ONE);
    expect(compoundedInterestSf(FOUR_PERCENT, 1n)).toBe(ONE + PER_SLOT);
    expect(compoundedInterestSf(FOUR_PERCENT, 2n)).toBe(1_152_921_506_069_203_018n);
    expect(compoundedInterestSf(FOUR_PERCENT, 4n)).toBe(1_152_921_507_531_559_061n);
  });

  it('keeps the binomial terms past four slots, the square of the per-slot rate truncated to 0', () => {
    // ⌊b·b / ONE⌋ = 0: 1 + 10·b only.
    expect(compoundedInterestSf(FOUR_PERCENT, 10n)).toBe(ONE + 10n * PER_SLOT);
    expect(compoundedInterestSf(FOUR_PERCENT, 10n)).toBe(1_152_921_511_918_627_186n);
  });
});
