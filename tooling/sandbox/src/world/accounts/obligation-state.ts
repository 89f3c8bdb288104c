import { type ObligationData, type UserMetadataData, userMetadataPda } from '@keel/chain-readers';
import {
  cTokensToLiquidity,
  elevationGroupById,
  lamportsToAmount,
  liquidityToCTokens,
  MathDecimal,
  type ObligationStats,
  obligationStats,
} from '@keel/core-math';
import { PublicKey } from '@solana/web3.js';
import type Decimal from 'decimal.js';
import type { WorldMarket, WorldObligation, WorldReserve } from '../types';
import { obligationGroupDebt } from './elevation-group-debt';
import { reserveAmounts } from './lending-amounts';
import { ALL_PRICE_CHECKS, GLOBAL_ALLOWED_BORROW_VALUE } from './reserve-state';
import { rawAmount } from './spl-accounts';

const DAY = 86_400n;

function reserveOf(market: WorldMarket, address: string): WorldReserve {
  const reserve = market.reserves.find((r) => r.address === address);
  if (reserve === undefined) throw new Error(`Reserve ${address} is not in ${market.slug}`);
  return reserve;
}

/** cTokens an obligation holds for a liquidity deposit (minted rounding down, as klend does). */
export function depositedCTokens(reserve: WorldReserve, amount: string): bigint {
  const amounts = reserveAmounts(reserve);
  const cTokens = liquidityToCTokens(
    rawAmount(amount, reserve.decimals).toString(),
    amounts.totalSupply.toString(),
    amounts.collateralSupply.toString(),
  );
  return BigInt(cTokens.toFixed(0));
}

/** Liquidity base units a cToken amount stands for at the reserve's exchange rate. */
export function cTokensAsLiquidity(reserve: WorldReserve, cTokens: bigint) {
  const amounts = reserveAmounts(reserve);
  return cTokensToLiquidity(
    cTokens.toString(),
    amounts.totalSupply.toString(),
    amounts.collateralSupply.toString(),
  );
}

/** The refreshed statistics of an obligation (what refresh_obligation stores, MATH §3.1). */
export function obligationStatistics(
  market: WorldMarket,
  obligation: WorldObligation,
  depositCTokens: readonly bigint[],
): ObligationStats {
  const groups = market.elevationGroups.map((g) => ({
    id: g.id,
    ltvPct: g.loanToValuePct,
    liquidationThresholdPct: g.liquidationThresholdPct,
  }));
  return obligationStats({
    deposits: obligation.deposits.map((deposit, i) => {
      const reserve = reserveOf(market, deposit.reserve);
      return {
        reserve: reserve.address,
        amount: lamportsToAmount(
          cTokensAsLiquidity(reserve, depositCTokens[i] as bigint),
          reserve.decimals,
        ),
        price: reserve.priceUsd,
        loanToValuePct: reserve.loanToValuePct,
        liquidationThresholdPct: reserve.liquidationThresholdPct,
        elevationGroups: reserve.elevationGroups,
      };
    }),
    borrows: obligation.borrows.map((borrow) => {
      const reserve = reserveOf(market, borrow.reserve);
      return {
        reserve: reserve.address,
        amount: borrow.amount,
        price: reserve.priceUsd,
        borrowFactorPct: reserve.borrowFactorPct,
        elevationGroups: reserve.elevationGroups,
      };
    }),
    elevationGroup: elevationGroupById(groups, obligation.elevationGroup),
  });
}

function pct(fraction: Decimal): number {
  return fraction.mul(100).toDecimalPlaces(0, MathDecimal.ROUND_DOWN).toNumber();
}

/**
 * An obligation as klend stores it right after a refresh at `slot`: cToken deposits, borrows
 * snapshotting the reserves' cumulative borrow rate (so the debt now is the borrowed amount),
 * and the refreshed values computed by core-math's obligationStats.
 */
export function obligationData(
  market: WorldMarket,
  obligation: WorldObligation,
  at: { slot: bigint; now: bigint },
): ObligationData {
  const cTokens = obligation.deposits.map((d) =>
    depositedCTokens(reserveOf(market, d.reserve), d.amount),
  );
  const stats = obligationStatistics(market, obligation, cTokens);
  const groupDebt = obligationGroupDebt(market, obligation);
  const allowed = MathDecimal.min(stats.borrowLimit, GLOBAL_ALLOWED_BORROW_VALUE.toString());
  const liquidationPcts = stats.deposits.filter((d) => d.liquidationLtv.gt(0));
  return {
    tag: obligation.tag,
    lastUpdate: { slot: at.slot, stale: false, priceStatus: ALL_PRICE_CHECKS },
    lendingMarket: new PublicKey(market.address),
    owner: new PublicKey(obligation.owner),
    deposits: obligation.deposits.map((deposit, i) => ({
      depositReserve: new PublicKey(deposit.reserve),
      depositedAmount: cTokens[i] as bigint,
      marketValue: stats.deposits[i]?.value ?? new MathDecimal(0),
      borrowedAmountAgainstThisCollateralInElevationGroup: groupDebt.againstDeposits[i] as bigint,
    })),
    lowestReserveDepositLiquidationLtv: BigInt(
      liquidationPcts.length === 0
        ? 0
        : Math.min(...liquidationPcts.map((d) => pct(d.liquidationLtv))),
    ),
    depositedValue: stats.userTotalDeposit,
    borrows: obligation.borrows.map((borrow, i) => {
      const reserve = reserveOf(market, borrow.reserve);
      const valued = stats.borrows[i];
      const value = valued?.value ?? new MathDecimal(0);
      return {
        borrowReserve: new PublicKey(borrow.reserve),
        cumulativeBorrowRate: new MathDecimal(reserve.cumulativeBorrowRate),
        firstBorrowedAtTimestamp: at.now - 21n * DAY,
        borrowedAmount: new MathDecimal(rawAmount(borrow.amount, reserve.decimals).toString()),
        marketValue: value,
        borrowFactorAdjustedMarketValue: value.mul(valued?.borrowFactor ?? 1),
        borrowedAmountOutsideElevationGroups: groupDebt.outsideBorrows[i] as bigint,
      };
    }),
    borrowFactorAdjustedDebtValue: stats.userTotalBorrowBorrowFactorAdjusted,
    borrowedAssetsMarketValue: stats.userTotalBorrow,
    allowedBorrowValue: allowed,
    unhealthyBorrowValue: stats.borrowLiquidationLimit,
    elevationGroup: obligation.elevationGroup,
    numOfObsoleteDepositReserves: 0,
    hasDebt: stats.hasDebt,
    referrer: null,
    borrowingDisabled: false,
    autodeleverageTargetLtvPct: 0,
    lowestReserveDepositMaxLtvPct:
      stats.deposits.length === 0 ? 0 : Math.min(...stats.deposits.map((d) => pct(d.maxLtv))),
    numOfObsoleteBorrowReserves: 0,
    highestBorrowFactorPct: BigInt(
      stats.borrows.length === 0 ? 0 : Math.max(...stats.borrows.map((b) => pct(b.borrowFactor))),
    ),
    autodeleverageMarginCallStartedTimestamp: 0n,
    obligationOrders: [],
    borrowOrder: {
      debtLiquidityMint: PublicKey.default,
      remainingDebtAmount: 0n,
      filledDebtDestination: PublicKey.default,
      minDebtTermSeconds: 0n,
      fillableUntilTimestamp: 0n,
      placedAtTimestamp: 0n,
      lastUpdatedAtTimestamp: 0n,
      requestedDebtAmount: 0n,
      maxBorrowRateBps: 0,
    },
  };
}

export function userMetadataData(owner: string): UserMetadataData {
  const key = new PublicKey(owner);
  return { referrer: null, bump: userMetadataPda(key).bump, userLookupTable: null, owner: key };
}
