import type { CollateralInfosData } from '../../layouts/kliquidity/collateralInfos';
import { DEXES } from '../../layouts/kliquidity/dex';
import type { KliquidityGlobalConfigData } from '../../layouts/kliquidity/globalConfig';
import type { MeteoraBinArrayData } from '../../layouts/kliquidity/meteoraBinArray';
import type { MeteoraLbPairData } from '../../layouts/kliquidity/meteoraLbPair';
import type { MeteoraPositionData } from '../../layouts/kliquidity/meteoraPosition';
import type { OrcaPositionData } from '../../layouts/kliquidity/orcaPosition';
import type { OrcaWhirlpoolData } from '../../layouts/kliquidity/orcaWhirlpool';
import type { RaydiumPoolData } from '../../layouts/kliquidity/raydiumPool';
import type { RaydiumPositionData } from '../../layouts/kliquidity/raydiumPosition';
import {
  STRATEGY_CREATION_STATUSES,
  STRATEGY_STATUSES,
  type WhirlpoolStrategyData,
} from '../../layouts/kliquidity/whirlpoolStrategy';
import type { OraclePricesData } from '../../layouts/scope/oraclePrices';
import { SampleSource } from '../sampleSource';
import { sampleWithdrawalCaps } from './klend';

export function sampleWhirlpoolStrategy(seed: number): WhirlpoolStrategyData {
  const s = new SampleSource(seed);
  return {
    adminAuthority: s.pubkey(),
    globalConfig: s.pubkey(),
    baseVaultAuthority: s.pubkey(),
    baseVaultAuthorityBump: s.u8(),
    pool: s.pubkey(),
    poolTokenVaultA: s.pubkey(),
    poolTokenVaultB: s.pubkey(),
    tickArrayLower: s.pubkey(),
    tickArrayUpper: s.pubkey(),
    position: s.pubkey(),
    positionMint: s.pubkey(),
    positionMetadata: s.pubkey(),
    positionTokenAccount: s.pubkey(),
    tokenAVault: s.pubkey(),
    tokenBVault: s.pubkey(),
    tokenAMint: s.pubkey(),
    tokenBMint: s.pubkey(),
    tokenAMintDecimals: s.int(0, 18),
    tokenBMintDecimals: s.int(0, 18),
    tokenAAmounts: s.u64(),
    tokenBAmounts: s.u64(),
    tokenACollateralId: s.u64(),
    tokenBCollateralId: s.u64(),
    sharesMint: s.pubkey(),
    sharesMintDecimals: s.int(0, 18),
    sharesMintAuthority: s.pubkey(),
    sharesMintAuthorityBump: s.u8(),
    sharesIssued: s.u64(),
    status: s.pick(STRATEGY_STATUSES),
    rewards: s.list(3, () => ({
      amount: s.u64(),
      vault: s.pubkey(),
      collateralId: s.u64(),
      decimals: s.int(0, 18),
      amountCumulative: s.u64(),
      fee: s.u64(),
    })),
    depositCapUsd: s.u64(),
    feesACumulative: s.u64(),
    feesBCumulative: s.u64(),
    depositCapUsdPerIxn: s.u64(),
    withdrawalCapA: sampleWithdrawalCaps(s),
    withdrawalCapB: sampleWithdrawalCaps(s),
    maxPriceDeviationBps: s.u64(),
    swapVaultMaxSlippageBps: s.u32(),
    swapVaultMaxSlippageFromReferenceBps: s.u32(),
    strategyType: s.u64(),
    withdrawFee: s.u64(),
    feesFee: s.u64(),
    positionTimestamp: s.u64(),
    issuedRewards: s.list(3, () => ({
      decimals: s.int(0, 18),
      rewardVault: s.pubkey(),
      rewardMint: s.pubkey(),
      rewardCollateralId: s.u64(),
      lastIssuanceTs: s.u64(),
      rewardPerSecond: s.u64(),
      amountUncollected: s.u64(),
      amountIssuedCumulative: s.u64(),
      amountAvailable: s.u64(),
    })),
    strategyDex: s.pick(DEXES),
    raydiumProtocolPositionOrBaseVaultAuthority: s.pubkey(),
    allowDepositWithoutInvest: s.u64(),
    raydiumPoolConfigOrBaseVaultAuthority: s.pubkey(),
    depositBlocked: s.bool(),
    creationStatus: s.pick(STRATEGY_CREATION_STATUSES),
    investBlocked: s.bool(),
    shareCalculationMethod: s.u8(),
    withdrawBlocked: s.bool(),
    localAdminBlocked: s.bool(),
    flashVaultSwapAllowed: s.bool(),
    referenceSwapPriceA: { value: s.u64(), exp: s.u64() },
    referenceSwapPriceB: { value: s.u64(), exp: s.u64() },
    isCommunity: s.bool(),
    rebalanceType: s.u8(),
    rebalanceRaw: { params: s.bytes(128), state: s.bytes(256), referencePriceType: s.u8() },
    tokenAFeesFromRewardsCumulative: s.u64(),
    tokenBFeesFromRewardsCumulative: s.u64(),
    strategyLookupTable: s.pubkey(),
    lastSwapUnevenStepTimestamp: s.u64(),
    farm: s.optionalPubkey(),
    rebalancesCap: sampleWithdrawalCaps(s),
    swapUnevenAuthority: s.pubkey(),
    tokenATokenProgram: s.pubkey(),
    tokenBTokenProgram: s.pubkey(),
    pendingAdmin: s.pubkey(),
    maxDeviationFromRefPriceOnInvestBps: s.u32(),
    lastInvestSlot: s.u64(),
  };
}

/** `count` entries (the rest of the 303 stay zero when encoded). */
export function sampleCollateralInfos(seed: number, count = 303): CollateralInfosData {
  const s = new SampleSource(seed);
  const chain = () => s.list(4, () => s.u16());
  return {
    infos: s.list(count, () => ({
      mint: s.pubkey(),
      lowerHeuristic: s.u64(),
      upperHeuristic: s.u64(),
      expHeuristic: s.u64(),
      maxTwapDivergenceBps: s.u64(),
      scopeTwapPriceChain: chain(),
      scopePriceChain: chain(),
      name: s.text(32),
      maxAgePriceSeconds: s.u64(),
      maxAgeTwapSeconds: s.u64(),
      maxIgnorableAmountAsReward: s.u64(),
      disabled: s.bool(),
      scopeStakingRateChain: chain(),
      scopeFeed: s.pubkey(),
    })),
  };
}

export function sampleKliquidityGlobalConfig(seed: number): KliquidityGlobalConfigData {
  const s = new SampleSource(seed);
  return {
    emergencyMode: s.u64(),
    blockDeposit: s.u64(),
    blockInvest: s.u64(),
    blockWithdraw: s.u64(),
    blockCollectFees: s.u64(),
    blockCollectRewards: s.u64(),
    blockSwapRewards: s.u64(),
    scopeProgramId: s.pubkey(),
    adminAuthority: s.pubkey(),
    tokenInfos: s.pubkey(),
  };
}

export function sampleOrcaWhirlpool(seed: number): OrcaWhirlpoolData {
  const s = new SampleSource(seed);
  return {
    whirlpoolsConfig: s.pubkey(),
    whirlpoolBump: s.u8(),
    tickSpacing: s.u16(),
    feeRate: s.u16(),
    protocolFeeRate: s.u16(),
    liquidity: s.u128(),
    sqrtPrice: s.u128(),
    tickCurrentIndex: s.i32(),
    protocolFeeOwedA: s.u64(),
    protocolFeeOwedB: s.u64(),
    tokenMintA: s.pubkey(),
    tokenVaultA: s.pubkey(),
    feeGrowthGlobalA: s.u128(),
    tokenMintB: s.pubkey(),
    tokenVaultB: s.pubkey(),
    feeGrowthGlobalB: s.u128(),
    rewardLastUpdatedTimestamp: s.u64(),
    rewardInfos: s.list(3, () => ({
      mint: s.pubkey(),
      vault: s.pubkey(),
      authority: s.pubkey(),
      emissionsPerSecondX64: s.u128(),
      growthGlobalX64: s.u128(),
    })),
  };
}

export function sampleOrcaPosition(seed: number): OrcaPositionData {
  const s = new SampleSource(seed);
  return {
    whirlpool: s.pubkey(),
    positionMint: s.pubkey(),
    liquidity: s.u128(),
    tickLowerIndex: s.i32(),
    tickUpperIndex: s.i32(),
    feeGrowthCheckpointA: s.u128(),
    feeOwedA: s.u64(),
    feeGrowthCheckpointB: s.u128(),
    feeOwedB: s.u64(),
    rewardInfos: s.list(3, () => ({ growthInsideCheckpoint: s.u128(), amountOwed: s.u64() })),
  };
}

export function sampleRaydiumPool(seed: number): RaydiumPoolData {
  const s = new SampleSource(seed);
  return {
    bump: s.u8(),
    ammConfig: s.pubkey(),
    owner: s.pubkey(),
    tokenMint0: s.pubkey(),
    tokenMint1: s.pubkey(),
    tokenVault0: s.pubkey(),
    tokenVault1: s.pubkey(),
    observationKey: s.pubkey(),
    mintDecimals0: s.u8(),
    mintDecimals1: s.u8(),
    tickSpacing: s.u16(),
    liquidity: s.u128(),
    sqrtPriceX64: s.u128(),
    tickCurrent: s.i32(),
    feeGrowthGlobal0X64: s.u128(),
    feeGrowthGlobal1X64: s.u128(),
    protocolFeesToken0: s.u64(),
    protocolFeesToken1: s.u64(),
    status: s.u8(),
    rewardInfos: s.list(3, () => ({
      rewardState: s.u8(),
      openTime: s.u64(),
      endTime: s.u64(),
      lastUpdateTime: s.u64(),
      emissionsPerSecondX64: s.u128(),
      rewardTotalEmissioned: s.u64(),
      rewardClaimed: s.u64(),
      tokenMint: s.pubkey(),
      tokenVault: s.pubkey(),
      authority: s.pubkey(),
      rewardGrowthGlobalX64: s.u128(),
    })),
    openTime: s.u64(),
  };
}

export function sampleRaydiumPosition(seed: number): RaydiumPositionData {
  const s = new SampleSource(seed);
  return {
    bump: s.u8(),
    nftMint: s.pubkey(),
    poolId: s.pubkey(),
    tickLowerIndex: s.i32(),
    tickUpperIndex: s.i32(),
    liquidity: s.u128(),
    feeGrowthInside0LastX64: s.u128(),
    feeGrowthInside1LastX64: s.u128(),
    tokenFeesOwed0: s.u64(),
    tokenFeesOwed1: s.u64(),
    rewardInfos: s.list(3, () => ({ growthInsideCheckpoint: s.u128(), amountOwed: s.u64() })),
  };
}

/** `count` prices (the rest of the 512 stay zero when encoded). */
export function sampleOraclePrices(seed: number, count = 512): OraclePricesData {
  const s = new SampleSource(seed);
  return {
    oracleMappings: s.pubkey(),
    prices: s.list(count, () => ({
      price: { value: s.u64(), exp: s.u64() },
      lastUpdatedSlot: s.u64(),
      unixTimestamp: s.u64(),
      index: s.u16(),
    })),
  };
}

export function sampleMeteoraLbPair(seed: number): MeteoraLbPairData {
  const s = new SampleSource(seed);
  return {
    baseFactor: s.u16(),
    minBinId: s.i32(),
    maxBinId: s.i32(),
    protocolShare: s.u16(),
    pairType: s.u8(),
    activeId: s.i32(),
    binStep: s.u16(),
    status: s.u8(),
    tokenXMint: s.pubkey(),
    tokenYMint: s.pubkey(),
    reserveX: s.pubkey(),
    reserveY: s.pubkey(),
    protocolFeeAmountX: s.u64(),
    protocolFeeAmountY: s.u64(),
    oracle: s.pubkey(),
    lastUpdatedAt: s.i64(),
    creator: s.pubkey(),
  };
}

export function sampleMeteoraPosition(seed: number): MeteoraPositionData {
  const s = new SampleSource(seed);
  return {
    lbPair: s.pubkey(),
    owner: s.pubkey(),
    liquidityShares: s.list(70, () => s.u128()),
    lowerBinId: s.i32(),
    upperBinId: s.i32(),
    lastUpdatedAt: s.i64(),
    totalClaimedFeeXAmount: s.u64(),
    totalClaimedFeeYAmount: s.u64(),
    operator: s.pubkey(),
    lockReleaseSlot: s.u64(),
    feeOwner: s.pubkey(),
  };
}

export function sampleMeteoraBinArray(seed: number): MeteoraBinArrayData {
  const s = new SampleSource(seed);
  return {
    index: s.i64(),
    version: s.u8(),
    lbPair: s.pubkey(),
    bins: s.list(70, () => ({
      amountX: s.u64(),
      amountY: s.u64(),
      price: s.u128(),
      liquiditySupply: s.u128(),
      rewardPerTokenStored: [s.u128(), s.u128()] as [bigint, bigint],
      feeAmountXPerTokenStored: s.u128(),
      feeAmountYPerTokenStored: s.u128(),
      amountXIn: s.u128(),
      amountYIn: s.u128(),
    })),
  };
}
