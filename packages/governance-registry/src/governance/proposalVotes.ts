import type { VoteThreshold } from './enums';
import type { GovernanceConfig } from './governanceConfig';
import type { ProposalData } from './proposal';

// Math.max does not take bigint.
const larger = (a: bigint, b: bigint): bigint => (a >= b ? a : b);

/** Vote weights cast on a proposal, by kind. */
export interface ProposalTally {
  /** Single choice: the one option's weight; multi choice: the sum over options. */
  yes: bigint;
  /** Deny weight (0 when the proposal has no deny option). */
  no: bigint;
  abstain: bigint;
  veto: bigint;
  options: { label: string; voteWeight: bigint }[];
}

export function proposalTally(proposal: ProposalData): ProposalTally {
  const options = proposal.options.map(({ label, voteWeight }) => ({ label, voteWeight }));
  return {
    yes: options.reduce((sum, option) => sum + option.voteWeight, 0n),
    no: proposal.denyVoteWeight ?? 0n,
    abstain: proposal.abstainVoteWeight ?? 0n,
    veto: proposal.vetoVoteWeight,
    options,
  };
}

/** A Yes/No proposal: single choice with one option and a deny option. */
export function isYesNoProposal(proposal: ProposalData): boolean {
  return (
    proposal.voteType.type === 'SingleChoice' &&
    proposal.options.length === 1 &&
    proposal.denyVoteWeight !== null
  );
}

/** Yes weight needed to pass: ceil(percent × maxVoteWeight / 100). */
export function minYesVoteWeight(thresholdPercent: number, maxVoteWeight: bigint): bigint {
  const product = BigInt(thresholdPercent) * maxVoteWeight;
  return (product + 99n) / 100n;
}

/** Quorum progress of the community vote: what is needed and whether it is reached. */
export interface ProposalQuorum {
  /** Null when the threshold is disabled or not a yes-percentage (the program resolves neither). */
  thresholdPercent: number | null;
  maxVoteWeight: bigint;
  minYesVoteWeight: bigint | null;
  yes: bigint;
  no: bigint;
  /** Best option ≥ the minimum and strictly above the No votes. */
  passing: boolean;
}

/**
 * Quorum of a proposal. After finalizing, the stored threshold and max vote weight are used;
 * before, the governance's community threshold and `maxVoteWeight` (mint supply or plugin value)
 * given by the caller, never below the weight already cast.
 */
export function proposalQuorum(
  proposal: ProposalData,
  config: Pick<GovernanceConfig, 'communityVoteThreshold'>,
  liveMaxVoteWeight: bigint,
): ProposalQuorum {
  const threshold: VoteThreshold = proposal.voteThreshold ?? config.communityVoteThreshold;
  const tally = proposalTally(proposal);
  const best = tally.options.reduce((max, option) => larger(max, option.voteWeight), 0n);
  const maxVoteWeight = proposal.maxVoteWeight ?? larger(liveMaxVoteWeight, best + tally.no);
  const thresholdPercent = threshold.type === 'YesVotePercentage' ? threshold.value : null;
  const minYes =
    thresholdPercent === null ? null : minYesVoteWeight(thresholdPercent, maxVoteWeight);
  return {
    thresholdPercent,
    maxVoteWeight,
    minYesVoteWeight: minYes,
    yes: tally.yes,
    no: tally.no,
    passing: minYes !== null && best >= minYes && best > tally.no,
  };
}

/** Timeline of the voting window (unix seconds), or null before voting starts. */
export interface VotingWindow {
  votingAt: bigint;
  /** End of the base time: Approve and Abstain close here. */
  baseEndsAt: bigint;
  /** End of the cool-off: Deny and Veto close here. */
  endsAt: bigint;
}

export function votingWindow(
  proposal: Pick<ProposalData, 'votingAt'>,
  config: Pick<GovernanceConfig, 'votingBaseTime' | 'votingCoolOffTime'>,
): VotingWindow | null {
  if (proposal.votingAt === null) return null;
  const baseEndsAt = proposal.votingAt + BigInt(config.votingBaseTime);
  return {
    votingAt: proposal.votingAt,
    baseEndsAt,
    endsAt: baseEndsAt + BigInt(config.votingCoolOffTime),
  };
}
