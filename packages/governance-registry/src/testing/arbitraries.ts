import { PublicKey } from '@solana/web3.js';
import fc from 'fast-check';
import {
  GOVERNING_TOKEN_TYPES,
  INSTRUCTION_EXECUTION_FLAGS,
  OPTION_VOTE_RESULTS,
  VOTE_TIPPINGS,
  type VoteThreshold,
  type VoteType,
} from '../governance/enums';
import { GOVERNANCE_V2_TYPES, type GovernanceData } from '../governance/governance';
import type { GovernanceConfig } from '../governance/governanceConfig';
import type { ProposalData, ProposalOption } from '../governance/proposal';
import { PROPOSAL_STATES } from '../governance/proposalState';
import type { RealmData } from '../governance/realm';
import type { GoverningTokenConfig, RealmConfigAccountData } from '../governance/realmConfig';
import type { TokenOwnerRecordData } from '../governance/tokenOwnerRecord';
import type { Vote } from '../governance/vote';
import type { VoteRecordData } from '../governance/voteRecord';
import type { DepositEntry } from '../vsr/depositEntry';
import { LOCKUP_KINDS, type Lockup } from '../vsr/lockup';
import type { RegistrarData } from '../vsr/registrar';
import type { VoterData } from '../vsr/voter';
import { VOTER_WEIGHT_ACTIONS, type VoterWeightRecordData } from '../vsr/voterWeightRecord';
import type { VotingMintConfig } from '../vsr/votingMintConfig';

/** fast-check arbitraries of every model, for round trips. */
export const key = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .filter((bytes) => bytes.some((byte) => byte !== 0))
  .map((bytes) => new PublicKey(bytes));
export const optionalKey = fc.option(key, { nil: null });
export const u8 = fc.integer({ min: 0, max: 0xff });
export const u16 = fc.integer({ min: 0, max: 0xffff });
export const u32 = fc.integer({ min: 0, max: 0xffffffff });
export const u64 = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
export const i64 = fc.bigInt({ min: -(1n << 63n), max: (1n << 63n) - 1n });
const text = fc.string({ unit: 'grapheme', maxLength: 24 });

export const lockup: fc.Arbitrary<Lockup> = fc.record({
  startTs: i64,
  endTs: i64,
  kind: fc.constantFrom(...LOCKUP_KINDS),
});

export const depositEntry: fc.Arbitrary<DepositEntry> = fc.record({
  lockup,
  amountDepositedNative: u64,
  amountInitiallyLockedNative: u64,
  isUsed: fc.boolean(),
  allowClawback: fc.boolean(),
  votingMintConfigIdx: u8,
});

export const votingMintConfig: fc.Arbitrary<VotingMintConfig> = fc.record({
  mint: optionalKey,
  grantAuthority: optionalKey,
  baselineVoteWeightScaledFactor: u64,
  maxExtraLockupVoteWeightScaledFactor: u64,
  lockupSaturationSecs: u64,
  digitShift: fc.integer({ min: -128, max: 127 }),
});

export const registrar: fc.Arbitrary<RegistrarData> = fc.record({
  governanceProgramId: key,
  realm: key,
  realmGoverningTokenMint: key,
  realmAuthority: key,
  votingMints: fc.array(votingMintConfig, { minLength: 4, maxLength: 4 }),
  timeOffset: i64,
  bump: u8,
});

export const voter: fc.Arbitrary<VoterData> = fc.record({
  voterAuthority: key,
  registrar: key,
  deposits: fc.array(depositEntry, { minLength: 32, maxLength: 32 }),
  voterBump: u8,
  voterWeightRecordBump: u8,
});

export const voterWeightRecord: fc.Arbitrary<VoterWeightRecordData> = fc.record({
  discriminator: fc.constantFrom('legacy' as const, 'anchor' as const),
  realm: key,
  governingTokenMint: key,
  governingTokenOwner: key,
  voterWeight: u64,
  voterWeightExpiry: fc.option(u64, { nil: null }),
  weightAction: fc.option(fc.constantFrom(...VOTER_WEIGHT_ACTIONS), { nil: null }),
  weightActionTarget: optionalKey,
});

export const realm: fc.Arbitrary<RealmData> = fc.record({
  communityMint: key,
  config: fc.record({
    legacy1: u8,
    legacy2: u8,
    minCommunityWeightToCreateGovernance: u64,
    communityMintMaxVoterWeightSource: fc.record({
      type: fc.constantFrom('SupplyFraction' as const, 'Absolute' as const),
      value: u64,
    }),
    councilMint: optionalKey,
  }),
  legacy1: u16,
  authority: optionalKey,
  name: text,
});

const tokenConfig: fc.Arbitrary<GoverningTokenConfig> = fc.record({
  voterWeightAddin: optionalKey,
  maxVoterWeightAddin: optionalKey,
  tokenType: fc.constantFrom(...GOVERNING_TOKEN_TYPES),
});

export const realmConfigAccount: fc.Arbitrary<RealmConfigAccountData> = fc.record({
  realm: key,
  communityTokenConfig: tokenConfig,
  councilTokenConfig: tokenConfig,
});

export const voteThreshold: fc.Arbitrary<VoteThreshold> = fc.oneof(
  fc.record({ type: fc.constant('YesVotePercentage' as const), value: u8 }),
  fc.record({ type: fc.constant('QuorumPercentage' as const), value: u8 }),
  fc.constant({ type: 'Disabled' as const }),
);

const governanceConfig: fc.Arbitrary<GovernanceConfig> = fc.record({
  communityVoteThreshold: voteThreshold,
  minCommunityWeightToCreateProposal: u64,
  minTransactionHoldUpTime: u32,
  votingBaseTime: u32,
  communityVoteTipping: fc.constantFrom(...VOTE_TIPPINGS),
  councilVoteThreshold: voteThreshold,
  councilVetoVoteThreshold: voteThreshold,
  minCouncilWeightToCreateProposal: u64,
  councilVoteTipping: fc.constantFrom(...VOTE_TIPPINGS),
  communityVetoVoteThreshold: voteThreshold,
  votingCoolOffTime: u32,
  depositExemptProposalCount: u8,
});

export const governance: fc.Arbitrary<GovernanceData> = fc.record({
  accountType: fc.constantFrom(...GOVERNANCE_V2_TYPES),
  realm: key,
  governedAccount: key,
  reserved1: u32,
  config: governanceConfig,
  requiredSignatoriesCount: u8,
  activeProposalCount: u64,
});

const voteType: fc.Arbitrary<VoteType> = fc.oneof(
  fc.constant({ type: 'SingleChoice' as const }),
  fc.record({
    type: fc.constant('MultiChoice' as const),
    choiceType: fc.constantFrom('FullWeight' as const, 'Weighted' as const),
    minVoterOptions: u8,
    maxVoterOptions: u8,
    maxWinningOptions: u8,
  }),
);

const proposalOption: fc.Arbitrary<ProposalOption> = fc.record({
  label: text,
  voteWeight: u64,
  voteResult: fc.constantFrom(...OPTION_VOTE_RESULTS),
  transactionsExecutedCount: u16,
  transactionsCount: u16,
  transactionsNextIndex: u16,
});

const optionalI64 = fc.option(i64, { nil: null });
const optionalU64 = fc.option(u64, { nil: null });

export const proposal: fc.Arbitrary<ProposalData> = fc.record({
  governance: key,
  governingTokenMint: key,
  state: fc.constantFrom(...PROPOSAL_STATES),
  tokenOwnerRecord: key,
  signatoriesCount: u8,
  signatoriesSignedOffCount: u8,
  voteType,
  options: fc.array(proposalOption, { maxLength: 5 }),
  denyVoteWeight: optionalU64,
  reserved1: u8,
  abstainVoteWeight: optionalU64,
  startVotingAt: optionalI64,
  draftAt: i64,
  signingOffAt: optionalI64,
  votingAt: optionalI64,
  votingAtSlot: optionalU64,
  votingCompletedAt: optionalI64,
  executingAt: optionalI64,
  closedAt: optionalI64,
  executionFlags: fc.constantFrom(...INSTRUCTION_EXECUTION_FLAGS),
  maxVoteWeight: optionalU64,
  maxVotingTime: fc.option(u32, { nil: null }),
  voteThreshold: fc.option(voteThreshold, { nil: null }),
  name: text,
  descriptionLink: text,
  vetoVoteWeight: u64,
});

export const tokenOwnerRecord: fc.Arbitrary<TokenOwnerRecordData> = fc.record({
  realm: key,
  governingTokenMint: key,
  governingTokenOwner: key,
  governingTokenDepositAmount: u64,
  unrelinquishedVotesCount: u64,
  outstandingProposalCount: u8,
  version: u8,
  governanceDelegate: optionalKey,
});

export const vote: fc.Arbitrary<Vote> = fc.oneof(
  fc.record({
    kind: fc.constant('Approve' as const),
    choices: fc.array(fc.record({ rank: u8, weightPercentage: u8 }), { maxLength: 6 }),
  }),
  fc.constant({ kind: 'Deny' as const }),
  fc.constant({ kind: 'Abstain' as const }),
  fc.constant({ kind: 'Veto' as const }),
);

export const voteRecord: fc.Arbitrary<VoteRecordData> = fc.record({
  proposal: key,
  governingTokenOwner: key,
  isRelinquished: fc.boolean(),
  voterWeight: u64,
  vote,
});
