// Errors
export { LIQUIDITY_ERROR_MESSAGES } from './errors/liquidityErrorMessages';
export {
  LIQUIDITY_ERRORS,
  type LiquidityError,
  type LiquidityErrorName,
  liquidityError,
} from './errors/liquidityErrors';
export {
  type LiquidityErrorSink,
  registerLiquidityProgramErrors,
} from './errors/registerLiquidityProgramErrors';
// Instructions
export { MEMO_PROGRAM_ID, poolEventAuthority, poolProgramOf } from './instructions/programs';
export type { AccessMode, AccountSpec, ArgSpec, InstructionSpec } from './instructions/spec';
export { DEPOSIT_SPEC, INVEST_SPEC, WITHDRAW_SPEC } from './instructions/specs';
export {
  type DepositInput,
  depositAndInvestInstructions,
  depositInstruction,
  type InvestInput,
  investInstruction,
  type StrategyAccountsContext,
  strategyUserAccounts,
  type WithdrawInput,
  withdrawInstruction,
} from './instructions/strategyInstructions';
// Maths
export {
  counterpartAmount,
  depositAmountsForStrategy,
  type StrategyHoldings,
  sharesForDeposit,
  tokensForShares,
} from './maths/strategyAmounts';
// PDAs
export {
  baseVaultAuthorityAddress,
  eventAuthorityAddress,
  sharesMintAddress,
  sharesMintAuthorityAddress,
  strategyVaultAddress,
  treasuryFeeVaultAddress,
} from './pda';
// Query options
export { liquidityWriteKeys } from './query/keys';
export {
  type LiquidityQueryContext,
  readStrategyWriteState,
  type StrategyWriteState,
  strategyWriteStateQueryOptions,
} from './query/strategyWriteState';
