export { type ClosedPosition, closePosition } from './close';
export {
  type CorrelatedLiquidation,
  correlatedLiquidation,
  ratioWhatIf,
} from './correlated-liquidation';
export { leverageEntryPrice } from './entry-price';
export { type FlashLoanDepositPlan, flashLoanDepositPlan } from './flash-loan-plan';
export {
  adjustLeverage,
  depositAtLeverage,
  type LeverageDirection,
  type LeveragedPosition,
  type LeverageToken,
  leverageFromLtv,
  ltvFromLeverage,
  netCollateral,
  type PositionAfter,
  positionLeverage,
  withdrawAtCurrentLeverage,
} from './leverage';
export {
  type LoopReview,
  type LoopReviewChange,
  type LoopReviewInput,
  loopReview,
} from './loop-review';
export {
  maxPairLeverage,
  type PairCollateral,
  type PairDebt,
  type PairLeverage,
} from './max-leverage';
export {
  type MultiplyPositionStats,
  multiplyNetApy,
  multiplyPositionStats,
} from './position-stats';
export { type MultiplyPreview, type MultiplyPreviewInput, multiplyPreview } from './preview';
export { type TradedLiquidation, tradedLiquidation } from './traded-liquidation';
