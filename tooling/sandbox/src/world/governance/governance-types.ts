/**
 * Governance and staking of the native token as plain world data: the vote-escrow registrar
 * (voter-stake-registry), the wallets' voters and deposits, the spl-governance realm, its
 * community governance, proposals and vote records. Token amounts are whole tokens and vote
 * weights are display units (raw weight ÷ 10^decimals of the voting mint, as the screens show
 * them), both decimal strings; times are offsets in seconds from the moment the world is written.
 */

import type { WalletRole } from '../wallet-role';

export type WorldLockupKind = 'none' | 'daily' | 'monthly' | 'cliff' | 'constant';

/** Where a deposit's lockup stands when the world is written. */
export type WorldDepositStatus = 'unlocked' | 'active' | 'ended';

/** The registrar's only voting mint: the native token. Factors are in 1/1e9 units. */
export interface WorldVotingMint {
  mint: string;
  symbol: string;
  decimals: number;
  /** Integer string: 1e9 = one vote per token. */
  baselineVoteWeightScaledFactor: string;
  /** Integer string: extra votes per token of a lockup at or above the saturation time. */
  maxExtraLockupVoteWeightScaledFactor: string;
  lockupSaturationSecs: number;
  digitShift: number;
  grantAuthority: string | null;
}

export interface WorldRegistrar {
  address: string;
  bump: number;
  realmAuthority: string;
  votingMints: WorldVotingMint[];
}

export interface WorldDeposit {
  /** Deposit entry index in the voter account. */
  index: number;
  kind: WorldLockupKind;
  /** Whole tokens still in the deposit (lowered by withdrawals). */
  amountDeposited: string;
  /** Whole tokens locked when the schedule started (not lowered by withdrawals). */
  amountInitiallyLocked: string;
  /** Lockup start; for `none` the moment of the deposit (start = end). */
  startOffsetSeconds: number;
  endOffsetSeconds: number;
  /** Periods of the lockup (days; months for `monthly`; 0 for `none`). */
  periods: number;
  status: WorldDepositStatus;
  votingMintConfigIdx: number;
  allowClawback: boolean;
}

export interface WorldVoter {
  role: WalletRole;
  wallet: string;
  /** VSR Voter PDA. */
  address: string;
  voterBump: number;
  voterWeightRecord: string;
  voterWeightRecordBump: number;
  /** The vault: the Voter PDA's associated token account of the native mint. */
  vault: string;
  tokenOwnerRecord: string;
  /** Native tokens in the wallet's own token account (not staked). */
  walletBalance: string;
  /** Sum of the deposits: the vault's balance. */
  totalDeposited: string;
  deposits: WorldDeposit[];
}

export interface WorldTokenOwnerRecord {
  address: string;
  owner: string;
  /** A sandbox wallet, or another member of the DAO (a proposer). */
  role: WalletRole | 'member';
  unrelinquishedVotesCount: number;
  outstandingProposalCount: number;
}

/** The realm's community governance rules (percentages are of the max vote weight). */
export interface WorldGovernanceRules {
  address: string;
  governedAccount: string;
  communityYesVotePct: number;
  councilYesVotePct: number;
  councilVetoVotePct: number;
  /** Vote weight needed to create a proposal, display units. */
  minCommunityWeightToCreateProposal: string;
  minCouncilWeightToCreateProposal: number;
  minTransactionHoldUpTimeSeconds: number;
  votingBaseTimeSeconds: number;
  votingCoolOffTimeSeconds: number;
  communityVoteTipping: 'Strict' | 'Early' | 'Disabled';
  depositExemptProposalCount: number;
}

export interface WorldRealm {
  address: string;
  name: string;
  /** The community governance. */
  authority: string;
  /** RealmConfig PDA: VSR is the community voter-weight plugin. */
  config: string;
  communityMint: string;
  councilMint: string;
  /** Council tokens issued (0 decimals). */
  councilSupply: number;
  /** Vote weight needed to create a governance, display units. */
  minCommunityWeightToCreateGovernance: string;
  /** Share of the community mint supply that is the max vote weight, in 1/10^10. */
  maxVoterWeightSupplyFraction: string;
  /** Max community vote weight (supply × fraction), display units. */
  maxVoteWeight: string;
}

export type WorldProposalState =
  | 'Draft'
  | 'SigningOff'
  | 'Voting'
  | 'Succeeded'
  | 'Executing'
  | 'Completed'
  | 'Cancelled'
  | 'Defeated'
  | 'ExecutingWithErrors'
  | 'Vetoed';

export interface WorldProposalOption {
  label: string;
  /** Approve weight of this option, display units. */
  votes: string;
  result: 'None' | 'Succeeded' | 'Defeated';
  transactionsCount: number;
  transactionsExecutedCount: number;
}

/** Timeline offsets in seconds from the write moment (null: not reached). */
export interface WorldProposalTimeline {
  draftOffsetSeconds: number;
  signingOffOffsetSeconds: number | null;
  votingOffsetSeconds: number | null;
  votingCompletedOffsetSeconds: number | null;
  executingOffsetSeconds: number | null;
  closedOffsetSeconds: number | null;
}

export interface WorldProposal {
  address: string;
  /** The proposal seed its PDA is derived from. */
  seed: string;
  title: string;
  /** Stored as the proposal's description link (plain text, as Realms allows). */
  description: string;
  state: WorldProposalState;
  /** Yes/No (one option plus deny) or a single-choice survey (several options, no deny). */
  voteType: 'yes-no' | 'survey';
  proposer: string;
  proposerTokenOwnerRecord: string;
  signatoriesCount: number;
  signatoriesSignedOffCount: number;
  options: WorldProposalOption[];
  /** No votes, display units; null for surveys. */
  noVotes: string | null;
  /** Council veto weight (council tokens). */
  vetoVotes: string;
  timeline: WorldProposalTimeline;
  /** Recorded when the vote ended (display units): the max weight the quorum was taken of. */
  maxVoteWeight: string | null;
  /** Recorded when the vote ended: the yes-percentage threshold applied. */
  voteThresholdPct: number | null;
}

export interface WorldVoteRecord {
  address: string;
  proposal: string;
  role: WalletRole;
  wallet: string;
  tokenOwnerRecord: string;
  vote: 'Approve' | 'Deny';
  /** For Approve: the option index chosen (0 on a Yes/No proposal). */
  option: number | null;
  /** The wallet's VSR weight when it voted, display units. */
  voterWeight: string;
  /** Offset of the vote. */
  castOffsetSeconds: number;
  isRelinquished: boolean;
}

export interface WorldGovernance {
  /** The native token: its symbol, mint and decimals. */
  token: { symbol: string; mint: string; decimals: number };
  realm: WorldRealm;
  registrar: WorldRegistrar;
  governance: WorldGovernanceRules;
  voters: WorldVoter[];
  tokenOwnerRecords: WorldTokenOwnerRecord[];
  proposals: WorldProposal[];
  voteRecords: WorldVoteRecord[];
}
