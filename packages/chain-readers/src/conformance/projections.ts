import type { FarmState } from '../layouts/farms/farmState';
import { LOCKING_MODES, TIME_UNITS } from '../layouts/farms/farmState';
import type { FarmTokenInfo } from '../layouts/farms/farmTokenInfo';
import { REWARD_TYPES } from '../layouts/farms/rewardInfo';
import type { UserState } from '../layouts/farms/userState';
import type { LastUpdate } from '../layouts/klend/lastUpdate';
import type { LendingMarket } from '../layouts/klend/lendingMarket';
import type { Obligation } from '../layouts/klend/obligation';
import { obligationTagValue } from '../layouts/klend/obligationTag';
import type { Reserve } from '../layouts/klend/reserve';
import { RESERVE_STATUSES } from '../layouts/klend/reserveConfig';
import type { UserMetadata } from '../layouts/klend/userMetadata';
import type { WithdrawalCaps } from '../layouts/klend/withdrawalCaps';
import type { CollateralInfos } from '../layouts/kliquidity/collateralInfos';
import { dexToNumber } from '../layouts/kliquidity/dex';
import type { KliquidityGlobalConfig } from '../layouts/kliquidity/globalConfig';
import type { OrcaPosition, PositionRewardInfo } from '../layouts/kliquidity/orcaPosition';
import type { OrcaWhirlpool } from '../layouts/kliquidity/orcaWhirlpool';
import type { RaydiumPool } from '../layouts/kliquidity/raydiumPool';
import type { RaydiumPosition } from '../layouts/kliquidity/raydiumPosition';
import {
  STRATEGY_CREATION_STATUSES,
  STRATEGY_STATUSES,
  type WhirlpoolStrategy,
} from '../layouts/kliquidity/whirlpoolStrategy';
import type { OraclePrices } from '../layouts/scope/oraclePrices';
import type { ScopePrice } from '../layouts/scope/price';
import { b, bsf, bytes, list, type Projected, pk, sf, sparse, text, u } from './projected';

/**
 * Our decoded models written in the field names and shapes of the published IDLs, one function
 * per account. Only fields we read appear, so the check covers exactly what the app relies on.
 */

const lastUpdate = (v: LastUpdate): Projected => ({
  slot: u(v.slot),
  stale: b(v.stale),
  priceStatus: u(v.priceStatus),
});

const caps = (v: WithdrawalCaps): Projected => ({
  configCapacity: u(v.configCapacity),
  currentTotal: u(v.currentTotal),
  lastIntervalStartTimestamp: u(v.lastIntervalStartTimestamp),
  configIntervalLengthSeconds: u(v.configIntervalLengthSeconds),
});

const scopePrice = (v: ScopePrice): Projected => ({ value: u(v.value), exp: u(v.exp) });

const positionRewards = (v: readonly PositionRewardInfo[]): Projected =>
  v.map((r) => ({
    growthInsideCheckpoint: u(r.growthInsideCheckpoint),
    amountOwed: u(r.amountOwed),
  }));

function lendingMarket(m: LendingMarket): Projected {
  return {
    version: u(m.version),
    bumpSeed: u(m.bumpSeed),
    lendingMarketOwner: pk(m.lendingMarketOwner),
    lendingMarketOwnerCached: pk(m.lendingMarketOwnerCached),
    quoteCurrency: text(m.quoteCurrency, 32),
    referralFeeBps: u(m.referralFeeBps),
    emergencyMode: b(m.emergencyMode),
    autodeleverageEnabled: b(m.autodeleverageEnabled),
    borrowDisabled: b(m.borrowDisabled),
    priceRefreshTriggerToMaxAgePct: u(m.priceRefreshTriggerToMaxAgePct),
    liquidationMaxDebtCloseFactorPct: u(m.liquidationMaxDebtCloseFactorPct),
    insolvencyRiskUnhealthyLtvPct: u(m.insolvencyRiskUnhealthyLtvPct),
    minFullLiquidationValueThreshold: u(m.minFullLiquidationValueThreshold),
    maxLiquidatableDebtMarketValueAtOnce: u(m.maxLiquidatableDebtMarketValueAtOnce),
    globalAllowedBorrowValue: u(m.globalAllowedBorrowValue),
    riskCouncil: pk(m.riskCouncil),
    elevationGroups: sparse(
      m.elevationGroups.map((g) => [
        g.id - 1,
        {
          maxLiquidationBonusBps: u(g.maxLiquidationBonusBps),
          id: u(g.id),
          ltvPct: u(g.ltvPct),
          liquidationThresholdPct: u(g.liquidationThresholdPct),
          allowNewLoans: b(g.allowNewLoans),
          maxReservesAsCollateral: u(g.maxReservesAsCollateral),
          debtReserve: pk(g.debtReserve),
        },
      ]),
    ),
    minNetValueInObligationSf: sf(m.minNetValueInObligation),
    minValueSkipLiquidationLtvChecks: u(m.minValueSkipLiquidationLtvChecks),
    name: text(m.name, 32),
    minValueSkipLiquidationBfChecks: u(m.minValueSkipLiquidationBfChecks),
    individualAutodeleverageMarginCallPeriodSecs: u(m.individualAutodeleverageMarginCallPeriodSecs),
    minInitialDepositAmount: u(m.minInitialDepositAmount),
    obligationOrderExecutionEnabled: b(m.obligationOrderExecutionEnabled),
    immutable: b(m.immutable),
    obligationOrderCreationEnabled: b(m.obligationOrderCreationEnabled),
    priceTriggeredLiquidationDisabled: b(m.priceTriggeredLiquidationDisabled),
    matureReserveDebtLiquidationEnabled: b(m.matureReserveDebtLiquidationEnabled),
    obligationBorrowDebtTermLiquidationEnabled: b(m.obligationBorrowDebtTermLiquidationEnabled),
    borrowOrderCreationEnabled: b(m.borrowOrderCreationEnabled),
    borrowOrderExecutionEnabled: b(m.borrowOrderExecutionEnabled),
    proposerAuthority: pk(m.proposerAuthority),
  };
}

function reserve(r: Reserve): Projected {
  const { liquidity: l, collateral: c, config: k } = r;
  const t = k.tokenInfo;
  return {
    version: u(r.version),
    lastUpdate: lastUpdate(r.lastUpdate),
    lendingMarket: pk(r.lendingMarket),
    farmCollateral: pk(r.farmCollateral),
    farmDebt: pk(r.farmDebt),
    liquidity: {
      mintPubkey: pk(l.mintPubkey),
      supplyVault: pk(l.supplyVault),
      feeVault: pk(l.feeVault),
      availableAmount: u(l.availableAmount),
      borrowedAmountSf: sf(l.borrowedAmount),
      marketPriceSf: sf(l.marketPrice),
      marketPriceLastUpdatedTs: u(l.marketPriceLastUpdatedTs),
      mintDecimals: u(l.mintDecimals),
      depositLimitCrossedTimestamp: u(l.depositLimitCrossedTimestamp),
      borrowLimitCrossedTimestamp: u(l.borrowLimitCrossedTimestamp),
      cumulativeBorrowRateBsf: bsf(l.cumulativeBorrowRate),
      accumulatedProtocolFeesSf: sf(l.accumulatedProtocolFees),
      accumulatedReferrerFeesSf: sf(l.accumulatedReferrerFees),
      pendingReferrerFeesSf: sf(l.pendingReferrerFees),
      absoluteReferralRateSf: sf(l.absoluteReferralRate),
      tokenProgram: pk(l.tokenProgram),
    },
    collateral: {
      mintPubkey: pk(c.mintPubkey),
      mintTotalSupply: u(c.mintTotalSupply),
      supplyVault: pk(c.supplyVault),
    },
    config: {
      status: u(RESERVE_STATUSES.indexOf(k.status)),
      hostFixedInterestRateBps: u(k.hostFixedInterestRateBps),
      minDeleveragingBonusBps: u(k.minDeleveragingBonusBps),
      blockCtokenUsage: b(k.blockCtokenUsage),
      protocolOrderExecutionFeePct: u(k.protocolOrderExecutionFeePct),
      protocolTakeRatePct: u(k.protocolTakeRatePct),
      protocolLiquidationFeePct: u(k.protocolLiquidationFeePct),
      loanToValuePct: u(k.loanToValuePct),
      liquidationThresholdPct: u(k.liquidationThresholdPct),
      minLiquidationBonusBps: u(k.minLiquidationBonusBps),
      maxLiquidationBonusBps: u(k.maxLiquidationBonusBps),
      badDebtLiquidationBonusBps: u(k.badDebtLiquidationBonusBps),
      deleveragingMarginCallPeriodSecs: u(k.deleveragingMarginCallPeriodSecs),
      deleveragingThresholdDecreaseBpsPerDay: u(k.deleveragingThresholdDecreaseBpsPerDay),
      fees: {
        originationFeeSf: sf(k.fees.originationFee),
        flashLoanFeeSf: sf(k.fees.flashLoanFee),
      },
      borrowRateCurve: {
        points: k.borrowRateCurve.map((p) => ({
          utilizationRateBps: u(p.utilizationRateBps),
          borrowRateBps: u(p.borrowRateBps),
        })),
      },
      borrowFactorPct: u(k.borrowFactorPct),
      depositLimit: u(k.depositLimit),
      borrowLimit: u(k.borrowLimit),
      tokenInfo: {
        name: text(t.name, 32),
        heuristic: {
          lower: u(t.heuristic.lower),
          upper: u(t.heuristic.upper),
          exp: u(t.heuristic.exp),
        },
        maxTwapDivergenceBps: u(t.maxTwapDivergenceBps),
        maxAgePriceSeconds: u(t.maxAgePriceSeconds),
        maxAgeTwapSeconds: u(t.maxAgeTwapSeconds),
        scopeConfiguration: {
          priceFeed: pk(t.scopeConfiguration.priceFeed),
          priceChain: list(t.scopeConfiguration.priceChain),
          twapChain: list(t.scopeConfiguration.twapChain),
        },
        switchboardConfiguration: {
          priceAggregator: pk(t.switchboardConfiguration.priceAggregator),
          twapAggregator: pk(t.switchboardConfiguration.twapAggregator),
        },
        pythConfiguration: { price: pk(t.pythConfiguration.price) },
        blockPriceUsage: b(t.blockPriceUsage),
      },
      depositWithdrawalCap: caps(k.depositWithdrawalCap),
      debtWithdrawalCap: caps(k.debtWithdrawalCap),
      elevationGroups: list(k.elevationGroups),
      disableUsageAsCollOutsideEmode: b(k.disableUsageAsCollOutsideEmode),
      utilizationLimitBlockBorrowingAbovePct: u(k.utilizationLimitBlockBorrowingAbovePct),
      autodeleverageEnabled: b(k.autodeleverageEnabled),
      proposerAuthorityLocked: b(k.proposerAuthorityLocked),
      borrowLimitOutsideElevationGroup: u(k.borrowLimitOutsideElevationGroup),
      borrowLimitAgainstThisCollateralInElevationGroup: list(
        k.borrowLimitAgainstThisCollateralInElevationGroup,
      ),
      deleveragingBonusIncreaseBpsPerDay: u(k.deleveragingBonusIncreaseBpsPerDay),
      debtMaturityTimestamp: u(k.debtMaturityTimestamp),
      debtTermSeconds: u(k.debtTermSeconds),
    },
    borrowedAmountOutsideElevationGroup: u(r.borrowedAmountOutsideElevationGroup),
    borrowedAmountsAgainstThisReserveInElevationGroups: list(
      r.borrowedAmountsAgainstThisReserveInElevationGroups,
    ),
  };
}

function obligation(o: Obligation): Projected {
  return {
    tag: u(obligationTagValue(o.tag)),
    lastUpdate: lastUpdate(o.lastUpdate),
    lendingMarket: pk(o.lendingMarket),
    owner: pk(o.owner),
    deposits: o.deposits.map((d) => ({
      depositReserve: pk(d.depositReserve),
      depositedAmount: u(d.depositedAmount),
      marketValueSf: sf(d.marketValue),
      borrowedAmountAgainstThisCollateralInElevationGroup: u(
        d.borrowedAmountAgainstThisCollateralInElevationGroup,
      ),
    })),
    lowestReserveDepositLiquidationLtv: u(o.lowestReserveDepositLiquidationLtv),
    depositedValueSf: sf(o.depositedValue),
    borrows: o.borrows.map((l) => ({
      borrowReserve: pk(l.borrowReserve),
      cumulativeBorrowRateBsf: bsf(l.cumulativeBorrowRate),
      firstBorrowedAtTimestamp: u(l.firstBorrowedAtTimestamp),
      borrowedAmountSf: sf(l.borrowedAmount),
      marketValueSf: sf(l.marketValue),
      borrowFactorAdjustedMarketValueSf: sf(l.borrowFactorAdjustedMarketValue),
      borrowedAmountOutsideElevationGroups: u(l.borrowedAmountOutsideElevationGroups),
    })),
    borrowFactorAdjustedDebtValueSf: sf(o.borrowFactorAdjustedDebtValue),
    borrowedAssetsMarketValueSf: sf(o.borrowedAssetsMarketValue),
    allowedBorrowValueSf: sf(o.allowedBorrowValue),
    unhealthyBorrowValueSf: sf(o.unhealthyBorrowValue),
    elevationGroup: u(o.elevationGroup),
    numOfObsoleteDepositReserves: u(o.numOfObsoleteDepositReserves),
    hasDebt: b(o.hasDebt),
    referrer: pk(o.referrer),
    borrowingDisabled: b(o.borrowingDisabled),
    autodeleverageTargetLtvPct: u(o.autodeleverageTargetLtvPct),
    lowestReserveDepositMaxLtvPct: u(o.lowestReserveDepositMaxLtvPct),
    numOfObsoleteBorrowReserves: u(o.numOfObsoleteBorrowReserves),
    highestBorrowFactorPct: u(o.highestBorrowFactorPct),
    autodeleverageMarginCallStartedTimestamp: u(o.autodeleverageMarginCallStartedTimestamp),
    obligationOrders: o.obligationOrders.map((order) => ({
      conditionThresholdSf: sf(order.conditionThreshold),
      opportunityParameterSf: sf(order.opportunityParameter),
      minExecutionBonusBps: u(order.minExecutionBonusBps),
      maxExecutionBonusBps: u(order.maxExecutionBonusBps),
      conditionType: u(order.conditionType),
      opportunityType: u(order.opportunityType),
    })),
    borrowOrder: {
      debtLiquidityMint: pk(o.borrowOrder.debtLiquidityMint),
      remainingDebtAmount: u(o.borrowOrder.remainingDebtAmount),
      filledDebtDestination: pk(o.borrowOrder.filledDebtDestination),
      minDebtTermSeconds: u(o.borrowOrder.minDebtTermSeconds),
      fillableUntilTimestamp: u(o.borrowOrder.fillableUntilTimestamp),
      placedAtTimestamp: u(o.borrowOrder.placedAtTimestamp),
      lastUpdatedAtTimestamp: u(o.borrowOrder.lastUpdatedAtTimestamp),
      requestedDebtAmount: u(o.borrowOrder.requestedDebtAmount),
      maxBorrowRateBps: u(o.borrowOrder.maxBorrowRateBps),
    },
  };
}

function userMetadata(m: UserMetadata): Projected {
  return {
    referrer: pk(m.referrer),
    bump: u(m.bump),
    userLookupTable: pk(m.userLookupTable),
    owner: pk(m.owner),
  };
}

function whirlpoolStrategy(s: WhirlpoolStrategy): Projected {
  const rewards: Record<string, Projected> = {};
  s.rewards.forEach((reward, i) => {
    rewards[`reward${i}Amount`] = u(reward.amount);
    rewards[`reward${i}Vault`] = pk(reward.vault);
    rewards[`reward${i}CollateralId`] = u(reward.collateralId);
    rewards[`reward${i}Decimals`] = u(reward.decimals);
    rewards[`reward${i}AmountCumulative`] = u(reward.amountCumulative);
    rewards[`reward${i}Fee`] = u(reward.fee);
  });
  return {
    ...rewards,
    adminAuthority: pk(s.adminAuthority),
    globalConfig: pk(s.globalConfig),
    baseVaultAuthority: pk(s.baseVaultAuthority),
    baseVaultAuthorityBump: u(s.baseVaultAuthorityBump),
    pool: pk(s.pool),
    poolTokenVaultA: pk(s.poolTokenVaultA),
    poolTokenVaultB: pk(s.poolTokenVaultB),
    tickArrayLower: pk(s.tickArrayLower),
    tickArrayUpper: pk(s.tickArrayUpper),
    position: pk(s.position),
    positionMint: pk(s.positionMint),
    positionMetadata: pk(s.positionMetadata),
    positionTokenAccount: pk(s.positionTokenAccount),
    tokenAVault: pk(s.tokenAVault),
    tokenBVault: pk(s.tokenBVault),
    tokenAMint: pk(s.tokenAMint),
    tokenBMint: pk(s.tokenBMint),
    tokenAMintDecimals: u(s.tokenAMintDecimals),
    tokenBMintDecimals: u(s.tokenBMintDecimals),
    tokenAAmounts: u(s.tokenAAmounts),
    tokenBAmounts: u(s.tokenBAmounts),
    tokenACollateralId: u(s.tokenACollateralId),
    tokenBCollateralId: u(s.tokenBCollateralId),
    sharesMint: pk(s.sharesMint),
    sharesMintDecimals: u(s.sharesMintDecimals),
    sharesMintAuthority: pk(s.sharesMintAuthority),
    sharesMintAuthorityBump: u(s.sharesMintAuthorityBump),
    sharesIssued: u(s.sharesIssued),
    status: u(STRATEGY_STATUSES.indexOf(s.status)),
    depositCapUsd: u(s.depositCapUsd),
    feesACumulative: u(s.feesACumulative),
    feesBCumulative: u(s.feesBCumulative),
    depositCapUsdPerIxn: u(s.depositCapUsdPerIxn),
    withdrawalCapA: caps(s.withdrawalCapA),
    withdrawalCapB: caps(s.withdrawalCapB),
    maxPriceDeviationBps: u(s.maxPriceDeviationBps),
    swapVaultMaxSlippageBps: u(s.swapVaultMaxSlippageBps),
    swapVaultMaxSlippageFromReferenceBps: u(s.swapVaultMaxSlippageFromReferenceBps),
    strategyType: u(s.strategyType),
    withdrawFee: u(s.withdrawFee),
    feesFee: u(s.feesFee),
    positionTimestamp: u(s.positionTimestamp),
    // The IDL's field name for the strategy-issued rewards.
    kaminoRewards: s.issuedRewards.map((k) => ({
      decimals: u(k.decimals),
      rewardVault: pk(k.rewardVault),
      rewardMint: pk(k.rewardMint),
      rewardCollateralId: u(k.rewardCollateralId),
      lastIssuanceTs: u(k.lastIssuanceTs),
      rewardPerSecond: u(k.rewardPerSecond),
      amountUncollected: u(k.amountUncollected),
      amountIssuedCumulative: u(k.amountIssuedCumulative),
      amountAvailable: u(k.amountAvailable),
    })),
    strategyDex: u(dexToNumber(s.strategyDex)),
    raydiumProtocolPositionOrBaseVaultAuthority: pk(s.raydiumProtocolPositionOrBaseVaultAuthority),
    allowDepositWithoutInvest: u(s.allowDepositWithoutInvest),
    raydiumPoolConfigOrBaseVaultAuthority: pk(s.raydiumPoolConfigOrBaseVaultAuthority),
    depositBlocked: b(s.depositBlocked),
    creationStatus: u(STRATEGY_CREATION_STATUSES.indexOf(s.creationStatus)),
    investBlocked: b(s.investBlocked),
    shareCalculationMethod: u(s.shareCalculationMethod),
    withdrawBlocked: b(s.withdrawBlocked),
    localAdminBlocked: b(s.localAdminBlocked),
    flashVaultSwapAllowed: b(s.flashVaultSwapAllowed),
    referenceSwapPriceA: scopePrice(s.referenceSwapPriceA),
    referenceSwapPriceB: scopePrice(s.referenceSwapPriceB),
    isCommunity: b(s.isCommunity),
    rebalanceType: u(s.rebalanceType),
    rebalanceRaw: {
      params: bytes(s.rebalanceRaw.params),
      state: bytes(s.rebalanceRaw.state),
      referencePriceType: u(s.rebalanceRaw.referencePriceType),
    },
    tokenAFeesFromRewardsCumulative: u(s.tokenAFeesFromRewardsCumulative),
    tokenBFeesFromRewardsCumulative: u(s.tokenBFeesFromRewardsCumulative),
    strategyLookupTable: pk(s.strategyLookupTable),
    lastSwapUnevenStepTimestamp: u(s.lastSwapUnevenStepTimestamp),
    farm: pk(s.farm),
    rebalancesCap: caps(s.rebalancesCap),
    swapUnevenAuthority: pk(s.swapUnevenAuthority),
    tokenATokenProgram: pk(s.tokenATokenProgram),
    tokenBTokenProgram: pk(s.tokenBTokenProgram),
    pendingAdmin: pk(s.pendingAdmin),
    maxDeviationFromRefPriceOnInvestBps: u(s.maxDeviationFromRefPriceOnInvestBps),
    lastInvestSlot: u(s.lastInvestSlot),
  };
}

function collateralInfos(c: CollateralInfos): Projected {
  return {
    infos: c.infos.map((i) => ({
      mint: pk(i.mint),
      lowerHeuristic: u(i.lowerHeuristic),
      upperHeuristic: u(i.upperHeuristic),
      expHeuristic: u(i.expHeuristic),
      maxTwapDivergenceBps: u(i.maxTwapDivergenceBps),
      scopeTwapPriceChain: list(i.scopeTwapPriceChain),
      scopePriceChain: list(i.scopePriceChain),
      name: text(i.name, 32),
      maxAgePriceSeconds: u(i.maxAgePriceSeconds),
      maxAgeTwapSeconds: u(i.maxAgeTwapSeconds),
      maxIgnorableAmountAsReward: u(i.maxIgnorableAmountAsReward),
      disabled: b(i.disabled),
      scopeStakingRateChain: list(i.scopeStakingRateChain),
      scopeFeed: pk(i.scopeFeed),
    })),
  };
}

function kliquidityGlobalConfig(g: KliquidityGlobalConfig): Projected {
  return {
    emergencyMode: u(g.emergencyMode),
    blockDeposit: u(g.blockDeposit),
    blockInvest: u(g.blockInvest),
    blockWithdraw: u(g.blockWithdraw),
    blockCollectFees: u(g.blockCollectFees),
    blockCollectRewards: u(g.blockCollectRewards),
    blockSwapRewards: u(g.blockSwapRewards),
    scopeProgramId: pk(g.scopeProgramId),
    adminAuthority: pk(g.adminAuthority),
    tokenInfos: pk(g.tokenInfos),
  };
}

function orcaWhirlpool(w: OrcaWhirlpool): Projected {
  return {
    whirlpoolsConfig: pk(w.whirlpoolsConfig),
    whirlpoolBump: [u(w.whirlpoolBump)],
    tickSpacing: u(w.tickSpacing),
    feeRate: u(w.feeRate),
    protocolFeeRate: u(w.protocolFeeRate),
    liquidity: u(w.liquidity),
    sqrtPrice: u(w.sqrtPrice),
    tickCurrentIndex: u(w.tickCurrentIndex),
    protocolFeeOwedA: u(w.protocolFeeOwedA),
    protocolFeeOwedB: u(w.protocolFeeOwedB),
    tokenMintA: pk(w.tokenMintA),
    tokenVaultA: pk(w.tokenVaultA),
    feeGrowthGlobalA: u(w.feeGrowthGlobalA),
    tokenMintB: pk(w.tokenMintB),
    tokenVaultB: pk(w.tokenVaultB),
    feeGrowthGlobalB: u(w.feeGrowthGlobalB),
    rewardLastUpdatedTimestamp: u(w.rewardLastUpdatedTimestamp),
    rewardInfos: w.rewardInfos.map((r) => ({
      mint: pk(r.mint),
      vault: pk(r.vault),
      authority: pk(r.authority),
      emissionsPerSecondX64: u(r.emissionsPerSecondX64),
      growthGlobalX64: u(r.growthGlobalX64),
    })),
  };
}

function orcaPosition(p: OrcaPosition): Projected {
  return {
    whirlpool: pk(p.whirlpool),
    positionMint: pk(p.positionMint),
    liquidity: u(p.liquidity),
    tickLowerIndex: u(p.tickLowerIndex),
    tickUpperIndex: u(p.tickUpperIndex),
    feeGrowthCheckpointA: u(p.feeGrowthCheckpointA),
    feeOwedA: u(p.feeOwedA),
    feeGrowthCheckpointB: u(p.feeGrowthCheckpointB),
    feeOwedB: u(p.feeOwedB),
    rewardInfos: positionRewards(p.rewardInfos),
  };
}

function raydiumPool(p: RaydiumPool): Projected {
  return {
    bump: u(p.bump),
    ammConfig: pk(p.ammConfig),
    owner: pk(p.owner),
    tokenMint0: pk(p.tokenMint0),
    tokenMint1: pk(p.tokenMint1),
    tokenVault0: pk(p.tokenVault0),
    tokenVault1: pk(p.tokenVault1),
    observationKey: pk(p.observationKey),
    mintDecimals0: u(p.mintDecimals0),
    mintDecimals1: u(p.mintDecimals1),
    tickSpacing: u(p.tickSpacing),
    liquidity: u(p.liquidity),
    sqrtPriceX64: u(p.sqrtPriceX64),
    tickCurrent: u(p.tickCurrent),
    feeGrowthGlobal0X64: u(p.feeGrowthGlobal0X64),
    feeGrowthGlobal1X64: u(p.feeGrowthGlobal1X64),
    protocolFeesToken0: u(p.protocolFeesToken0),
    protocolFeesToken1: u(p.protocolFeesToken1),
    status: u(p.status),
    rewardInfos: p.rewardInfos.map((r) => ({
      rewardState: u(r.rewardState),
      openTime: u(r.openTime),
      endTime: u(r.endTime),
      lastUpdateTime: u(r.lastUpdateTime),
      emissionsPerSecondX64: u(r.emissionsPerSecondX64),
      rewardTotalEmissioned: u(r.rewardTotalEmissioned),
      rewardClaimed: u(r.rewardClaimed),
      tokenMint: pk(r.tokenMint),
      tokenVault: pk(r.tokenVault),
      authority: pk(r.authority),
      rewardGrowthGlobalX64: u(r.rewardGrowthGlobalX64),
    })),
    openTime: u(p.openTime),
  };
}

function raydiumPosition(p: RaydiumPosition): Projected {
  return {
    bump: u(p.bump),
    nftMint: pk(p.nftMint),
    poolId: pk(p.poolId),
    tickLowerIndex: u(p.tickLowerIndex),
    tickUpperIndex: u(p.tickUpperIndex),
    liquidity: u(p.liquidity),
    feeGrowthInside0LastX64: u(p.feeGrowthInside0LastX64),
    feeGrowthInside1LastX64: u(p.feeGrowthInside1LastX64),
    tokenFeesOwed0: u(p.tokenFeesOwed0),
    tokenFeesOwed1: u(p.tokenFeesOwed1),
    rewardInfos: positionRewards(p.rewardInfos),
  };
}

function oraclePrices(o: OraclePrices): Projected {
  return {
    oracleMappings: pk(o.oracleMappings),
    prices: o.prices.map((p) => ({
      price: scopePrice(p.price),
      lastUpdatedSlot: u(p.lastUpdatedSlot),
      unixTimestamp: u(p.unixTimestamp),
      index: u(p.index),
    })),
  };
}

const farmToken = (t: FarmTokenInfo): Projected => ({
  mint: pk(t.mint),
  decimals: u(t.decimals),
  tokenProgram: pk(t.tokenProgram),
});

function farmState(f: FarmState): Projected {
  return {
    farmAdmin: pk(f.farmAdmin),
    globalConfig: pk(f.globalConfig),
    token: farmToken(f.token),
    rewardInfos: f.rewardInfos.map((r) => ({
      token: farmToken(r.token),
      rewardsVault: pk(r.rewardsVault),
      rewardsAvailable: u(r.rewardsAvailable),
      rewardScheduleCurve: {
        points: r.rewardScheduleCurve.map((p) => ({
          tsStart: u(p.tsStart),
          rewardPerTimeUnit: u(p.rewardPerTimeUnit),
        })),
      },
      minClaimDurationSeconds: u(r.minClaimDurationSeconds),
      lastIssuanceTs: u(r.lastIssuanceTs),
      rewardsIssuedUnclaimed: u(r.rewardsIssuedUnclaimed),
      rewardsIssuedCumulative: u(r.rewardsIssuedCumulative),
      rewardPerShareScaled: u(r.rewardPerShareScaled),
      rewardType: u(REWARD_TYPES.indexOf(r.rewardType)),
      rewardsPerSecondDecimals: u(r.rewardsPerSecondDecimals),
    })),
    numRewardTokens: u(f.rewardInfos.length),
    numUsers: u(f.numUsers),
    totalStakedAmount: u(f.totalStakedAmount),
    farmVault: pk(f.farmVault),
    farmVaultsAuthority: pk(f.farmVaultsAuthority),
    farmVaultsAuthorityBump: u(f.farmVaultsAuthorityBump),
    delegateAuthority: pk(f.delegateAuthority),
    timeUnit: u(TIME_UNITS.indexOf(f.timeUnit)),
    isFarmFrozen: b(f.isFarmFrozen),
    isFarmDelegated: b(f.isFarmDelegated),
    withdrawAuthority: pk(f.withdrawAuthority),
    depositWarmupPeriod: u(f.depositWarmupPeriod),
    withdrawalCooldownPeriod: u(f.withdrawalCooldownPeriod),
    totalActiveStakeScaled: u(f.totalActiveStakeScaled),
    totalPendingStakeScaled: u(f.totalPendingStakeScaled),
    totalPendingAmount: u(f.totalPendingAmount),
    slashedAmountCurrent: u(f.slashedAmountCurrent),
    slashedAmountCumulative: u(f.slashedAmountCumulative),
    slashedAmountSpillAddress: pk(f.slashedAmountSpillAddress),
    lockingMode: u(LOCKING_MODES.indexOf(f.lockingMode)),
    lockingStartTimestamp: u(f.lockingStartTimestamp),
    lockingDuration: u(f.lockingDuration),
    lockingEarlyWithdrawalPenaltyBps: u(f.lockingEarlyWithdrawalPenaltyBps),
    depositCapAmount: u(f.depositCapAmount),
    scopePrices: pk(f.scopePrices),
    scopeOraclePriceId: u(f.scopeOraclePriceId),
    scopeOracleMaxAge: u(f.scopeOracleMaxAge),
    pendingFarmAdmin: pk(f.pendingFarmAdmin),
    strategyId: pk(f.strategyId),
    delegatedRpsAdmin: pk(f.delegatedRpsAdmin),
  };
}

function userState(s: UserState): Projected {
  return {
    userId: u(s.userId),
    farmState: pk(s.farmState),
    owner: pk(s.owner),
    isFarmDelegated: b(s.isFarmDelegated),
    rewardsTallyScaled: list(s.rewardsTallyScaled),
    rewardsIssuedUnclaimed: list(s.rewardsIssuedUnclaimed),
    lastClaimTs: list(s.lastClaimTs),
    activeStakeScaled: u(s.activeStakeScaled),
    pendingDepositStakeScaled: u(s.pendingDepositStakeScaled),
    pendingDepositStakeTs: u(s.pendingDepositStakeTs),
    pendingWithdrawalUnstakeScaled: u(s.pendingWithdrawalUnstakeScaled),
    pendingWithdrawalUnstakeTs: u(s.pendingWithdrawalUnstakeTs),
    bump: u(s.bump),
    delegatee: pk(s.delegatee),
    lastStakeTs: u(s.lastStakeTs),
  };
}

/** Projection per account type name (as in AccountCase.name). */
export const PROJECTIONS: Record<string, (model: object) => Projected> = {
  LendingMarket: (m) => lendingMarket(m as LendingMarket),
  Reserve: (m) => reserve(m as Reserve),
  Obligation: (m) => obligation(m as Obligation),
  UserMetadata: (m) => userMetadata(m as UserMetadata),
  WhirlpoolStrategy: (m) => whirlpoolStrategy(m as WhirlpoolStrategy),
  CollateralInfos: (m) => collateralInfos(m as CollateralInfos),
  GlobalConfig: (m) => kliquidityGlobalConfig(m as KliquidityGlobalConfig),
  Whirlpool: (m) => orcaWhirlpool(m as OrcaWhirlpool),
  Position: (m) => orcaPosition(m as OrcaPosition),
  PoolState: (m) => raydiumPool(m as RaydiumPool),
  PersonalPositionState: (m) => raydiumPosition(m as RaydiumPosition),
  OraclePrices: (m) => oraclePrices(m as OraclePrices),
  FarmState: (m) => farmState(m as FarmState),
  UserState: (m) => userState(m as UserState),
};
