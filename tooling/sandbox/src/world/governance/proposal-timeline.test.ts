import { describe, expect, it } from 'vitest';
import type { WorldProposalTimeline } from './governance-types';
import { proposalTimeline } from './proposal-timeline';

const HOUR = 3_600;
const DAY = 24 * HOUR;
const rules = {
  votingBaseTimeSeconds: 3 * DAY,
  votingCoolOffTimeSeconds: 12 * HOUR,
  minTransactionHoldUpTimeSeconds: DAY,
};

/** Every recorded time, in the order the program records them, ignoring the unset ones. */
function recorded(t: WorldProposalTimeline): number[] {
  return [
    t.draftOffsetSeconds,
    t.signingOffOffsetSeconds,
    t.votingOffsetSeconds,
    t.votingCompletedOffsetSeconds,
    t.executingOffsetSeconds,
    t.closedOffsetSeconds,
  ].filter((v): v is number => v !== null);
}

describe('proposalTimeline', () => {
  it('records only the draft time of a draft', () => {
    expect(proposalTimeline('Draft', 2, null, rules, false)).toEqual({
      draftOffsetSeconds: -2 * DAY,
      signingOffOffsetSeconds: null,
      votingOffsetSeconds: null,
      votingCompletedOffsetSeconds: null,
      executingOffsetSeconds: null,
      closedOffsetSeconds: null,
    });
  });

  it('starts voting at the last sign-off and leaves a live vote open', () => {
    const t = proposalTimeline('Voting', 2, 20, rules, false);
    expect(t.signingOffOffsetSeconds).toBe(-20 * HOUR);
    expect(t.votingOffsetSeconds).toBe(-20 * HOUR);
    expect(t.votingCompletedOffsetSeconds).toBeNull();
  });

  it('finalizes an hour after the cool-off and executes after the hold-up', () => {
    const t = proposalTimeline('Completed', 30, 600, rules, false);
    const completed = -600 * HOUR + 3 * DAY + 12 * HOUR + HOUR;
    expect(t.votingCompletedOffsetSeconds).toBe(completed);
    expect(t.executingOffsetSeconds).toBe(completed + DAY + 2 * HOUR);
    expect(t.closedOffsetSeconds).toBe(completed + DAY + 3 * HOUR);
    expect(recorded(t)).toEqual([...recorded(t)].sort((a, b) => a - b));
  });

  it('keeps passed, failed and erroring proposals open and closes cancelled ones', () => {
    expect(proposalTimeline('Succeeded', 6, 120, rules, false).executingOffsetSeconds).toBeNull();
    expect(proposalTimeline('Defeated', 20, 432, rules, false).executingOffsetSeconds).toBeNull();
    const errors = proposalTimeline('ExecutingWithErrors', 22, 504, rules, false);
    expect(errors.executingOffsetSeconds).not.toBeNull();
    expect(errors.closedOffsetSeconds).toBeNull();
    expect(proposalTimeline('Cancelled', 15, 336, rules, false).closedOffsetSeconds).toBe(
      -336 * HOUR + 20 * HOUR,
    );
    expect(proposalTimeline('Cancelled', 30, null, rules, false).closedOffsetSeconds).toBe(
      -29 * DAY,
    );
  });

  it('ends a vetoed vote when the veto lands and a survey when it is finalized', () => {
    const vetoed = proposalTimeline('Vetoed', 12, 264, rules, false);
    expect(vetoed.votingCompletedOffsetSeconds).toBe(-264 * HOUR + 22 * HOUR);
    const survey = proposalTimeline('Completed', 61, 1440, rules, true);
    expect(survey.votingCompletedOffsetSeconds).not.toBeNull();
    expect(survey.executingOffsetSeconds).toBeNull();
  });
});
