import {
  type ElevationGroup,
  encodeReserve,
  type LendingMarketData,
  lendingMarketAuthorityPda,
  type ReserveConfig,
  type ReserveData,
  TOKEN_PROGRAM_ID,
  type WithdrawalCaps,
} from '@keel/chain-readers';
import { MathDecimal, scaledFractionToDecimal } from '@keel/core-math';
import { PublicKey } from '@solana/web3.js';
import type {
  AssetTier,
  SandboxWorld,
  WithdrawalCap,
  WorldMarket,
  WorldReserve,
  WorldToken,
} from '../types';
import { GROUP_SLOTS, type ReserveGroupDebt } from './elevation-group-debt';
import { reserveAmounts } from './lending-amounts';
import { directPriceChain, NO_PRICE_CHAIN } from './scope-prices';
import { rawAmount, tokenProgramId } from './spl-accounts';

const U64_MAX = (1n << 64n) - 1n;
/** u64::MAX in the flash-loan fee field means flash loans are disabled. */
const FLASH_LOANS_DISABLED = scaledFractionToDecimal(U64_MAX);
/** Every price check passed (LastUpdate.priceStatus bit flags). */
export const ALL_PRICE_CHECKS = 0x3f;
/** Cap on every obligation's allowed borrow value, whole US dollars. */
export const GLOBAL_ALLOWED_BORROW_VALUE = 45_000_000_000n;
/** Absolute offset of ReserveConfig.paddingDeprecatedAssetTier (LAYOUTS §2.2). */
export const ASSET_TIER_OFFSET = 4857;
const ASSET_TIER_CODES: Record<AssetTier, number> = {
  Regular: 0,
  'Isolated Collateral': 1,
  'Isolated Debt': 2,
};

export function assetTierCode(tier: AssetTier): number {
  return ASSET_TIER_CODES[tier];
}

function key(address: string | null): PublicKey | null {
  return address === null ? null : new PublicKey(address);
}

/** The market's groups in the layout: the debt reserve named by address. */
function elevationGroups(market: WorldMarket): ElevationGroup[] {
  return market.elevationGroups.map((group) => {
    const debt = market.reserves.find((r) => r.symbol === group.debtSymbol);
    if (debt === undefined) throw new Error(`No ${group.debtSymbol} reserve in ${market.slug}`);
    return {
      id: group.id,
      maxLiquidationBonusBps: group.maxLiquidationBonusBps,
      ltvPct: group.loanToValuePct,
      liquidationThresholdPct: group.liquidationThresholdPct,
      allowNewLoans: true,
      maxReservesAsCollateral: group.maxReservesAsCollateral,
      debtReserve: new PublicKey(debt.address),
    };
  });
}

export function lendingMarketData(market: WorldMarket): LendingMarketData {
  const address = new PublicKey(market.address);
  const owner = new PublicKey(market.owner);
  return {
    version: 1n,
    bumpSeed: lendingMarketAuthorityPda(address).bump,
    lendingMarketOwner: owner,
    lendingMarketOwnerCached: owner,
    quoteCurrency: market.quoteCurrency,
    referralFeeBps: 0,
    emergencyMode: false,
    autodeleverageEnabled: false,
    borrowDisabled: false,
    priceRefreshTriggerToMaxAgePct: 50,
    liquidationMaxDebtCloseFactorPct: 10,
    insolvencyRiskUnhealthyLtvPct: 95,
    minFullLiquidationValueThreshold: 2n,
    maxLiquidatableDebtMarketValueAtOnce: 500_000n,
    globalAllowedBorrowValue: GLOBAL_ALLOWED_BORROW_VALUE,
    riskCouncil: owner,
    elevationGroups: elevationGroups(market),
    minNetValueInObligation: new MathDecimal('0.000001'),
    minValueSkipLiquidationLtvChecks: 5n,
    name: market.name,
    minValueSkipLiquidationBfChecks: 5n,
    individualAutodeleverageMarginCallPeriodSecs: 0n,
    minInitialDepositAmount: 100_000n,
    obligationOrderExecutionEnabled: true,
    immutable: false,
    obligationOrderCreationEnabled: true,
    priceTriggeredLiquidationDisabled: false,
    matureReserveDebtLiquidationEnabled: false,
    obligationBorrowDebtTermLiquidationEnabled: false,
    borrowOrderCreationEnabled: false,
    borrowOrderExecutionEnabled: false,
    proposerAuthority: owner,
  };
}

export function withdrawalCaps(cap: WithdrawalCap, decimals: number, now: bigint): WithdrawalCaps {
  const enabled = cap.intervalSeconds > 0;
  return {
    configCapacity: rawAmount(cap.capacity, decimals),
    currentTotal: rawAmount(cap.filled, decimals),
    lastIntervalStartTimestamp: enabled ? now + BigInt(cap.intervalStartOffsetSeconds) : 0n,
    configIntervalLengthSeconds: BigInt(cap.intervalSeconds),
  };
}

/** Stablecoins get a sanity band of 0.90–1.10 USD (lower/10^exp .. upper/10^exp). */
function priceHeuristic(token: WorldToken): { lower: bigint; upper: bigint; exp: bigint } {
  return token.kind === 'stable'
    ? { lower: 90n, upper: 110n, exp: 2n }
    : { lower: 0n, upper: 0n, exp: 0n };
}

function reserveConfig(
  world: SandboxWorld,
  market: WorldMarket,
  reserve: WorldReserve,
  token: WorldToken,
  now: bigint,
): ReserveConfig {
  const groupLimits = Array.from({ length: GROUP_SLOTS }, () => 0n);
  for (const group of market.elevationGroups) {
    if (!group.collateralSymbols.includes(reserve.symbol)) continue;
    const debt = market.reserves.find((r) => r.symbol === group.debtSymbol);
    // Debt in the group backed by this collateral may reach half the debt reserve's cap.
    groupLimits[group.id - 1] =
      debt === undefined ? 0n : rawAmount(debt.borrowLimit, debt.decimals) / 2n;
  }
  return {
    status: reserve.status,
    hostFixedInterestRateBps: 0,
    minDeleveragingBonusBps: 0,
    blockCtokenUsage: false,
    protocolOrderExecutionFeePct: 0,
    protocolTakeRatePct: reserve.protocolTakeRatePct,
    protocolLiquidationFeePct: reserve.protocolLiquidationFeePct,
    loanToValuePct: reserve.loanToValuePct,
    liquidationThresholdPct: reserve.liquidationThresholdPct,
    minLiquidationBonusBps: reserve.minLiquidationBonusBps,
    maxLiquidationBonusBps: reserve.maxLiquidationBonusBps,
    badDebtLiquidationBonusBps: reserve.badDebtLiquidationBonusBps,
    deleveragingMarginCallPeriodSecs: 0n,
    deleveragingThresholdDecreaseBpsPerDay: 0n,
    fees: {
      originationFee: new MathDecimal(reserve.borrowFee),
      flashLoanFee:
        reserve.flashLoanFee === null
          ? FLASH_LOANS_DISABLED
          : new MathDecimal(reserve.flashLoanFee),
    },
    borrowRateCurve: reserve.borrowRateCurve,
    borrowFactorPct: BigInt(reserve.borrowFactorPct),
    depositLimit: rawAmount(reserve.depositLimit, reserve.decimals),
    borrowLimit: rawAmount(reserve.borrowLimit, reserve.decimals),
    tokenInfo: {
      name: reserve.symbol,
      heuristic: priceHeuristic(token),
      maxTwapDivergenceBps: 0n,
      maxAgePriceSeconds: 180n,
      maxAgeTwapSeconds: 240n,
      scopeConfiguration: {
        priceFeed: new PublicKey(world.accounts.scopeOraclePrices),
        priceChain: directPriceChain(token.scopePriceIndex),
        twapChain: [...NO_PRICE_CHAIN],
      },
      switchboardConfiguration: {
        priceAggregator: PublicKey.default,
        twapAggregator: PublicKey.default,
      },
      pythConfiguration: { price: PublicKey.default },
      blockPriceUsage: false,
    },
    depositWithdrawalCap: withdrawalCaps(reserve.depositWithdrawalCap, reserve.decimals, now),
    debtWithdrawalCap: withdrawalCaps(reserve.debtWithdrawalCap, reserve.decimals, now),
    elevationGroups: reserve.elevationGroups,
    disableUsageAsCollOutsideEmode: false,
    utilizationLimitBlockBorrowingAbovePct: reserve.utilizationLimitBlockBorrowingAbovePct,
    autodeleverageEnabled: false,
    proposerAuthorityLocked: false,
    borrowLimitOutsideElevationGroup: U64_MAX,
    borrowLimitAgainstThisCollateralInElevationGroup: groupLimits,
    deleveragingBonusIncreaseBpsPerDay: 0n,
    debtMaturityTimestamp: 0n,
    debtTermSeconds: 0n,
  };
}

/**
 * A reserve refreshed at `slot`: totals from the world (available = supply + fees − borrowed,
 * so the program's total supply is exactly the world's), price, config and group bookkeeping.
 */
export function reserveData(
  world: SandboxWorld,
  market: WorldMarket,
  reserve: WorldReserve,
  groupDebt: ReserveGroupDebt,
  at: { slot: bigint; now: bigint },
): ReserveData {
  const token = world.tokens.find((t) => t.mint === reserve.mint);
  if (token === undefined) throw new Error(`No token for reserve ${reserve.address}`);
  const amounts = reserveAmounts(reserve);
  return {
    version: 1n,
    lastUpdate: { slot: at.slot, stale: false, priceStatus: ALL_PRICE_CHECKS },
    lendingMarket: new PublicKey(market.address),
    farmCollateral: key(reserve.farmCollateral),
    farmDebt: key(reserve.farmDebt),
    liquidity: {
      mintPubkey: new PublicKey(reserve.mint),
      supplyVault: new PublicKey(reserve.liquiditySupplyVault),
      feeVault: new PublicKey(reserve.feeVault),
      availableAmount: amounts.available,
      borrowedAmount: new MathDecimal(amounts.borrowed.toString()),
      marketPrice: new MathDecimal(reserve.priceUsd),
      marketPriceLastUpdatedTs: at.now,
      mintDecimals: reserve.decimals,
      depositLimitCrossedTimestamp: 0n,
      borrowLimitCrossedTimestamp: 0n,
      cumulativeBorrowRate: new MathDecimal(reserve.cumulativeBorrowRate),
      accumulatedProtocolFees: new MathDecimal(amounts.protocolFees.toString()),
      accumulatedReferrerFees: new MathDecimal(0),
      pendingReferrerFees: new MathDecimal(0),
      absoluteReferralRate: new MathDecimal(0),
      tokenProgram: tokenProgramId(reserve.tokenProgram),
    },
    collateral: {
      mintPubkey: new PublicKey(reserve.collateralMint),
      mintTotalSupply: amounts.collateralSupply,
      supplyVault: new PublicKey(reserve.collateralSupplyVault),
    },
    config: reserveConfig(world, market, reserve, token, at.now),
    borrowedAmountOutsideElevationGroup: groupDebt.outside,
    borrowedAmountsAgainstThisReserveInElevationGroups: groupDebt.againstInGroups,
  };
}

/**
 * The reserve's account bytes. The deprecated asset-tier byte has no field in chain-readers'
 * Reserve model, so it is set in place after encoding.
 */
export function reserveAccountBytes(
  world: SandboxWorld,
  market: WorldMarket,
  reserve: WorldReserve,
  groupDebt: ReserveGroupDebt,
  at: { slot: bigint; now: bigint },
): Uint8Array {
  const data = encodeReserve(reserveData(world, market, reserve, groupDebt, at));
  data[ASSET_TIER_OFFSET] = assetTierCode(reserve.assetTier);
  return data;
}

/** cToken mints are classic SPL Token mints whatever the liquidity's token program. */
export const COLLATERAL_TOKEN_PROGRAM = TOKEN_PROGRAM_ID;
