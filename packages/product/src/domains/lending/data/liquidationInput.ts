import { type LendingMarketState, type Reserve, sameAddress } from '@keel/chain-readers';
import {
  accruedBorrowAmount,
  elevationGroupMaxLiquidationBonusBps,
  fractionToPercent,
  type LiquidationInput,
  type LiquidationPriorityBounds,
  liquidationPriorityBounds,
  reserveTotalSupply,
} from '@keel/core-math';
import type Decimal from 'decimal.js';
import type { LiquidationData } from './liquidationContext';

/** The debt to repay and the collateral to receive, by reserve address. */
export interface LiquidationPair {
  debt: string;
  collateral: string;
}

export function reserveIn(market: LendingMarketState, address: string): Reserve {
  const reserve = market.reserves.find((r) => r.address.toBase58() === address);
  if (!reserve) throw new Error(`Reserve ${address} is not in this market`);
  return reserve;
}

/** A liquidation LTV as the program's whole percent. */
export const thresholdPct = (liquidationLtv: Decimal): number =>
  fractionToPercent(liquidationLtv).round().toNumber();

/**
 * The highest borrow factor and lowest liquidation LTV refresh_obligation would record for the
 * obligation's positions at current values: the debt and collateral a liquidation may take.
 */
export function priorityBounds(data: LiquidationData): LiquidationPriorityBounds {
  const { market, obligation } = data;
  return liquidationPriorityBounds({
    deposits: obligation.deposits.map((d) => ({
      value: d.value,
      liquidationThresholdPct: thresholdPct(d.liquidationLtv),
    })),
    borrows: obligation.borrows.map((b) => ({
      value: b.value,
      borrowFactorPct: reserveIn(market, b.reserve).config.borrowFactorPct,
    })),
    inElevationGroup: data.obligationAccount.elevationGroup !== 0,
    minValueSkipLiquidationLtvChecks: market.market.minValueSkipLiquidationLtvChecks,
    minValueSkipLiquidationBfChecks: market.market.minValueSkipLiquidationBfChecks,
  });
}

/** The group's max bonus when the obligation is in a group both reserves list. */
function groupMaxBonusBps(data: LiquidationData, debt: Reserve, collateral: Reserve) {
  const id = data.obligationAccount.elevationGroup;
  const listed =
    debt.config.elevationGroups.includes(id) && collateral.config.elevationGroups.includes(id);
  if (id === 0 || !listed) return undefined;
  return data.market.market.elevationGroups.find((g) => g.id === id)?.maxLiquidationBonusBps;
}

/**
 * core-math's liquidation input for the pair, at current values: the obligation's totals,
 * interest accrued on the debt, the collateral's cTokens and its reserve's exchange rate.
 */
export function liquidationInputOf(
  data: LiquidationData,
  pair: LiquidationPair,
  repayLamports: bigint,
): LiquidationInput {
  const { market, obligation, obligationAccount: account } = data;
  const debt = reserveIn(market, pair.debt);
  const collateral = reserveIn(market, pair.collateral);
  const borrow = account.borrows.find((b) => sameAddress(b.borrowReserve, debt.address));
  const deposit = account.deposits.find((d) => sameAddress(d.depositReserve, collateral.address));
  const debtView = obligation.borrows.find((b) => b.reserve === pair.debt);
  const collateralView = obligation.deposits.find((d) => d.reserve === pair.collateral);
  if (!borrow || !deposit || !debtView || !collateralView) {
    throw new Error('The obligation does not hold this debt or collateral');
  }
  const { stats } = obligation;
  return {
    market: market.market,
    obligation: {
      depositedValue: stats.userTotalDeposit,
      borrowedAssetsMarketValue: stats.userTotalBorrow,
      borrowFactorAdjustedDebtValue: stats.userTotalBorrowBorrowFactorAdjusted,
      unhealthyBorrowValue: stats.borrowLiquidationLimit,
      ...priorityBounds(data),
    },
    debt: {
      borrowedAmount: accruedBorrowAmount(
        borrow.borrowedAmount,
        debt.liquidity.cumulativeBorrowRate,
        borrow.cumulativeBorrowRate,
      ),
      marketValue: debtView.value,
      reserve: debt.config,
    },
    collateral: {
      depositedAmount: deposit.depositedAmount,
      marketValue: collateralView.value,
      liquidationThresholdPct: thresholdPct(collateralView.liquidationLtv),
      reserve: {
        ...collateral.config,
        totalSupply: reserveTotalSupply(collateral.liquidity),
        cTokenSupply: collateral.collateral.mintTotalSupply,
        availableLiquidity: collateral.liquidity.availableAmount,
      },
    },
    emodeMaxBonusBps: elevationGroupMaxLiquidationBonusBps({
      groupMaxLiquidationBonusBps: groupMaxBonusBps(data, debt, collateral),
      collateral: collateral.config,
      debt: debt.config,
    }),
    sameReserve: pair.debt === pair.collateral,
    repayAmount: repayLamports,
  };
}
