import { describe, expect, it } from 'vitest';
import { testKey } from '../testing/fixtures';
import type { ProposalData, ProposalOption } from './proposal';
import {
  isYesNoProposal,
  minYesVoteWeight,
  proposalQuorum,
  proposalTally,
  votingWindow,
} from './proposalVotes';

function option(label: string, voteWeight: bigint): ProposalOption {
  return {
    label,
    voteWeight,
    voteResult: 'None',
    transactionsExecutedCount: 0,
    transactionsCount: 0,
    transactionsNextIndex: 0,
  };
}

function proposal(overrides: Partial<ProposalData>): ProposalData {
  return {
    governance: testKey(1),
    governingTokenMint: testKey(2),
    state: 'Voting',
    tokenOwnerRecord: testKey(3),
    signatoriesCount: 0,
    signatoriesSignedOffCount: 0,
    voteType: { type: 'SingleChoice' },
    options: [option('Approve', 600n)],
    denyVoteWeight: 200n,
    reserved1: 0,
    abstainVoteWeight: null,
    startVotingAt: null,
    draftAt: 0n,
    signingOffAt: null,
    votingAt: 1_000n,
    votingAtSlot: null,
    votingCompletedAt: null,
    executingAt: null,
    closedAt: null,
    executionFlags: 'None',
    maxVoteWeight: null,
    maxVotingTime: null,
    voteThreshold: null,
    name: 'P',
    descriptionLink: '',
    vetoVoteWeight: 50n,
    ...overrides,
  };
}

const yes60 = { communityVoteThreshold: { type: 'YesVotePercentage' as const, value: 60 } };

describe('proposalTally', () => {
  it('reads Yes from the single option and No from the deny weight', () => {
    expect(proposalTally(proposal({}))).toEqual({
      yes: 600n,
      no: 200n,
      abstain: 0n,
      veto: 50n,
      options: [{ label: 'Approve', voteWeight: 600n }],
    });
    expect(isYesNoProposal(proposal({}))).toBe(true);
  });

  it('lists every option of a survey, which has no No', () => {
    const survey = proposal({
      voteType: {
        type: 'MultiChoice',
        choiceType: 'FullWeight',
        minVoterOptions: 1,
        maxVoterOptions: 2,
        maxWinningOptions: 1,
      },
      options: [option('A', 1n), option('B', 2n)],
      denyVoteWeight: null,
    });
    expect(proposalTally(survey).options.map((o) => o.voteWeight)).toEqual([1n, 2n]);
    expect(proposalTally(survey).no).toBe(0n);
    expect(isYesNoProposal(survey)).toBe(false);
  });
});

describe('proposalQuorum', () => {
  it('rounds the minimum Yes up', () => {
    expect(minYesVoteWeight(60, 1_000n)).toBe(600n);
    expect(minYesVoteWeight(60, 1_001n)).toBe(601n);
    expect(minYesVoteWeight(1, 1n)).toBe(1n);
  });

  it('passes at the minimum and above the No votes', () => {
    expect(proposalQuorum(proposal({}), yes60, 1_000n)).toMatchObject({
      thresholdPercent: 60,
      maxVoteWeight: 1_000n,
      minYesVoteWeight: 600n,
      passing: true,
    });
    expect(proposalQuorum(proposal({}), yes60, 1_001n).passing).toBe(false);
  });

  it('treats a tie with No as a defeat', () => {
    const tie = proposal({ options: [option('Approve', 600n)], denyVoteWeight: 600n });
    expect(
      proposalQuorum(
        tie,
        { communityVoteThreshold: { type: 'YesVotePercentage', value: 10 } },
        1_000n,
      ).passing,
    ).toBe(false);
  });

  it('never uses a max weight below what was cast, and prefers stored values after finalizing', () => {
    expect(proposalQuorum(proposal({}), yes60, 10n).maxVoteWeight).toBe(800n);
    const finalized = proposal({
      maxVoteWeight: 5_000n,
      voteThreshold: { type: 'YesVotePercentage', value: 10 },
    });
    expect(proposalQuorum(finalized, yes60, 1n)).toMatchObject({
      maxVoteWeight: 5_000n,
      thresholdPercent: 10,
      minYesVoteWeight: 500n,
    });
  });

  it('gives no minimum for a disabled threshold', () => {
    const q = proposalQuorum(
      proposal({}),
      { communityVoteThreshold: { type: 'Disabled' } },
      1_000n,
    );
    expect([q.thresholdPercent, q.minYesVoteWeight, q.passing]).toEqual([null, null, false]);
  });
});

describe('votingWindow', () => {
  it('ends after the base time, then the cool-off', () => {
    expect(
      votingWindow({ votingAt: 1_000n }, { votingBaseTime: 300, votingCoolOffTime: 60 }),
    ).toEqual({
      votingAt: 1_000n,
      baseEndsAt: 1_300n,
      endsAt: 1_360n,
    });
    expect(
      votingWindow({ votingAt: null }, { votingBaseTime: 300, votingCoolOffTime: 60 }),
    ).toBeNull();
  });
});
