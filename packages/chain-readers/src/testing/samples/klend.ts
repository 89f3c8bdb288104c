import type { ElevationGroup } from '../../layouts/klend/elevationGroup';
import type { LendingMarketData } from '../../layouts/klend/lendingMarket';
import type { ObligationData } from '../../layouts/klend/obligation';
import { OBLIGATION_TAGS } from '../../layouts/klend/obligationTag';
import type { ReserveData } from '../../layouts/klend/reserve';
import { RESERVE_STATUSES } from '../../layouts/klend/reserveConfig';
import type { UserMetadataData } from '../../layouts/klend/userMetadata';
import type { WithdrawalCaps } from '../../layouts/klend/withdrawalCaps';
import { SampleSource } from '../sampleSource';

export function sampleWithdrawalCaps(s: SampleSource): WithdrawalCaps {
  return {
    configCapacity: s.i64(),
    currentTotal: s.i64(),
    lastIntervalStartTimestamp: s.u64(),
    configIntervalLengthSeconds: s.u64(),
  };
}

function sampleElevationGroups(s: SampleSource): ElevationGroup[] {
  const ids = new Set<number>();
  const count = s.int(0, 6);
  while (ids.size < count) ids.add(s.int(1, 32));
  return [...ids]
    .sort((a, b) => a - b)
    .map((id) => ({
      id,
      maxLiquidationBonusBps: s.u16(),
      ltvPct: s.u8(),
      liquidationThresholdPct: s.u8(),
      allowNewLoans: s.bool(),
      maxReservesAsCollateral: s.u8(),
      debtReserve: s.pubkey(),
    }));
}

export function sampleLendingMarket(seed: number): LendingMarketData {
  const s = new SampleSource(seed);
  return {
    version: s.u64(),
    bumpSeed: s.u8(),
    lendingMarketOwner: s.pubkey(),
    lendingMarketOwnerCached: s.pubkey(),
    quoteCurrency: s.text(32),
    referralFeeBps: s.u16(),
    emergencyMode: s.bool(),
    autodeleverageEnabled: s.bool(),
    borrowDisabled: s.bool(),
    priceRefreshTriggerToMaxAgePct: s.u8(),
    liquidationMaxDebtCloseFactorPct: s.u8(),
    insolvencyRiskUnhealthyLtvPct: s.u8(),
    minFullLiquidationValueThreshold: s.u64(),
    maxLiquidatableDebtMarketValueAtOnce: s.u64(),
    globalAllowedBorrowValue: s.u64(),
    riskCouncil: s.pubkey(),
    elevationGroups: sampleElevationGroups(s),
    minNetValueInObligation: s.scaledFraction(),
    minValueSkipLiquidationLtvChecks: s.u64(),
    name: s.text(32),
    minValueSkipLiquidationBfChecks: s.u64(),
    individualAutodeleverageMarginCallPeriodSecs: s.u64(),
    minInitialDepositAmount: s.u64(),
    obligationOrderExecutionEnabled: s.bool(),
    immutable: s.bool(),
    obligationOrderCreationEnabled: s.bool(),
    priceTriggeredLiquidationDisabled: s.bool(),
    matureReserveDebtLiquidationEnabled: s.bool(),
    obligationBorrowDebtTermLiquidationEnabled: s.bool(),
    borrowOrderCreationEnabled: s.bool(),
    borrowOrderExecutionEnabled: s.bool(),
    proposerAuthority: s.pubkey(),
  };
}

export function sampleReserve(seed: number): ReserveData {
  const s = new SampleSource(seed);
  const chain = () => s.list(4, () => s.u16());
  return {
    version: s.u64(),
    lastUpdate: { slot: s.u64(), stale: s.bool(), priceStatus: s.u8() },
    lendingMarket: s.pubkey(),
    farmCollateral: s.optionalPubkey(),
    farmDebt: s.optionalPubkey(),
    liquidity: {
      mintPubkey: s.pubkey(),
      supplyVault: s.pubkey(),
      feeVault: s.pubkey(),
      availableAmount: s.u64(),
      borrowedAmount: s.scaledFraction(),
      marketPrice: s.scaledFraction(),
      marketPriceLastUpdatedTs: s.u64(),
      mintDecimals: s.int(0, 18),
      depositLimitCrossedTimestamp: s.u64(),
      borrowLimitCrossedTimestamp: s.u64(),
      cumulativeBorrowRate: s.bigFraction(),
      accumulatedProtocolFees: s.scaledFraction(),
      accumulatedReferrerFees: s.scaledFraction(),
      pendingReferrerFees: s.scaledFraction(),
      absoluteReferralRate: s.scaledFraction(),
      tokenProgram: s.pubkey(),
    },
    collateral: { mintPubkey: s.pubkey(), mintTotalSupply: s.u64(), supplyVault: s.pubkey() },
    config: {
      status: s.pick(RESERVE_STATUSES),
      hostFixedInterestRateBps: s.u16(),
      minDeleveragingBonusBps: s.u16(),
      blockCtokenUsage: s.bool(),
      protocolOrderExecutionFeePct: s.u8(),
      protocolTakeRatePct: s.u8(),
      protocolLiquidationFeePct: s.u8(),
      loanToValuePct: s.u8(),
      liquidationThresholdPct: s.u8(),
      minLiquidationBonusBps: s.u16(),
      maxLiquidationBonusBps: s.u16(),
      badDebtLiquidationBonusBps: s.u16(),
      deleveragingMarginCallPeriodSecs: s.u64(),
      deleveragingThresholdDecreaseBpsPerDay: s.u64(),
      fees: { originationFee: s.scaledFraction64(), flashLoanFee: s.scaledFraction64() },
      borrowRateCurve: s.list(11, () => ({ utilizationRateBps: s.u32(), borrowRateBps: s.u32() })),
      borrowFactorPct: s.u64(),
      depositLimit: s.u64(),
      borrowLimit: s.u64(),
      tokenInfo: {
        name: s.text(32),
        heuristic: { lower: s.u64(), upper: s.u64(), exp: s.u64() },
        maxTwapDivergenceBps: s.u64(),
        maxAgePriceSeconds: s.u64(),
        maxAgeTwapSeconds: s.u64(),
        scopeConfiguration: { priceFeed: s.pubkey(), priceChain: chain(), twapChain: chain() },
        switchboardConfiguration: { priceAggregator: s.pubkey(), twapAggregator: s.pubkey() },
        pythConfiguration: { price: s.pubkey() },
        blockPriceUsage: s.bool(),
      },
      depositWithdrawalCap: sampleWithdrawalCaps(s),
      debtWithdrawalCap: sampleWithdrawalCaps(s),
      elevationGroups: s.list(s.int(0, 20), () => s.int(1, 255)),
      disableUsageAsCollOutsideEmode: s.bool(),
      utilizationLimitBlockBorrowingAbovePct: s.u8(),
      autodeleverageEnabled: s.bool(),
      proposerAuthorityLocked: s.bool(),
      borrowLimitOutsideElevationGroup: s.u64(),
      borrowLimitAgainstThisCollateralInElevationGroup: s.list(32, () => s.u64()),
      deleveragingBonusIncreaseBpsPerDay: s.u64(),
      debtMaturityTimestamp: s.u64(),
      debtTermSeconds: s.u64(),
    },
    borrowedAmountOutsideElevationGroup: s.u64(),
    borrowedAmountsAgainstThisReserveInElevationGroups: s.list(32, () => s.u64()),
  };
}

export function sampleObligation(seed: number): ObligationData {
  const s = new SampleSource(seed);
  return {
    tag: s.pick(OBLIGATION_TAGS),
    lastUpdate: { slot: s.u64(), stale: s.bool(), priceStatus: s.u8() },
    lendingMarket: s.pubkey(),
    owner: s.pubkey(),
    deposits: s.list(s.int(0, 8), () => ({
      depositReserve: s.pubkey(),
      depositedAmount: s.u64(),
      marketValue: s.scaledFraction(),
      borrowedAmountAgainstThisCollateralInElevationGroup: s.u64(),
    })),
    lowestReserveDepositLiquidationLtv: s.u64(),
    depositedValue: s.scaledFraction(),
    borrows: s.list(s.int(0, 5), () => ({
      borrowReserve: s.pubkey(),
      cumulativeBorrowRate: s.bigFraction(),
      firstBorrowedAtTimestamp: s.u64(),
      borrowedAmount: s.scaledFraction(),
      marketValue: s.scaledFraction(),
      borrowFactorAdjustedMarketValue: s.scaledFraction(),
      borrowedAmountOutsideElevationGroups: s.u64(),
    })),
    borrowFactorAdjustedDebtValue: s.scaledFraction(),
    borrowedAssetsMarketValue: s.scaledFraction(),
    allowedBorrowValue: s.scaledFraction(),
    unhealthyBorrowValue: s.scaledFraction(),
    elevationGroup: s.u8(),
    numOfObsoleteDepositReserves: s.u8(),
    hasDebt: s.bool(),
    referrer: s.optionalPubkey(),
    borrowingDisabled: s.bool(),
    autodeleverageTargetLtvPct: s.u8(),
    lowestReserveDepositMaxLtvPct: s.u8(),
    numOfObsoleteBorrowReserves: s.u8(),
    highestBorrowFactorPct: s.u64(),
    autodeleverageMarginCallStartedTimestamp: s.u64(),
    obligationOrders: s.list(2, () => ({
      conditionThreshold: s.scaledFraction(),
      opportunityParameter: s.scaledFraction(),
      minExecutionBonusBps: s.u16(),
      maxExecutionBonusBps: s.u16(),
      conditionType: s.u8(),
      opportunityType: s.u8(),
    })),
    borrowOrder: {
      debtLiquidityMint: s.pubkey(),
      remainingDebtAmount: s.u64(),
      filledDebtDestination: s.pubkey(),
      minDebtTermSeconds: s.u64(),
      fillableUntilTimestamp: s.u64(),
      placedAtTimestamp: s.u64(),
      lastUpdatedAtTimestamp: s.u64(),
      requestedDebtAmount: s.u64(),
      maxBorrowRateBps: s.u32(),
    },
  };
}

export function sampleUserMetadata(seed: number): UserMetadataData {
  const s = new SampleSource(seed);
  return {
    referrer: s.optionalPubkey(),
    bump: s.u8(),
    userLookupTable: s.optionalPubkey(),
    owner: s.pubkey(),
  };
}
