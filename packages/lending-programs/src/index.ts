// Instruction builders: klend

// Token set-up instructions: the shared ones of @keel/chain-readers, re-exported for this API.
export {
  closeTokenAccountInstruction,
  createAssociatedTokenAccountIdempotentInstruction,
  syncNativeInstruction,
} from '@keel/chain-readers';
// Lending actions
export type { KlendInstructionVersion } from './compose/actionInstruction';
export {
  type LendingActionAddresses,
  type LendingActionAddressesInput,
  lendingActionAddresses,
  obligationAddress,
} from './compose/addresses';
export {
  type ComposedParts,
  instructionsInOrder,
  stepsInOrder,
} from './compose/composedParts';
export {
  type ComposeElevationGroupRequestInput,
  composeElevationGroupRequest,
  type ElevationGroupStep,
} from './compose/composeElevationGroupRequest';
export {
  type ComposedLendingAction,
  type ComposeLendingActionInput,
  composeLendingAction,
} from './compose/composeLendingAction';
export { composeLiquidation } from './compose/composeLiquidation';
export type {
  LendingActionKind,
  LendingActionRequest,
  LendingObligation,
  LendingProgramIds,
  LendingReserve,
  NewObligationSeeds,
  ReserveFarmKind,
} from './compose/lendingInputs';
export type { LendingStep, LendingStepLabel } from './compose/lendingSteps';
export { composeLeverageLoop } from './compose/leverage/composeLeverageLoop';
export type {
  ComposedLeverageLoop,
  ComposeLeverageLoopInput,
  LeverageDecrease,
  LeverageIncrease,
  LeverageStep,
  LeverageStepLabel,
} from './compose/leverage/leverageLoopInputs';
export { liquidationAddresses } from './compose/liquidationAddresses';
export type {
  ComposedLiquidation,
  ComposeLiquidationInput,
  LiquidationAddresses,
  LiquidationStep,
  LiquidationStepLabel,
  ObligationFarm,
} from './compose/liquidationInputs';
export {
  obligationRemainingAccounts,
  refreshReserveFor,
  reservesToRefresh,
} from './compose/refreshSteps';
export { composeObligationSwap } from './compose/swap/composeObligationSwap';
export type {
  CollateralSwap,
  ComposedObligationSwap,
  ComposeObligationSwapInput,
  DebtSwap,
  ObligationSwapStep,
  ObligationSwapStepLabel,
} from './compose/swap/obligationSwapInputs';
export { type CollateralRateReserve, collateralAmountForWithdraw } from './compose/withdrawAmount';
// Token and SOL helpers
export { NATIVE_SOL_MINT, NULL_ORACLE_KEY, U64_MAX } from './constants';
// Errors
export { FARMS_ERROR_MESSAGES } from './errors/farmsErrorMessages';
export { KLEND_ERROR_MESSAGES } from './errors/klendErrorMessages';
export {
  type ProgramErrorSink,
  registerLendingProgramErrors,
} from './errors/registerLendingProgramErrors';
// Instruction builders: farms
export { FARMS_INSTRUCTIONS } from './farms/farmsInstructions';
export {
  farmsRefreshFarmInstruction,
  farmsRefreshUserStateInstruction,
} from './farms/refreshInstructions';
export { farmsHarvestRewardInstruction } from './farms/rewardInstructions';
export {
  farmsStakeInstruction,
  farmsUnstakeInstruction,
  farmsWithdrawUnstakedDepositsInstruction,
} from './farms/stakeInstructions';
export { farmsInitializeUserInstruction } from './farms/userInstructions';
// Instruction builders: klend market administration
export {
  type UpdateLendingMarketInput,
  type UpdateReserveConfigInput,
  updateLendingMarketInstruction,
  updateReserveConfigInstruction,
} from './klend/admin/adminInstructions';
export type { LendingMarketUpdate } from './klend/admin/lendingMarketModes';
export type { ReserveConfigUpdate } from './klend/admin/reserveConfigModes';
export {
  borrowObligationLiquidityInstruction,
  borrowObligationLiquidityV2Instruction,
} from './klend/borrowInstructions';
export {
  depositReserveLiquidityAndObligationCollateralInstruction,
  depositReserveLiquidityAndObligationCollateralV2Instruction,
} from './klend/depositInstructions';
export { requestElevationGroupInstruction } from './klend/elevationGroupInstructions';
export {
  flashBorrowReserveLiquidityInstruction,
  flashRepayReserveLiquidityInstruction,
} from './klend/flashLoanInstructions';
export { KLEND_INSTRUCTIONS } from './klend/klendInstructions';
export {
  liquidateObligationAndRedeemReserveCollateralInstruction,
  liquidateObligationAndRedeemReserveCollateralV2Instruction,
} from './klend/liquidateInstructions';
export {
  refreshObligationFarmsForReserveInstruction,
  refreshObligationInstruction,
  refreshReserveInstruction,
} from './klend/refreshInstructions';
export {
  repayObligationLiquidityInstruction,
  repayObligationLiquidityV2Instruction,
} from './klend/repayInstructions';
export {
  initObligationFarmsForReserveInstruction,
  initObligationInstruction,
  initReferrerTokenStateInstruction,
  initUserMetadataInstruction,
} from './klend/setupInstructions';
export {
  withdrawObligationCollateralAndRedeemReserveCollateralInstruction,
  withdrawObligationCollateralAndRedeemReserveCollateralV2Instruction,
} from './klend/withdrawInstructions';
export type {
  AccountsInput,
  ArgsInput,
  ArgValue,
  BuildOptions,
  InitObligationArgsValue,
  InstructionInput,
} from './spec/inputTypes';
// Builder types
export type { InstructionBuilder } from './spec/instructionBuilder';
export type {
  AccessMode,
  AccountGroupSpec,
  AccountItemSpec,
  AccountSpec,
  ArgSpec,
  ArgType,
  InstructionSpec,
} from './spec/instructionSpec';
