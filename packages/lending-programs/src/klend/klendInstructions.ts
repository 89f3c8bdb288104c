import {
  borrowObligationLiquidityInstruction,
  borrowObligationLiquidityV2Instruction,
} from './borrowInstructions';
import {
  depositReserveLiquidityAndObligationCollateralInstruction,
  depositReserveLiquidityAndObligationCollateralV2Instruction,
} from './depositInstructions';
import { requestElevationGroupInstruction } from './elevationGroupInstructions';
import {
  flashBorrowReserveLiquidityInstruction,
  flashRepayReserveLiquidityInstruction,
} from './flashLoanInstructions';
import {
  liquidateObligationAndRedeemReserveCollateralInstruction,
  liquidateObligationAndRedeemReserveCollateralV2Instruction,
} from './liquidateInstructions';
import {
  refreshObligationFarmsForReserveInstruction,
  refreshObligationInstruction,
  refreshReserveInstruction,
} from './refreshInstructions';
import {
  repayObligationLiquidityInstruction,
  repayObligationLiquidityV2Instruction,
} from './repayInstructions';
import {
  initObligationFarmsForReserveInstruction,
  initObligationInstruction,
  initReferrerTokenStateInstruction,
  initUserMetadataInstruction,
} from './setupInstructions';
import {
  withdrawObligationCollateralAndRedeemReserveCollateralInstruction,
  withdrawObligationCollateralAndRedeemReserveCollateralV2Instruction,
} from './withdrawInstructions';

/** Every klend builder of this package by IDL instruction name (the conformance tests walk it). */
export const KLEND_INSTRUCTIONS = {
  initUserMetadata: initUserMetadataInstruction,
  initObligation: initObligationInstruction,
  initObligationFarmsForReserve: initObligationFarmsForReserveInstruction,
  initReferrerTokenState: initReferrerTokenStateInstruction,
  refreshReserve: refreshReserveInstruction,
  refreshObligation: refreshObligationInstruction,
  refreshObligationFarmsForReserve: refreshObligationFarmsForReserveInstruction,
  depositReserveLiquidityAndObligationCollateral:
    depositReserveLiquidityAndObligationCollateralInstruction,
  depositReserveLiquidityAndObligationCollateralV2:
    depositReserveLiquidityAndObligationCollateralV2Instruction,
  withdrawObligationCollateralAndRedeemReserveCollateral:
    withdrawObligationCollateralAndRedeemReserveCollateralInstruction,
  withdrawObligationCollateralAndRedeemReserveCollateralV2:
    withdrawObligationCollateralAndRedeemReserveCollateralV2Instruction,
  borrowObligationLiquidity: borrowObligationLiquidityInstruction,
  borrowObligationLiquidityV2: borrowObligationLiquidityV2Instruction,
  repayObligationLiquidity: repayObligationLiquidityInstruction,
  repayObligationLiquidityV2: repayObligationLiquidityV2Instruction,
  liquidateObligationAndRedeemReserveCollateral:
    liquidateObligationAndRedeemReserveCollateralInstruction,
  liquidateObligationAndRedeemReserveCollateralV2:
    liquidateObligationAndRedeemReserveCollateralV2Instruction,
  requestElevationGroup: requestElevationGroupInstruction,
  flashBorrowReserveLiquidity: flashBorrowReserveLiquidityInstruction,
  flashRepayReserveLiquidity: flashRepayReserveLiquidityInstruction,
} as const;
