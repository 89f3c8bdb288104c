import type { BorshReader } from '../borsh/BorshReader';
import type { BorshWriter } from '../borsh/BorshWriter';
import {
  readEnum,
  readVoteThreshold,
  VOTE_TIPPINGS,
  type VoteThreshold,
  type VoteTipping,
  writeEnum,
  writeVoteThreshold,
} from './enums';

/** Voting rules of a governance (SPL_GOVERNANCE.md §3.3); times in seconds. */
export interface GovernanceConfig {
  communityVoteThreshold: VoteThreshold;
  minCommunityWeightToCreateProposal: bigint;
  minTransactionHoldUpTime: number;
  votingBaseTime: number;
  communityVoteTipping: VoteTipping;
  councilVoteThreshold: VoteThreshold;
  councilVetoVoteThreshold: VoteThreshold;
  minCouncilWeightToCreateProposal: bigint;
  councilVoteTipping: VoteTipping;
  communityVetoVoteThreshold: VoteThreshold;
  /** After the base time only Deny and Veto votes are accepted for this long. */
  votingCoolOffTime: number;
  depositExemptProposalCount: number;
}

export function readGovernanceConfig(r: BorshReader): GovernanceConfig {
  return {
    communityVoteThreshold: readVoteThreshold(r, 'communityVoteThreshold'),
    minCommunityWeightToCreateProposal: r.u64(),
    minTransactionHoldUpTime: r.u32(),
    votingBaseTime: r.u32(),
    communityVoteTipping: readEnum(r, VOTE_TIPPINGS, 'communityVoteTipping'),
    councilVoteThreshold: readVoteThreshold(r, 'councilVoteThreshold'),
    councilVetoVoteThreshold: readVoteThreshold(r, 'councilVetoVoteThreshold'),
    minCouncilWeightToCreateProposal: r.u64(),
    councilVoteTipping: readEnum(r, VOTE_TIPPINGS, 'councilVoteTipping'),
    communityVetoVoteThreshold: readVoteThreshold(r, 'communityVetoVoteThreshold'),
    votingCoolOffTime: r.u32(),
    depositExemptProposalCount: r.u8(),
  };
}

export function writeGovernanceConfig(w: BorshWriter, config: GovernanceConfig): void {
  writeVoteThreshold(w, config.communityVoteThreshold);
  w.u64(config.minCommunityWeightToCreateProposal)
    .u32(config.minTransactionHoldUpTime)
    .u32(config.votingBaseTime);
  writeEnum(w, VOTE_TIPPINGS, config.communityVoteTipping, 'communityVoteTipping');
  writeVoteThreshold(w, config.councilVoteThreshold);
  writeVoteThreshold(w, config.councilVetoVoteThreshold);
  w.u64(config.minCouncilWeightToCreateProposal);
  writeEnum(w, VOTE_TIPPINGS, config.councilVoteTipping, 'councilVoteTipping');
  writeVoteThreshold(w, config.communityVetoVoteThreshold);
  w.u32(config.votingCoolOffTime).u8(config.depositExemptProposalCount);
}
