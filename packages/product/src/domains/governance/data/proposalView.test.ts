// @vitest-environment node
import { PROPOSAL_STATES, SECS_PER_DAY } from '@keel/governance-registry';
import { describe, expect, it } from 'vitest';
import {
  communityMaxVoteWeight,
  proposalDetail,
  proposalRow,
  voteRecordView,
} from './proposalView';
import {
  FIXTURE_NOW,
  governanceFixture,
  proposalFixture,
  realmFixture,
  voteRecordFixture,
} from './testing/governanceFixtures';

const governance = governanceFixture(realmFixture('Acme'));
const TOKEN = 1_000_000n;
const SUPPLY = 10_000_000_000n * TOKEN;

describe('communityMaxVoteWeight', () => {
  it('is the supply fraction (10^10 = all) or the absolute value', () => {
    expect(communityMaxVoteWeight({ type: 'SupplyFraction', value: 1_000_000_000n }, SUPPLY)).toBe(
      1_000_000_000n * TOKEN,
    );
    expect(communityMaxVoteWeight({ type: 'SupplyFraction', value: 10_000_000_000n }, 7n)).toBe(7n);
    expect(communityMaxVoteWeight({ type: 'Absolute', value: 42n }, SUPPLY)).toBe(42n);
  });
});

describe('proposalRow', () => {
  it('labels every state as D§4 names it', () => {
    const labels = PROPOSAL_STATES.map((state) => proposalRow(proposalFixture(50, state)).label);
    expect(labels).toEqual([
      'Created',
      'Signing Off',
      'In Progress',
      'Passed',
      'Executing',
      'Completed',
      'Cancelled',
      'Failed',
      'Executing With Errors',
      'Vetoed',
    ]);
  });

  it('takes Yes from the option and No from the deny weight', () => {
    const row = proposalRow(proposalFixture(51, 'Voting'));
    expect(row).toMatchObject({ yesNo: true, yes: 70_000_000n * TOKEN, no: 12_500_000n * TOKEN });
  });

  it('lists the options of a survey', () => {
    const survey = proposalFixture(52, 'Voting', {
      denyVoteWeight: null,
      options: ['A', 'B'].map((label, i) => ({
        label,
        voteWeight: BigInt(i + 1) * TOKEN,
        voteResult: 'None' as const,
        transactionsExecutedCount: 0,
        transactionsCount: 0,
        transactionsNextIndex: 0,
      })),
    });
    const row = proposalRow(survey);
    expect(row.yesNo).toBe(false);
    expect(row.options).toEqual([
      { label: 'A', votes: TOKEN },
      { label: 'B', votes: 2n * TOKEN },
    ]);
  });
});

describe('proposalDetail', () => {
  const maxVoteWeight = 1_000_000_000n * TOKEN;

  it('has the quorum of the governance while voting, and the window from votingAt', () => {
    const proposal = proposalFixture(53, 'Voting');
    const detail = proposalDetail(proposal, governance, maxVoteWeight, FIXTURE_NOW);
    expect(detail.quorum).toEqual({
      thresholdPercent: 5,
      maxVoteWeight,
      minYes: 50_000_000n * TOKEN,
      passing: true,
    });
    const votingAt = FIXTURE_NOW - SECS_PER_DAY;
    expect(detail.timeline.votingAt).toBe(votingAt);
    expect(detail.timeline.votingEndsAt).toBe(votingAt + 3n * SECS_PER_DAY);
    expect(detail.timeline.coolOffEndsAt).toBe(votingAt + 3n * SECS_PER_DAY + 43_200n);
    expect(detail).toMatchObject({ canVote: true, canApprove: true, canRelinquish: true });
  });

  it('accepts only No during the cool-off and nothing after it', () => {
    const proposal = proposalFixture(54, 'Voting');
    const baseEnd = FIXTURE_NOW - SECS_PER_DAY + 3n * SECS_PER_DAY;
    expect(proposalDetail(proposal, governance, maxVoteWeight, baseEnd)).toMatchObject({
      canVote: true,
      canApprove: false,
    });
    expect(proposalDetail(proposal, governance, maxVoteWeight, baseEnd + 43_200n)).toMatchObject({
      canVote: false,
      canApprove: false,
      // Past its window and not yet finalized: the program refuses a relinquish too.
      canRelinquish: false,
    });
  });

  it('uses the stored threshold and max weight of a finished vote', () => {
    const proposal = proposalFixture(55, 'Defeated', {
      maxVoteWeight: 2_000_000_000n * TOKEN,
      voteThreshold: { type: 'YesVotePercentage', value: 10 },
    });
    const detail = proposalDetail(proposal, governance, maxVoteWeight, FIXTURE_NOW);
    expect(detail.quorum).toMatchObject({ thresholdPercent: 10, passing: false });
    expect(detail.quorum.minYes).toBe(200_000_000n * TOKEN);
    expect(detail.canVote).toBe(false);
    // Decided: a vote is marked relinquished, which releases the stake.
    expect(detail.canRelinquish).toBe(true);
  });

  it('links a description that is a URL, shows text otherwise', () => {
    const link = proposalFixture(56, 'Draft', { descriptionLink: 'https://forum.example/p/1' });
    expect(proposalDetail(link, governance, maxVoteWeight, FIXTURE_NOW).descriptionUrl).toBe(
      'https://forum.example/p/1',
    );
    const text = proposalFixture(57, 'Draft', { descriptionLink: 'javascript:alert(1)' });
    expect(proposalDetail(text, governance, maxVoteWeight, FIXTURE_NOW).descriptionUrl).toBeNull();
  });
});

describe('voteRecordView', () => {
  it('names the vote as the wallet cast it', () => {
    const proposal = proposalFixture(58, 'Voting');
    const yes = voteRecordFixture(proposal);
    expect(voteRecordView(yes, proposal)).toEqual({
      choice: 'Yes',
      votes: yes.voterWeight,
      relinquished: false,
    });
    expect(voteRecordView({ ...yes, vote: { kind: 'Deny' } }, proposal).choice).toBe('No');
  });
});
