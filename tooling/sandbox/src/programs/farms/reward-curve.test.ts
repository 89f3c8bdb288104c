import { describe, expect, it } from 'vitest';
import { programFailure } from '../../test-support/program-failure';
import { cumulativeAmountIssuedSince, type RewardCurve } from './reward-curve';

/*
 * kfarms state.rs `get_cumulative_amount_issued_since_last_ts`, worked by hand on a curve of
 * 10 per second from 0, 20 from 200, 0 from 300 (the other seventeen points unused).
 */
const curve: RewardCurve = [
  { tsStart: 0n, rewardPerTimeUnit: 10n },
  { tsStart: 200n, rewardPerTimeUnit: 20n },
  { tsStart: 300n, rewardPerTimeUnit: 0n },
];

describe('the reward curve’s cumulative issuance', () => {
  it('integrates every point the span crosses: 10 × 50 + 20 × 100 + 0 × 50', () => {
    expect(cumulativeAmountIssuedSince(curve, 150n, 350n)).toBe(2_500n);
  });

  it('starts from the point in force at the last issuance (20 × 10 inside the second)', () => {
    expect(cumulativeAmountIssuedSince(curve, 250n, 260n)).toBe(200n);
    expect(cumulativeAmountIssuedSince(curve, 200n, 201n)).toBe(20n);
  });

  it('stops at a point starting at now, and issues nothing over no time', () => {
    expect(cumulativeAmountIssuedSince(curve, 100n, 200n)).toBe(1_000n);
    expect(cumulativeAmountIssuedSince(curve, 120n, 120n)).toBe(0n);
  });

  it('keeps the last used point’s rate for ever (7 × 100 past 300)', () => {
    const lasting: RewardCurve = [...curve.slice(0, 2), { tsStart: 300n, rewardPerTimeUnit: 7n }];
    expect(cumulativeAmountIssuedSince(lasting, 400n, 500n)).toBe(700n);
    expect(cumulativeAmountIssuedSince(lasting, 250n, 400n)).toBe(20n * 50n + 7n * 100n);
  });

  it('refuses a last issuance after now (InvalidTimestamp, 6044)', () => {
    const error = programFailure(() => cumulativeAmountIssuedSince(curve, 351n, 350n));
    expect(error.error).toEqual({ Custom: 6044 });
    expect(error.logs[0]).toBe('Program log: last_issued_ts should be less than current_ts');
  });

  it('refuses a curve that starts after the last issuance (InvalidRpsCurvePoint, 6043)', () => {
    const late: RewardCurve = [{ tsStart: 100n, rewardPerTimeUnit: 1n }];
    const error = programFailure(() => cumulativeAmountIssuedSince(late, 50n, 150n));
    expect(error.error).toEqual({ Custom: 6043 });
    expect(programFailure(() => cumulativeAmountIssuedSince([], 50n, 150n)).error).toEqual({
      Custom: 6043,
    });
  });

  it('panics on u64 overflow, as the program built with overflow-checks does', () => {
    const steep: RewardCurve = [{ tsStart: 0n, rewardPerTimeUnit: 1n << 63n }];
    expect(cumulativeAmountIssuedSince(steep, 0n, 1n)).toBe(1n << 63n);
    const error = programFailure(() => cumulativeAmountIssuedSince(steep, 0n, 2n));
    expect(error.error).toBe('ProgramFailedToComplete');
    expect(error.logs).toEqual(["Program log: panicked at 'attempt to multiply with overflow'"]);
  });
});
