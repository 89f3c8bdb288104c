// Program ids

// Token set-up: the associated token account's CreateIdempotent, shared by @keel/chain-readers.
export { createAssociatedTokenAccountIdempotentInstruction } from '@keel/chain-readers';
// Registrar errors
export { findProgramErrorCode, type ProgramErrorCode } from './errors/programErrorCode';
export { RegistrarRuleError } from './errors/RegistrarRuleError';
export { registrarErrorFor, registrarErrorMessage } from './errors/registrarErrorFor';
export {
  REGISTRAR_ERROR_BASE,
  REGISTRAR_ERROR_CODES,
  REGISTRAR_ERRORS,
  type RegistrarErrorInfo,
  type RegistrarErrorName,
  registrarError,
} from './errors/registrarErrors';
// spl-governance
export {
  GOVERNANCE_ACCOUNT_TYPE,
  type GovernanceAccountTypeName,
} from './governance/accountTypes';
export {
  GOVERNING_TOKEN_TYPES,
  type GoverningTokenType,
  INSTRUCTION_EXECUTION_FLAGS,
  type InstructionExecutionFlags,
  OPTION_VOTE_RESULTS,
  type OptionVoteResult,
  VOTE_TIPPINGS,
  type VoteThreshold,
  type VoteTipping,
  type VoteType,
} from './governance/enums';
export {
  decodeGovernance,
  encodeGovernance,
  GOVERNANCE_MAX_SIZE,
  GOVERNANCE_V2_TYPES,
  type Governance,
  type GovernanceData,
  type GovernanceV2Type,
} from './governance/governance';
export type { GovernanceConfig } from './governance/governanceConfig';
export type { GovernanceDecodeOptions } from './governance/options';
export {
  governanceAddress,
  governingTokenHoldingAddress,
  nativeTreasuryAddress,
  proposalAddress,
  realmAddress,
  realmConfigAddress,
  tokenOwnerRecordAddress,
  voteRecordAddress,
} from './governance/pda';
export {
  decodeProposal,
  encodeProposal,
  type Proposal,
  type ProposalData,
  type ProposalOption,
  proposalMaxSize,
} from './governance/proposal';
export {
  isFinalProposalState,
  PROPOSAL_STATE_LABELS,
  PROPOSAL_STATES,
  type ProposalState,
  proposalStateLabel,
} from './governance/proposalState';
export {
  isYesNoProposal,
  minYesVoteWeight,
  type ProposalQuorum,
  type ProposalTally,
  proposalQuorum,
  proposalTally,
  type VotingWindow,
  votingWindow,
} from './governance/proposalVotes';
export {
  decodeRealm,
  encodeRealm,
  type MintMaxVoterWeightSource,
  type Realm,
  type RealmConfig,
  type RealmData,
  realmMaxSize,
} from './governance/realm';
export {
  decodeRealmConfigAccount,
  encodeRealmConfigAccount,
  type GoverningTokenConfig,
  REALM_CONFIG_ACCOUNT_SIZE,
  type RealmConfigAccount,
  type RealmConfigAccountData,
} from './governance/realmConfig';
export {
  canWithdrawGoverningTokens,
  decodeTokenOwnerRecord,
  encodeTokenOwnerRecord,
  TOKEN_OWNER_RECORD_MAX_SIZE,
  type TokenOwnerRecord,
  type TokenOwnerRecordData,
} from './governance/tokenOwnerRecord';
export { NO_VOTE, type Vote, type VoteChoice, type VoteKind, YES_VOTE } from './governance/vote';
export {
  decodeVoteRecord,
  encodeVoteRecord,
  type VoteRecord,
  type VoteRecordData,
  voteRecordSize,
} from './governance/voteRecord';
// Instructions
export {
  type CastVoteInput,
  castVoteInstructions,
  createTokenOwnerRecordInstruction,
} from './instructions/castVote';
export {
  createDepositEntryInstruction,
  type DepositWithLockupInput,
  depositInstruction,
  depositWithLockupInstructions,
} from './instructions/deposit';
export {
  GOVERNANCE_INSTRUCTION_INDEX,
  VSR_INSTRUCTION_DISCRIMINATORS,
} from './instructions/discriminators';
export { resetLockupInstruction } from './instructions/lockup';
export {
  type RelinquishVoteInput,
  relinquishVoteInstruction,
} from './instructions/relinquishVote';
export {
  createVoterInstruction,
  updateVoterWeightRecordInstruction,
  type VoterInstructionInput,
} from './instructions/voter';
export {
  type WithdrawInput,
  withdrawInstruction,
  withdrawUnlockedInstructions,
} from './instructions/withdraw';
// Voting power
export {
  applyDeposit,
  applyResetLockup,
  applyWithdraw,
  lockupFromPeriods,
  minimumResetPeriods,
  newDepositEntry,
  resolveVesting,
} from './power/bookkeeping';
export {
  applyScaledFactor,
  baselineVoteWeight,
  type DepositVotingPower,
  depositVotingPower,
  maxExtraLockupVoteWeight,
  shiftDigits,
  U64_MAX,
} from './power/depositPower';
export {
  displayVoteWeight,
  nativeToTokens,
  type VoterWeightDisplay,
  voterWeightDisplay,
  voteWeightDecimal,
} from './power/display';
export { guaranteedLockedVotePower, lockedVotePower } from './power/lockedPower';
export {
  isLockupExpired,
  periodCurrent,
  periodsLeft,
  periodsTotal,
  secondsLeft,
} from './power/lockupTime';
export {
  type DepositPreview,
  type DepositPreviewInput,
  previewDeposit,
  previewResetLockup,
  type ResetLockupChoice,
  type ResetLockupPreviewInput,
  resetLockupChoices,
} from './power/preview';
export {
  type LockingInfo,
  lockedAmount,
  lockingInfo,
  unlockedAmount,
  type VestingInfo,
  vestedAmount,
} from './power/tokenAmounts';
export {
  type DepositWeight,
  depositWeights,
  type MintAmounts,
  type VoterWeight,
  voterWeight,
  voterWeightLockedGuaranteed,
} from './power/voterWeight';
export {
  GOVERNANCE_TEST_PROGRAM_ID,
  SPL_GOVERNANCE_PROGRAM_ID,
  VSR_MANGO_PROGRAM_ID,
  VSR_PROGRAM_ID,
} from './programIds';
// Reads and query options
export { clockUnixTimestamp, resolveChainTime } from './query/clock';
export {
  type GovernanceReadOptions,
  type RealmProposals,
  readGovernance,
  readGovernances,
  readProposal,
  readRealm,
  readRealmProposals,
  readTokenOwnerRecord,
  readVoteRecord,
  type VoterKey,
} from './query/governanceReads';
export { governanceKeys } from './query/keys';
export {
  type GovernanceQueryContext,
  type GovernanceQueryOptions,
  governanceQueryOptions,
  proposalQueryOptions,
  proposalsQueryOptions,
  realmQueryOptions,
  registrarQueryOptions,
  tokenOwnerRecordQueryOptions,
  voteRecordQueryOptions,
  voterQueryOptions,
  votingPowerQueryOptions,
} from './query/options';
export {
  ChainClockUnavailableError,
  type GovernanceRpc,
  type GovernanceRpcMethod,
} from './query/rpc';
export { GOVERNANCE_QUERY_TIMINGS } from './query/timings';
export {
  readRegistrar,
  readVoter,
  readVotingPower,
  type VotingPowerState,
  type VsrReadOptions,
} from './query/vsrReads';
// VSR layouts
export {
  MAX_DEPOSIT_ENTRIES,
  MAX_LOCKUP_IN_FUTURE_SECS,
  MAX_LOCKUP_PERIODS,
  MAX_VOTING_MINTS,
  SCALED_FACTOR_BASE,
  SECS_PER_DAY,
  SECS_PER_MONTH,
} from './vsr/constants';
export { DEPOSIT_ENTRY_SIZE, type DepositEntry, emptyDepositEntry } from './vsr/depositEntry';
export {
  VOTER_WEIGHT_RECORD_DISCRIMINATORS,
  VSR_ACCOUNT_DISCRIMINATORS,
} from './vsr/discriminators';
export {
  isVestingKind,
  LOCKUP_KINDS,
  LOCKUP_SIZE,
  type Lockup,
  type LockupKind,
  lockupStrictness,
  periodSecs,
} from './vsr/lockup';
export {
  registrarAddress,
  voterAddress,
  voterVaultAddress,
  voterWeightRecordAddress,
} from './vsr/pda';
export {
  decodeRegistrar,
  encodeRegistrar,
  REGISTRAR_SIZE,
  REGISTRAR_SPEC,
  type Registrar,
  type RegistrarData,
  registrarNow,
  type VsrDecodeOptions,
  votingMintIndex,
} from './vsr/registrar';
export {
  type StructCodec,
  StructDecodeError,
  type StructDecodeFailure,
} from './vsr/structCodec';
export { depositEntryCodec, lockupCodec, votingMintConfigCodec } from './vsr/structs';
export {
  decodeVoter,
  encodeVoter,
  firstFreeDepositEntryIndex,
  usedDeposits,
  VOTER_SIZE,
  VOTER_SPEC,
  type Voter,
  type VoterData,
} from './vsr/voter';
export {
  decodeVoterWeightRecord,
  encodeVoterWeightRecord,
  VOTER_WEIGHT_ACTIONS,
  VOTER_WEIGHT_RECORD_SIZE,
  type VoterWeightAction,
  type VoterWeightRecord,
  type VoterWeightRecordData,
  type VoterWeightRecordDiscriminator,
} from './vsr/voterWeightRecord';
export {
  emptyVotingMintConfig,
  grantsVoteWeight,
  isVotingMintConfigured,
  VOTING_MINT_CONFIG_SIZE,
  type VotingMintConfig,
} from './vsr/votingMintConfig';
