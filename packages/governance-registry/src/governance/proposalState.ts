/** ProposalState by its on-chain u8 value. */
export const PROPOSAL_STATES = [
  'Draft',
  'SigningOff',
  'Voting',
  'Succeeded',
  'Executing',
  'Completed',
  'Cancelled',
  'Defeated',
  'ExecutingWithErrors',
  'Vetoed',
] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

/** What the screens call each state (D§4). */
export const PROPOSAL_STATE_LABELS: Readonly<Record<ProposalState, string>> = {
  Draft: 'Created',
  SigningOff: 'Signing Off',
  Voting: 'In Progress',
  Succeeded: 'Passed',
  Executing: 'Executing',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
  Defeated: 'Failed',
  ExecutingWithErrors: 'Executing With Errors',
  Vetoed: 'Vetoed',
};

export function proposalStateLabel(state: ProposalState): string {
  return PROPOSAL_STATE_LABELS[state];
}

/** States after which nothing about the vote can change. */
export function isFinalProposalState(state: ProposalState): boolean {
  return (
    state === 'Completed' ||
    state === 'Cancelled' ||
    state === 'Defeated' ||
    state === 'ExecutingWithErrors' ||
    state === 'Vetoed'
  );
}
