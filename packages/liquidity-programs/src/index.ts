// Creator (DIY) strategies
export {
  CONSENSUS_ACCOUNT_ID,
  type CreatorPool,
  type CreatorProgramContext,
  createStrategyAccountInstruction,
  createStrategyInstructionGroups,
  initializeStrategyInstruction,
  type OpenPositionInput,
  openLiquidityPositionInstruction,
  orcaPositionAccounts,
  updateStrategyConfigInstruction,
} from './creator/creatorInstructions';
export { plannedStrategy } from './creator/plannedStrategy';
export {
  configNumberValue,
  REBALANCE_METHODS,
  type RebalanceMethod,
  type RebalanceParams,
  readRebalanceParams,
  rebalanceParamsValue,
  STRATEGY_CONFIG_MODES,
  type StrategyConfigMode,
} from './creator/strategyConfig';
export { TICK_ARRAY_SIZE, tickArrayStart, tickAtOrBelowPrice } from './creator/ticks';
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
export {
  INITIALIZE_STRATEGY_SPEC,
  OPEN_LIQUIDITY_POSITION_SPEC,
  UPDATE_STRATEGY_CONFIG_SPEC,
} from './instructions/adminSpecs';
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
  newStrategyAddresses,
  orcaPositionAddress,
  orcaTickArrayAddress,
  positionMetadataAddress,
  sharesMintAddress,
  sharesMintAuthorityAddress,
  strategyVaultAddress,
  TOKEN_METADATA_PROGRAM_ID,
  treasuryFeeVaultAddress,
} from './pda';
// Query options
export {
  type CreatorPoolOption,
  creatorPoolsQueryOptions,
  readCreatorPools,
} from './query/creatorPools';
export { liquidityWriteKeys } from './query/keys';
export {
  type LiquidityQueryContext,
  readStrategyWriteState,
  type StrategyWriteState,
  strategyWriteStateQueryOptions,
} from './query/strategyWriteState';
export { readWalletStrategies, walletStrategiesQueryOptions } from './query/walletStrategies';
