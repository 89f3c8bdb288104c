/**
 * The governance world as governance-registry's account models, at a write moment: offsets
 * become unix times from `now`, amounts and vote weights raw integers. Pure: the writer encodes
 * and stores what these return.
 */

import { amountToLamports } from '@keel/core-math';
import {
  emptyDepositEntry,
  type GovernanceData,
  MAX_DEPOSIT_ENTRIES,
  type ProposalData,
  type RealmConfigAccountData,
  type RealmData,
  type RegistrarData,
  SPL_GOVERNANCE_PROGRAM_ID,
  type TokenOwnerRecordData,
  type Vote,
  type VoteRecordData,
  type VoterData,
  type VoterWeightRecordData,
  VSR_PROGRAM_ID,
  voterWeight,
} from '@keel/governance-registry';
import { PublicKey } from '@solana/web3.js';
import type {
  WorldGovernance,
  WorldProposal,
  WorldTokenOwnerRecord,
  WorldVoteRecord,
  WorldVoter,
} from './governance-types';
import { depositEntryOf, rawVoteWeight, registrarModelOf, votingMintConfigOf } from './vsr-model';

/** When the accounts are written: unix seconds and slot, and the slot length for past slots. */
export interface GovernanceMoment {
  now: bigint;
  slot: bigint;
  slotMs: number;
}

const key = (address: string) => new PublicKey(address);
const ACTIVE_STATES = new Set(['Draft', 'SigningOff', 'Voting']);

export function registrarData(world: WorldGovernance): RegistrarData {
  return {
    governanceProgramId: SPL_GOVERNANCE_PROGRAM_ID,
    realm: key(world.realm.address),
    realmGoverningTokenMint: key(world.token.mint),
    realmAuthority: key(world.registrar.realmAuthority),
    votingMints: world.registrar.votingMints.map(votingMintConfigOf),
    timeOffset: 0n,
    bump: world.registrar.bump,
  };
}

export function voterData(world: WorldGovernance, voter: WorldVoter, now: bigint): VoterData {
  // A deposit's index is its slot in the account; free slots are zero bytes.
  const deposits = Array.from({ length: MAX_DEPOSIT_ENTRIES }, (_v, i) => {
    const deposit = voter.deposits.find((d) => d.index === i);
    return deposit === undefined
      ? emptyDepositEntry()
      : depositEntryOf(deposit, world.token.decimals, now);
  });
  return {
    voterAuthority: key(voter.wallet),
    registrar: key(world.registrar.address),
    deposits,
    voterBump: voter.voterBump,
    voterWeightRecordBump: voter.voterWeightRecordBump,
  };
}

/** The record as `update_voter_weight_record` leaves it when run at the write moment. */
export function voterWeightRecordData(
  world: WorldGovernance,
  voter: WorldVoter,
  moment: GovernanceMoment,
): VoterWeightRecordData {
  const weight = voterWeight(
    registrarModelOf(world.registrar),
    voterData(world, voter, moment.now),
    moment.now,
  );
  return {
    // This VSR build writes the addin-api 0.1.1 discriminator (VSR.md §2).
    discriminator: 'legacy',
    realm: key(world.realm.address),
    governingTokenMint: key(world.token.mint),
    governingTokenOwner: key(voter.wallet),
    voterWeight: weight.votes,
    voterWeightExpiry: moment.slot,
    weightAction: null,
    weightActionTarget: null,
  };
}

/** Vault balance: everything still deposited. */
export function vaultAmount(world: WorldGovernance, voter: WorldVoter): bigint {
  return voter.deposits.reduce(
    (sum, d) => sum + amountToLamports(d.amountDeposited, world.token.decimals),
    0n,
  );
}

export function realmData(world: WorldGovernance): RealmData {
  const { realm, token } = world;
  return {
    communityMint: key(realm.communityMint),
    config: {
      legacy1: 0,
      legacy2: 0,
      minCommunityWeightToCreateGovernance: amountToLamports(
        realm.minCommunityWeightToCreateGovernance,
        token.decimals,
      ),
      communityMintMaxVoterWeightSource: {
        type: 'SupplyFraction',
        value: BigInt(realm.maxVoterWeightSupplyFraction),
      },
      councilMint: key(realm.councilMint),
    },
    legacy1: 0,
    authority: key(realm.authority),
    name: realm.name,
  };
}

/** VSR is the community's voter-weight plugin; no max-voter-weight plugin (the supply counts). */
export function realmConfigData(world: WorldGovernance): RealmConfigAccountData {
  return {
    realm: key(world.realm.address),
    communityTokenConfig: {
      voterWeightAddin: VSR_PROGRAM_ID,
      maxVoterWeightAddin: null,
      tokenType: 'Liquid',
    },
    councilTokenConfig: {
      voterWeightAddin: null,
      maxVoterWeightAddin: null,
      tokenType: 'Membership',
    },
  };
}

export function governanceData(world: WorldGovernance): GovernanceData {
  const rules = world.governance;
  return {
    accountType: 'GovernanceV2',
    realm: key(world.realm.address),
    governedAccount: key(rules.governedAccount),
    reserved1: 0,
    config: {
      communityVoteThreshold: { type: 'YesVotePercentage', value: rules.communityYesVotePct },
      minCommunityWeightToCreateProposal: amountToLamports(
        rules.minCommunityWeightToCreateProposal,
        world.token.decimals,
      ),
      minTransactionHoldUpTime: rules.minTransactionHoldUpTimeSeconds,
      votingBaseTime: rules.votingBaseTimeSeconds,
      communityVoteTipping: rules.communityVoteTipping,
      councilVoteThreshold: { type: 'YesVotePercentage', value: rules.councilYesVotePct },
      councilVetoVoteThreshold: { type: 'YesVotePercentage', value: rules.councilVetoVotePct },
      minCouncilWeightToCreateProposal: BigInt(rules.minCouncilWeightToCreateProposal),
      councilVoteTipping: 'Strict',
      communityVetoVoteThreshold: { type: 'Disabled' },
      votingCoolOffTime: rules.votingCoolOffTimeSeconds,
      depositExemptProposalCount: rules.depositExemptProposalCount,
    },
    requiredSignatoriesCount: 0,
    activeProposalCount: BigInt(world.proposals.filter((p) => ACTIVE_STATES.has(p.state)).length),
  };
}

/** Slot of an earlier moment (no slot is skipped; never below 0). */
function slotAt(moment: GovernanceMoment, offsetSeconds: number): bigint {
  const slots = BigInt(Math.floor((offsetSeconds * 1000) / moment.slotMs));
  const slot = moment.slot + slots;
  return slot < 0n ? 0n : slot;
}

export function proposalData(
  world: WorldGovernance,
  proposal: WorldProposal,
  moment: GovernanceMoment,
): ProposalData {
  const { decimals } = world.token;
  const at = (offset: number | null) => (offset === null ? null : moment.now + BigInt(offset));
  const { timeline } = proposal;
  const voting = timeline.votingOffsetSeconds;
  return {
    governance: key(world.governance.address),
    governingTokenMint: key(world.token.mint),
    state: proposal.state,
    tokenOwnerRecord: key(proposal.proposerTokenOwnerRecord),
    signatoriesCount: proposal.signatoriesCount,
    signatoriesSignedOffCount: proposal.signatoriesSignedOffCount,
    // A survey is single choice over several options without a deny option.
    voteType: { type: 'SingleChoice' },
    options: proposal.options.map((option) => ({
      label: option.label,
      voteWeight: rawVoteWeight(option.votes, decimals),
      voteResult: option.result,
      transactionsExecutedCount: option.transactionsExecutedCount,
      transactionsCount: option.transactionsCount,
      transactionsNextIndex: option.transactionsCount,
    })),
    denyVoteWeight: proposal.noVotes === null ? null : rawVoteWeight(proposal.noVotes, decimals),
    reserved1: 0,
    abstainVoteWeight: null,
    startVotingAt: at(voting),
    draftAt: moment.now + BigInt(timeline.draftOffsetSeconds),
    signingOffAt: at(timeline.signingOffOffsetSeconds),
    votingAt: at(voting),
    votingAtSlot: voting === null ? null : slotAt(moment, voting),
    votingCompletedAt: at(timeline.votingCompletedOffsetSeconds),
    executingAt: at(timeline.executingOffsetSeconds),
    closedAt: at(timeline.closedOffsetSeconds),
    executionFlags: 'None',
    maxVoteWeight:
      proposal.maxVoteWeight === null ? null : rawVoteWeight(proposal.maxVoteWeight, decimals),
    maxVotingTime: voting === null ? null : world.governance.votingBaseTimeSeconds,
    voteThreshold:
      proposal.voteThresholdPct === null
        ? null
        : { type: 'YesVotePercentage', value: proposal.voteThresholdPct },
    name: proposal.title,
    descriptionLink: proposal.description,
    // Council tokens have no decimals.
    vetoVoteWeight: BigInt(proposal.vetoVotes),
  };
}

export function tokenOwnerRecordData(
  world: WorldGovernance,
  record: WorldTokenOwnerRecord,
): TokenOwnerRecordData {
  return {
    realm: key(world.realm.address),
    governingTokenMint: key(world.token.mint),
    governingTokenOwner: key(record.owner),
    // VSR holds the tokens: nothing is deposited into spl-governance itself.
    governingTokenDepositAmount: 0n,
    unrelinquishedVotesCount: BigInt(record.unrelinquishedVotesCount),
    outstandingProposalCount: record.outstandingProposalCount,
    version: 1,
    governanceDelegate: null,
  };
}

/** Approve carries one choice per option: 100 % on the chosen one, 0 % on the others. */
function voteOf(record: WorldVoteRecord, proposal: WorldProposal): Vote {
  if (record.vote === 'Deny') return { kind: 'Deny' };
  return {
    kind: 'Approve',
    choices: proposal.options.map((_option, i) => ({
      rank: 0,
      weightPercentage: i === record.option ? 100 : 0,
    })),
  };
}

export function voteRecordData(world: WorldGovernance, record: WorldVoteRecord): VoteRecordData {
  const proposal = world.proposals.find((p) => p.address === record.proposal);
  if (proposal === undefined) throw new Error(`The world has no proposal ${record.proposal}`);
  return {
    proposal: key(record.proposal),
    governingTokenOwner: key(record.wallet),
    isRelinquished: record.isRelinquished,
    voterWeight: rawVoteWeight(record.voterWeight, world.token.decimals),
    vote: voteOf(record, proposal),
  };
}
