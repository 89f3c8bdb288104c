import { describe, expect, it } from 'vitest';
import { isFinalProposalState, PROPOSAL_STATES, proposalStateLabel } from './proposalState';

describe('proposal states', () => {
  it('are numbered as on chain', () => {
    expect(PROPOSAL_STATES.indexOf('Draft')).toBe(0);
    expect(PROPOSAL_STATES.indexOf('Voting')).toBe(2);
    expect(PROPOSAL_STATES.indexOf('Defeated')).toBe(7);
    expect(PROPOSAL_STATES.indexOf('Vetoed')).toBe(9);
  });

  it('carry the D§4 labels, spelt exactly', () => {
    expect(PROPOSAL_STATES.map((state) => [state, proposalStateLabel(state)])).toEqual([
      ['Draft', 'Created'],
      ['SigningOff', 'Signing Off'],
      ['Voting', 'In Progress'],
      ['Succeeded', 'Passed'],
      ['Executing', 'Executing'],
      ['Completed', 'Completed'],
      ['Cancelled', 'Cancelled'],
      ['Defeated', 'Failed'],
      ['ExecutingWithErrors', 'Executing With Errors'],
      ['Vetoed', 'Vetoed'],
    ]);
  });

  it('knows which states are final', () => {
    expect(PROPOSAL_STATES.filter(isFinalProposalState)).toEqual([
      'Completed',
      'Cancelled',
      'Defeated',
      'ExecutingWithErrors',
      'Vetoed',
    ]);
  });
});
