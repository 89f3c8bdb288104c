// Accounts
export { VAULT_ACCOUNT_DISCRIMINATORS } from './accounts/discriminators';
export {
  decodeGlobalConfig,
  encodeGlobalConfig,
  GLOBAL_CONFIG_SIZE,
  type GlobalConfig,
} from './accounts/globalConfig';
export {
  activeAllocations,
  emptyVaultAllocation,
  MAX_VAULT_ALLOCATIONS,
  VAULT_ALLOCATION_SIZE,
  type VaultAllocation,
} from './accounts/vaultAllocation';
export {
  decodeVaultState,
  encodeVaultState,
  VAULT_NAME_LENGTH,
  VAULT_STATE_OFFSETS,
  VAULT_STATE_SIZE,
  type VaultState,
} from './accounts/vaultState';
// Composed actions
export {
  type VaultActionInput,
  vaultAumOf,
  vaultDepositInstruction,
  vaultUserInput,
  vaultWithdrawInstructions,
  vaultWithdrawSteps,
} from './compose/vaultActions';
export {
  isReserveAtLanding,
  previewVaultDeposit,
  previewVaultWithdraw,
  previewVaultWithdrawal,
  type VaultReserveAtLanding,
  vaultInvestedSf,
  vaultLandingOf,
  vaultReserveAtSlot,
} from './compose/vaultLanding';
// Errors
export {
  registerVaultProgramErrors,
  type VaultErrorSink,
} from './errors/registerVaultProgramErrors';
export { VAULT_ERROR_MESSAGES } from './errors/vaultErrorMessages';
export { VAULT_ERRORS, type VaultErrorName, vaultError } from './errors/vaultErrors';
// Instructions
export {
  type InitVaultInput,
  type InvestInput,
  initVaultInstruction,
  investInstruction,
  type UpdateReserveAllocationInput,
  type UpdateVaultConfigInput,
  u64ConfigValue,
  updateReserveAllocationInstruction,
  updateVaultConfigInstruction,
  VAULT_CONFIG_FIELDS,
  type VaultConfigField,
} from './instructions/adminInstructions';
export { VAULT_INSTRUCTION_DISCRIMINATORS } from './instructions/discriminators';
export {
  type DepositInput,
  depositInstruction,
  type VaultUserInput,
  type WithdrawFromAvailableInput,
  type WithdrawInput,
  withdrawFromAvailableInstruction,
  withdrawInstruction,
} from './instructions/userInstructions';
export {
  type VaultKeys,
  type VaultPrograms,
  type VaultReserveKeys,
  vaultKeysOf,
} from './instructions/vaultKeys';
// Share arithmetic and the fee charge
export {
  chargeVaultFees,
  VAULT_SECONDS_PER_YEAR,
  type VaultFeeState,
  vaultAumSf,
} from './math/fees';
export {
  allocatedReserveCount,
  depositLanding,
  refreshVaultRewards,
  sharesToMintSf,
  tokensForMintedSharesSf,
  tokensForSharesSf,
  type VaultAtLanding,
  type VaultDepositLanding,
  type VaultWithdrawLanding,
  vaultAtLanding,
  type WithdrawalPenalty,
  type WithdrawReserve,
  withdrawalPenaltyAmount,
  withdrawalPenaltyOf,
  withdrawLanding,
} from './math/landing';
export { planWithdraw, type WithdrawReserveView, type WithdrawStep } from './math/planWithdraw';
export {
  borrowRateSf,
  compoundedInterestSf,
  reserveRateAtSlot,
  reserveTotalSupplySfAtSlot,
} from './math/reserveAccrual';
export {
  ctokensValueSf,
  liquidityToCtokensCeil,
  type ReserveExchangeRate,
} from './math/reserveRate';
export {
  sharesForDeposit,
  sharesForTokens,
  tokensForMintedShares,
  tokensForShares,
  type VaultHoldings,
  vaultAum,
} from './math/shares';
// PDAs and program id
export {
  baseVaultAuthorityAddress,
  ctokenVaultAddress,
  eventAuthorityAddress,
  globalConfigAddress,
  reserveWhitelistEntryAddress,
  sharesMintAddress,
  tokenVaultAddress,
} from './pda';
export { VAULT_PROGRAM_ID } from './programId';
// Query options
export { vaultKeys } from './query/keys';
export { type VaultListContext, vaultListQueryOptions } from './query/list';
export {
  type VaultQueryContext,
  vaultGlobalConfigQueryOptions,
  vaultStateQueryOptions,
} from './query/options';
export {
  type VaultReserveReading,
  type VaultReserveView,
  vaultReservesQueryOptions,
} from './query/reserves';
