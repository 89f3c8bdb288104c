import type { WorldProposalState, WorldProposalTimeline } from './governance-types';

const HOUR = 3_600;
const DAY = 24 * HOUR;

/** The governance times a timeline follows (seconds). */
export interface TimelineRules {
  votingBaseTimeSeconds: number;
  votingCoolOffTimeSeconds: number;
  minTransactionHoldUpTimeSeconds: number;
}

/** States the vote was finalized into (voting completed, threshold and max weight recorded). */
const FINALIZED: ReadonlySet<WorldProposalState> = new Set([
  'Succeeded',
  'Executing',
  'Completed',
  'Defeated',
  'ExecutingWithErrors',
]);

/** States in which execution started. */
const EXECUTED: ReadonlySet<WorldProposalState> = new Set([
  'Executing',
  'Completed',
  'ExecutingWithErrors',
]);

export function isFinalizedVote(state: WorldProposalState): boolean {
  return FINALIZED.has(state);
}

/**
 * The timestamps spl-governance records for a proposal in `state`, as offsets from now: drafted,
 * signed off (voting starts at the last sign-off), voting completed an hour after the cool-off
 * ends (when someone finalized it), execution after the hold-up, closed when cancelled or when
 * the last transaction ran. A veto ends the vote 22 hours in; a cancel 20 hours in (or a day
 * after the draft when it never came to a vote).
 */
export function proposalTimeline(
  state: WorldProposalState,
  draftDaysAgo: number,
  votingHoursAgo: number | null,
  rules: TimelineRules,
  survey: boolean,
): WorldProposalTimeline {
  const draft = -draftDaysAgo * DAY;
  const voting = votingHoursAgo === null ? null : -votingHoursAgo * HOUR;
  const timeline: WorldProposalTimeline = {
    draftOffsetSeconds: draft,
    signingOffOffsetSeconds: state === 'SigningOff' ? draft + 2 * HOUR : voting,
    votingOffsetSeconds: voting,
    votingCompletedOffsetSeconds: null,
    executingOffsetSeconds: null,
    closedOffsetSeconds: null,
  };
  if (voting !== null && FINALIZED.has(state)) {
    const completed = voting + rules.votingBaseTimeSeconds + rules.votingCoolOffTimeSeconds + HOUR;
    timeline.votingCompletedOffsetSeconds = completed;
    if (EXECUTED.has(state) && !survey) {
      const executing = completed + rules.minTransactionHoldUpTimeSeconds + 2 * HOUR;
      timeline.executingOffsetSeconds = executing;
      if (state === 'Completed') timeline.closedOffsetSeconds = executing + HOUR;
    }
  }
  if (voting !== null && state === 'Vetoed')
    timeline.votingCompletedOffsetSeconds = voting + 22 * HOUR;
  if (state === 'Cancelled') {
    timeline.closedOffsetSeconds = voting === null ? draft + DAY : voting + 20 * HOUR;
  }
  return timeline;
}
