import { hexToBytes } from '@keel/chain-readers';

/*
 * Absolute byte offsets (LAYOUTS.md §2, discriminator included) of the fields the emulated
 * instructions compute with or write. Everything else is read through chain-readers' decoders;
 * layout-offsets.test.ts checks these against them.
 */

/** `LastUpdate` at a base: slot u64, stale u8, priceStatus u8. */
export const LAST_UPDATE = { slot: 0, stale: 8, priceStatus: 9 } as const;

export const RESERVE = {
  version: 8,
  lastUpdate: 16,
  lendingMarket: 32,
  farmCollateral: 64,
  farmDebt: 96,
  liquidityMint: 128,
  liquiditySupplyVault: 160,
  liquidityFeeVault: 192,
  availableAmount: 224,
  borrowedAmountSf: 232,
  marketPriceSf: 248,
  marketPriceLastUpdatedTs: 264,
  depositLimitCrossedTimestamp: 280,
  borrowLimitCrossedTimestamp: 288,
  cumulativeBorrowRateBsf: 296,
  accumulatedProtocolFeesSf: 344,
  accumulatedReferrerFeesSf: 360,
  pendingReferrerFeesSf: 376,
  absoluteReferralRateSf: 392,
  collateralMint: 2560,
  collateralMintTotalSupply: 2592,
  collateralSupplyVault: 2600,
  /** ReserveConfig.fees.originationFeeSf / flashLoanFeeSf (u64 bits of a Fraction). */
  originationFeeSf: 4896,
  flashLoanFeeSf: 4904,
  depositWithdrawalCap: 5416,
  debtWithdrawalCap: 5448,
  /** ReserveConfig.reserved1 ([u8; 6]), cleared by every refresh. */
  configReserved1: 4863,
  borrowedAmountOutsideElevationGroup: 6704,
  borrowedAmountsAgainstThisReserveInElevationGroups: 6712,
  /** Program 1.16.0 `withdraw_queue.queued_collateral_amount` (IDL 1.13: padding). */
  queuedCollateralAmount: 6968,
} as const;

/** WithdrawalCaps (32 bytes), relative to its base. */
export const WITHDRAWAL_CAPS = {
  configCapacity: 0,
  currentTotal: 8,
  lastIntervalStartTimestamp: 16,
  configIntervalLengthSeconds: 24,
} as const;

export const OBLIGATION = {
  tag: 8,
  lastUpdate: 16,
  lendingMarket: 32,
  owner: 64,
  deposits: 96,
  lowestReserveDepositLiquidationLtv: 1184,
  depositedValueSf: 1192,
  borrows: 1208,
  borrowFactorAdjustedDebtValueSf: 2208,
  borrowedAssetsMarketValueSf: 2224,
  allowedBorrowValueSf: 2240,
  unhealthyBorrowValueSf: 2256,
  elevationGroup: 2285,
  numOfObsoleteDepositReserves: 2286,
  hasDebt: 2287,
  referrer: 2288,
  borrowingDisabled: 2320,
  lowestReserveDepositMaxLtvPct: 2322,
  numOfObsoleteBorrowReserves: 2323,
  highestBorrowFactorPct: 2328,
  autodeleverageMarginCallStartedTimestamp: 2336,
  obligationOrders: 2344,
  borrowOrder: 2600,
} as const;

/** ObligationCollateral (136 bytes), relative to its slot. */
export const DEPOSIT = {
  size: 136,
  slots: 8,
  reserve: 0,
  depositedAmount: 32,
  marketValueSf: 40,
  borrowedAmountAgainstThisCollateralInElevationGroup: 56,
} as const;

/** ObligationLiquidity (200 bytes), relative to its slot. 1.16 fields sit in the IDL's padding. */
export const BORROW = {
  size: 200,
  slots: 5,
  reserve: 0,
  cumulativeBorrowRateBsf: 32,
  lastBorrowedAtTimestamp: 80,
  borrowedAmountSf: 88,
  marketValueSf: 104,
  borrowFactorAdjustedMarketValueSf: 120,
  borrowedAmountOutsideElevationGroups: 136,
  /** Program 1.16.0 `borrowed_amount_at_expiration` (IDL 1.13: padding2). */
  borrowedAmountAtExpiration: 160,
} as const;

/** BorrowOrder (160 bytes), relative to OBLIGATION.borrowOrder. */
export const BORROW_ORDER = { size: 160, fillableUntilTimestamp: 80 } as const;

/** ObligationOrder (128 bytes, 2 slots); a slot with conditionType 0 is empty. */
export const OBLIGATION_ORDER = { size: 128, slots: 2, conditionType: 36 } as const;

export const LENDING_MARKET = {
  bumpSeed: 16,
  borrowDisabled: 124,
  elevationGroups: 200,
  minNetValueInObligationSf: 3224,
} as const;

/** ElevationGroup (72 bytes), relative to its slot; group id N sits in slot N-1. */
export const ELEVATION_GROUP = {
  size: 72,
  count: 32,
  maxLiquidationBonusBps: 0,
  id: 2,
  ltvPct: 3,
  liquidationThresholdPct: 4,
  allowNewLoans: 5,
  maxReservesAsCollateral: 6,
  debtReserve: 8,
} as const;

/** ReferrerTokenState (LAYOUTS §2.5): not among chain-readers' layouts. */
export const REFERRER_TOKEN_STATE = {
  discriminator: hexToBytes('270fd04d20c36938'),
  referrer: 8,
  mint: 40,
  amountUnclaimedSf: 72,
  amountCumulativeSf: 88,
  bump: 104,
} as const;
