import {
  type Governance,
  isYesNoProposal,
  type MintMaxVoterWeightSource,
  type Proposal,
  type ProposalState,
  proposalQuorum,
  proposalStateLabel,
  proposalTally,
  type VoteRecord,
  votingWindow,
} from '@keel/governance-registry';

/** Whole supply in MintMaxVoterWeightSource.SupplyFraction units (10^10 = 100 %). */
const SUPPLY_FRACTION_BASE = 10_000_000_000n;

/**
 * The realm's max vote weight of its community mint: a fraction of the supply, or an absolute
 * value (spl-governance get_max_voter_weight without a plugin).
 */
export function communityMaxVoteWeight(source: MintMaxVoterWeightSource, supply: bigint): bigint {
  if (source.type === 'Absolute') return source.value;
  return (supply * source.value) / SUPPLY_FRACTION_BASE;
}

/** A proposal as the list shows it. */
export interface ProposalRow {
  address: string;
  name: string;
  state: ProposalState;
  label: string;
  yesNo: boolean;
  /** Raw vote weights (formatVoteWeight divides by 10^6). */
  yes: bigint;
  no: bigint;
  options: { label: string; votes: bigint }[];
}

export function proposalRow(proposal: Proposal): ProposalRow {
  const tally = proposalTally(proposal);
  return {
    address: proposal.address.toBase58(),
    name: proposal.name,
    state: proposal.state,
    label: proposalStateLabel(proposal.state),
    yesNo: isYesNoProposal(proposal),
    yes: tally.yes,
    no: tally.no,
    options: tally.options.map((option) => ({ label: option.label, votes: option.voteWeight })),
  };
}

/** Everything the proposal page shows. */
export interface ProposalDetail extends ProposalRow {
  description: string;
  /** The description when it is a link (Realms stores a URL or plain text). */
  descriptionUrl: string | null;
  abstain: bigint;
  veto: bigint;
  quorum: {
    thresholdPercent: number | null;
    maxVoteWeight: bigint;
    minYes: bigint | null;
    passing: boolean;
  };
  /** Unix seconds of each step that happened, and the voting window when voting started. */
  timeline: {
    draftAt: bigint;
    signingOffAt: bigint | null;
    votingAt: bigint | null;
    votingEndsAt: bigint | null;
    coolOffEndsAt: bigint | null;
    votingCompletedAt: bigint | null;
    executingAt: bigint | null;
    closedAt: bigint | null;
  };
  /** Voting and the window (base time + cool-off) is open at `nowSeconds`: No is accepted. */
  canVote: boolean;
  /** Voting within the base time: Yes and option votes are still accepted too. */
  canApprove: boolean;
  /**
   * A cast vote can be relinquished: taken back while the window is open, marked relinquished
   * once the proposal has left voting; not while a vote past its window awaits finalizing.
   */
  canRelinquish: boolean;
}

function httpUrl(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function proposalDetail(
  proposal: Proposal,
  governance: Governance,
  liveMaxVoteWeight: bigint,
  nowSeconds: bigint,
): ProposalDetail {
  const tally = proposalTally(proposal);
  const quorum = proposalQuorum(proposal, governance.config, liveMaxVoteWeight);
  const window = votingWindow(proposal, governance.config);
  return {
    ...proposalRow(proposal),
    description: proposal.descriptionLink,
    descriptionUrl: httpUrl(proposal.descriptionLink),
    abstain: tally.abstain,
    veto: tally.veto,
    quorum: {
      thresholdPercent: quorum.thresholdPercent,
      maxVoteWeight: quorum.maxVoteWeight,
      minYes: quorum.minYesVoteWeight,
      passing: quorum.passing,
    },
    timeline: {
      draftAt: proposal.draftAt,
      signingOffAt: proposal.signingOffAt,
      votingAt: proposal.votingAt,
      votingEndsAt: window?.baseEndsAt ?? null,
      coolOffEndsAt: window?.endsAt ?? null,
      votingCompletedAt: proposal.votingCompletedAt,
      executingAt: proposal.executingAt,
      closedAt: proposal.closedAt,
    },
    canVote: proposal.state === 'Voting' && window !== null && nowSeconds < window.endsAt,
    canApprove: proposal.state === 'Voting' && window !== null && nowSeconds < window.baseEndsAt,
    canRelinquish: proposal.state !== 'Voting' || (window !== null && nowSeconds < window.endsAt),
  };
}

/** The wallet's vote as the proposal page states it. */
export interface VoteRecordView {
  /** 'Yes', 'No', 'Abstain', 'Veto', or the chosen options' labels. */
  choice: string;
  /** Raw vote weight. */
  votes: bigint;
  relinquished: boolean;
}

export function voteRecordView(record: VoteRecord, proposal: Proposal): VoteRecordView {
  const { vote } = record;
  let choice: string;
  if (vote.kind === 'Approve') {
    const chosen = vote.choices
      .map((c, i) => ({ ...c, label: proposal.options[i]?.label ?? `Option ${i + 1}` }))
      .filter((c) => c.weightPercentage > 0)
      .map((c) => c.label);
    choice = isYesNoProposal(proposal) ? 'Yes' : chosen.join(', ');
  } else {
    choice = { Deny: 'No', Abstain: 'Abstain', Veto: 'Veto' }[vote.kind];
  }
  return {
    choice,
    votes: record.voterWeight,
    relinquished: record.isRelinquished,
  };
}
