import { sameAddress, toPublicKey } from '@keel/chain-readers';
import type {
  Governance,
  MintMaxVoterWeightSource,
  Proposal,
  ProposalState,
  Realm,
  Vote,
  VoteThreshold,
  VoteTipping,
} from '@keel/governance-registry';
import type { PublicKey } from '@solana/web3.js';
import { governanceError } from './governance-errors';

/*
 * The proposal rules of spl-governance's `state/proposal.rs`, `realm.rs` and `governance.rs`
 * that casting and relinquishing a vote apply, as pure functions over decoded accounts.
 */

export type VoteKind = 'Electorate' | 'Veto';

export const voteKindOf = (vote: Vote): VoteKind => (vote.kind === 'Veto' ? 'Veto' : 'Electorate');

const SUPPLY_FRACTION_BASE = 10_000_000_000n;

function votingBaseTimeEnd(proposal: Proposal, governance: Governance): bigint {
  return (proposal.votingAt ?? 0n) + BigInt(governance.config.votingBaseTime);
}

export function hasVotingMaxTimeEnded(
  proposal: Proposal,
  governance: Governance,
  now: bigint,
): boolean {
  return (
    votingBaseTimeEnd(proposal, governance) + BigInt(governance.config.votingCoolOffTime) < now
  );
}

/** assert_can_cast_vote */
export function assertCanCastVote(
  proposal: Proposal,
  governance: Governance,
  vote: Vote,
  now: bigint,
): void {
  if (proposal.state !== 'Voting') throw governanceError('InvalidStateCannotVote');
  if (hasVotingMaxTimeEnded(proposal, governance, now))
    throw governanceError('ProposalVotingTimeExpired');
  const positive = vote.kind === 'Approve' || vote.kind === 'Abstain';
  if (positive && votingBaseTimeEnd(proposal, governance) < now) {
    throw governanceError('VoteNotAllowedInCoolOffTime');
  }
}

/** Realm::get_proposal_governing_token_mint_for_vote */
export function proposalMintForVote(realm: Realm, voteMint: PublicKey, kind: VoteKind): PublicKey {
  if (kind === 'Electorate') return voteMint;
  if (sameAddress(realm.communityMint, voteMint) && realm.config.councilMint !== null) {
    return toPublicKey(realm.config.councilMint);
  }
  if (sameAddress(realm.config.councilMint, voteMint) === true)
    return toPublicKey(realm.communityMint);
  throw governanceError('InvalidGoverningTokenMint');
}

/** assert_valid_vote */
export function assertValidVote(proposal: Proposal, vote: Vote): void {
  if (vote.kind === 'Deny') {
    if (proposal.denyVoteWeight === null) throw governanceError('DenyVoteIsNotAllowed');
    return;
  }
  if (vote.kind === 'Abstain') throw governanceError('NotSupportedVoteType');
  if (vote.kind === 'Veto') return;
  if (proposal.options.length !== vote.choices.length)
    throw governanceError('InvalidNumberOfVoteChoices');
  const weighted =
    proposal.voteType.type === 'MultiChoice' && proposal.voteType.choiceType === 'Weighted';
  let count = 0;
  let total = 0;
  for (const choice of vote.choices) {
    if (choice.rank > 0) throw governanceError('RankedVoteIsNotSupported');
    if (choice.weightPercentage === 0) continue;
    count += 1;
    if (weighted) {
      total += choice.weightPercentage;
      if (total > 255) throw governanceError('TotalVoteWeightMustBe100Percent');
    } else if (choice.weightPercentage !== 100) {
      throw governanceError('ChoiceWeightMustBe100Percent');
    }
  }
  if (proposal.voteType.type === 'SingleChoice') {
    if (count !== 1) throw governanceError('SingleChoiceOnlyIsAllowed');
    return;
  }
  if (count === 0) throw governanceError('AtLeastSingleChoiceIsRequired');
  if (weighted && total !== 100) throw governanceError('TotalVoteWeightMustBe100Percent');
}

/** VoteChoice::get_choice_weight */
export function choiceWeight(weightPercentage: number, voterWeight: bigint): bigint {
  if (weightPercentage === 100) return voterWeight;
  if (weightPercentage === 0) return 0n;
  return (voterWeight * BigInt(weightPercentage)) / 100n;
}

/** Governance::resolve_vote_threshold */
export function voteThreshold(
  governance: Governance,
  realm: Realm,
  voteMint: PublicKey,
  kind: VoteKind,
): VoteThreshold {
  const config = governance.config;
  let threshold: VoteThreshold;
  if (sameAddress(realm.communityMint, voteMint)) {
    threshold =
      kind === 'Electorate' ? config.communityVoteThreshold : config.communityVetoVoteThreshold;
  } else if (sameAddress(realm.config.councilMint, voteMint) === true) {
    threshold =
      kind === 'Electorate' ? config.councilVoteThreshold : config.councilVetoVoteThreshold;
  } else {
    throw governanceError('InvalidGoverningTokenMint');
  }
  if (threshold.type === 'Disabled') throw governanceError('GoverningTokenMintNotAllowedToVote');
  return threshold;
}

/** Governance::get_vote_tipping */
export function voteTipping(
  governance: Governance,
  realm: Realm,
  voteMint: PublicKey,
): VoteTipping {
  if (sameAddress(realm.communityMint, voteMint)) return governance.config.communityVoteTipping;
  if (sameAddress(realm.config.councilMint, voteMint) === true)
    return governance.config.councilVoteTipping;
  throw governanceError('InvalidGoverningTokenMint');
}

/** The larger option weight (bigints have no Math.max). */
function larger(best: bigint, option: { voteWeight: bigint }): bigint {
  if (option.voteWeight > best) return option.voteWeight;
  return best;
}

function coerceMaxVoterWeight(proposal: Proposal, max: bigint, kind: VoteKind): bigint {
  const total =
    kind === 'Veto'
      ? proposal.vetoVoteWeight
      : proposal.options.reduce(larger, 0n) + (proposal.denyVoteWeight ?? 0n);
  return max > total ? max : total;
}

/** get_max_voter_weight_from_mint_supply (no max-voter-weight plugin). */
export function maxVoterWeightFromSupply(
  proposal: Proposal,
  realm: Realm,
  voteMint: PublicKey,
  supply: bigint,
  kind: VoteKind,
): bigint {
  if (sameAddress(realm.config.councilMint, voteMint) === true) return supply;
  const source: MintMaxVoterWeightSource = realm.config.communityMintMaxVoterWeightSource;
  let max: bigint;
  if (source.type === 'SupplyFraction') {
    if (source.value === SUPPLY_FRACTION_BASE) return supply;
    max = (supply * source.value) / SUPPLY_FRACTION_BASE;
  } else {
    max = source.value;
  }
  return coerceMaxVoterWeight(proposal, max, kind);
}

/** get_min_vote_threshold_weight: the yes percentage of the max, rounded up. */
export function minVoteThresholdWeight(threshold: VoteThreshold, maxVoterWeight: bigint): bigint {
  if (threshold.type !== 'YesVotePercentage')
    throw governanceError('VoteThresholdTypeNotSupported');
  const numerator = BigInt(threshold.value) * maxVoterWeight;
  const floor = numerator / 100n;
  return floor * 100n < numerator ? floor + 1n : floor;
}

const saturatingSub = (a: bigint, b: bigint) => (a > b ? a - b : 0n);

/**
 * try_get_tipped_vote_state: the state a vote tips the proposal into, updating the yes option's
 * result as the program does, or null when it does not tip.
 */
export function tippedState(
  proposal: Proposal,
  maxVoterWeight: bigint,
  tipping: VoteTipping,
  threshold: VoteThreshold,
  kind: VoteKind,
): ProposalState | null {
  const min = minVoteThresholdWeight(threshold, maxVoterWeight);
  if (kind === 'Veto') return proposal.vetoVoteWeight >= min ? 'Vetoed' : null;
  const yes = proposal.options[0];
  if (
    proposal.voteType.type !== 'SingleChoice' ||
    proposal.denyVoteWeight === null ||
    proposal.options.length !== 1 ||
    yes === undefined
  ) {
    return null;
  }
  const deny = proposal.denyVoteWeight;
  const wins =
    (tipping === 'Strict' &&
      yes.voteWeight >= min &&
      yes.voteWeight > saturatingSub(maxVoterWeight, yes.voteWeight)) ||
    (tipping === 'Early' && yes.voteWeight >= min && yes.voteWeight > deny);
  if (wins) {
    yes.voteResult = 'Succeeded';
    return 'Succeeded';
  }
  if (
    tipping !== 'Disabled' &&
    (deny > saturatingSub(maxVoterWeight, min) || deny >= saturatingSub(maxVoterWeight, deny))
  ) {
    yes.voteResult = 'Defeated';
    return 'Defeated';
  }
  return null;
}
