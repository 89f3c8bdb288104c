export {
  borrowRateAt,
  type CurvePoint,
  curveFromLegacyRates,
  InvalidBorrowCurveError,
  truncateBorrowCurve,
} from './borrow-curve';
export { borrowPower, maxWithdrawAmount, WITHDRAW_SAFETY_FACTOR } from './borrow-power';
export {
  type BorrowableLiquidityInput,
  borrowableLiquidity,
  borrowCapRemaining,
  depositCapRemaining,
  isBorrowBlockedByUtilization,
  type LimitAndUsage,
  remainingUnderLimit,
  utilizationCapRemaining,
  type WithdrawalCapState,
  type WithdrawalCapStatus,
  withdrawalCapStatus,
} from './caps';
export {
  cTokensToLiquidity,
  liquidityPerCToken,
  liquidityToCTokens,
  marketValue,
} from './collateral';
export {
  DEFAULT_SLOT_DURATION_MS,
  SECONDS_PER_YEAR,
  SLOTS_PER_DAY,
  SLOTS_PER_SECOND,
  SLOTS_PER_YEAR,
} from './constants';
export {
  commonElevationGroups,
  type ElevationGroup,
  type ElevationGroupViolation,
  elevationGroupById,
  elevationGroupViolations,
  type GroupMember,
  NO_ELEVATION_GROUP,
  reserveInElevationGroup,
} from './elevation-groups';
export {
  AmountTooSmallForFeesError,
  type BorrowFees,
  borrowFees,
  FEE_DISABLED_RAW,
  type FeeCalculation,
} from './fees';
export {
  accruedBorrowAmount,
  accrueReserveInterest,
  compoundedInterestFactor,
  type ReserveAccrual,
  type ReserveAccrualInput,
} from './interest-accrual';
export {
  type LiquidationCollateral,
  type LiquidationDebt,
  type LiquidationInput,
  type LiquidationMarketConfig,
  type LiquidationOutcome,
  type LiquidationRefusal,
  type LiquidationResult,
  liquidation,
  maxLiquidatableDebt,
} from './liquidation';
export {
  elevationGroupMaxLiquidationBonusBps,
  type LiquidationBonusConfig,
  type LiquidationLtvs,
  type LiquidationObligationValues,
  liquidationLtvs,
} from './liquidation-bonus';
export {
  daysToLiquidationAtCurrentRates,
  type HorizonBorrow,
  type HorizonDeposit,
  LIQUIDATION_HORIZON_MAX_YEARS,
} from './liquidation-horizon';
export {
  collateralLiquidationPrice,
  collateralLiquidationPrices,
  liquidationDistance,
} from './liquidation-price';
export {
  type LiquidationPriorityBounds,
  type LiquidationPriorityInput,
  liquidationPriorityBounds,
  type PriorityBorrow,
  type PriorityDeposit,
} from './liquidation-priority';
export { liquidationMinReceived, type RedeemReserve } from './liquidation-redeem';
export * from './multiply';
export { obligationNetApy, type ValueAndApy } from './net-apy';
export { applyObligationChange, type ObligationChange } from './obligation-change';
export {
  type ObligationBorrowInput,
  type ObligationDepositInput,
  type ObligationInput,
  type ObligationStats,
  obligationStats,
  type ValuedBorrow,
  type ValuedDeposit,
  valueBorrow,
  valueDeposit,
} from './obligation-stats';
export { type ReserveApyParts, type ReserveApys, reserveApys } from './reserve-apys';
export {
  curveBorrowApr,
  type ReserveLiquidityAmounts,
  type ReserveRateInput,
  type ReserveRates,
  reserveBorrowApr,
  reserveRates,
  reserveSupplyApr,
  reserveTotalSupply,
  reserveUtilization,
  slotAdjustmentFactor,
  slotCompoundedApy,
} from './reserve-rates';
export {
  type AssetTier,
  assetTierFromCode,
  isEligibleForPairSpecificLtv,
  type ReserveStatus,
  reserveStatusFromCode,
} from './reserve-status';
export {
  NEAR_LIQUIDATION_MARGIN,
  type RiskColour,
  riskColour,
  riskColourNearLiquidation,
} from './risk';
