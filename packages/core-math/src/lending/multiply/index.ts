export { type ClosedPosition, closePosition } from './close';
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
