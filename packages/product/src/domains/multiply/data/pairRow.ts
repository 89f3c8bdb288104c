import type { PairLeverageMetrics } from '@keel/api-client';
import type { LendingMarketState, Reserve } from '@keel/chain-readers';
import {
  isCorrelatedPair,
  MathDecimal,
  maxPairLeverage,
  multiplyNetApy,
  type PairLeverage,
  type PositionSide,
  positionSide,
} from '@keel/core-math';
import type Decimal from 'decimal.js';
import { marketGroups } from '../../lending/data/obligationView';
import type { ReserveView } from '../../lending/data/reserveView';
import { pairKey, type VaultPair } from './vaultPairs';

/** The obligation tag whose positions and metrics a list counts. */
export type PairTag = 'Multiply' | 'Leverage';

/** One row of the Multiply or Leverage list; every figure from core-math, undefined when unknown. */
export interface PairRow {
  key: string;
  pair: VaultPair;
  collateral: ReserveView;
  debt: ReserveView;
  /** Long only for the listed collateral against USDC (D§5); otherwise short. */
  side: PositionSide;
  /**
   * Collateral and debt track one asset (core-math `isCorrelatedPair`): only their ratio can
   * liquidate the position, so liquidation and the what-if are shown in that ratio.
   */
  correlated: boolean;
  maxLeverage: Decimal;
  /** The elevation group the max leverage is reached in (0: none). */
  elevationGroup: number;
  /** Net APY per unit of net value; undefined while the collateral reserve holds no deposits (D§5). */
  netApyAtMax: Decimal | undefined;
  /** At the list's chosen leverage, held to the pair's max. */
  netApyAtChosen: Decimal | undefined;
  /** The leverage the chosen-leverage APY is computed at (the chosen one, or the max below it). */
  chosenLeverage: Decimal;
  /** What a borrower pays net of debt rewards. */
  borrowApy: Decimal;
  /** Liquidity left to borrow in the debt reserve, USD. */
  liquidityUsd: Decimal;
  /**
   * The pair's TVL for this list's tag: the metrics total the open positions of each pair, so a
   * pair without a row has none ($0). Undefined until the metrics answer (or when they failed).
   */
  tvl: Decimal | undefined;
  /** The connected wallet holds a position in this pair. */
  held: boolean;
  /** Rewards or staking yields of either reserve are still loading: the APYs will change. */
  apysPending: boolean;
}

export interface PairRowInput {
  state: LendingMarketState;
  views: readonly ReserveView[];
  metrics: readonly PairLeverageMetrics[] | undefined;
  tag: PairTag;
  /** Pair keys (`pairKey`) of the wallet's positions with this tag. */
  held: ReadonlySet<string>;
  chosenLeverage: number;
  /** Hidden reserves are listed only with the hidden-reserves flag. */
  isListed: (reserve: ReserveView) => boolean;
}

/** The yields the pair's net APY is made of today (fractions), from its two reserves. */
export function todaysYields(collateral: ReserveView, debt: ReserveView) {
  return {
    supplyApy: collateral.apys.lendingDepositApy,
    stakingApy: collateral.apys.extraSupplyApy,
    collateralRewardApy: collateral.apys.collateralFarmTotalApy,
    borrowApy: debt.apys.lendingBorrowApy,
    debtRewardApy: debt.apys.debtFarmTotalApy,
  };
}

/**
 * Net APY of the pair at a leverage: the collateral's supply, staking and reward yields minus
 * the debt's borrow cost net of its rewards (core-math `multiplyNetApy`). Undefined without
 * deposits in the collateral reserve (D§5: net APY is undefined unless deposits exist).
 */
export function pairNetApy(
  collateral: ReserveView,
  debt: ReserveView,
  leverage: Decimal,
): Decimal | undefined {
  if (!collateral.totalSupply.gt(0) || !leverage.isFinite()) return undefined;
  return multiplyNetApy({ leverage, ...todaysYields(collateral, debt) });
}

function pairLeverage(
  state: LendingMarketState,
  collateral: ReserveView,
  debt: ReserveView,
): PairLeverage {
  const chain = (address: string): Reserve | undefined =>
    state.reserves.find((reserve) => reserve.address.toBase58() === address);
  const collConfig = chain(collateral.address)?.config;
  return maxPairLeverage({
    collateral: {
      address: collateral.address,
      loanToValuePct: collateral.maxLtv.times(100),
      elevationGroups: collConfig?.elevationGroups ?? [],
      disableUsageAsCollOutsideEmode: collConfig?.disableUsageAsCollOutsideEmode ?? false,
    },
    debt: {
      address: debt.address,
      borrowFactorPct: debt.borrowFactor.times(100),
      elevationGroups: chain(debt.address)?.config.elevationGroups ?? [],
    },
    elevationGroups: marketGroups(state),
  });
}

/**
 * A pair's row, or undefined when either reserve is missing from the market or not listed (a
 * stale resources entry or a mistyped URL pair cannot be opened).
 */
export function pairRow(pair: VaultPair, input: PairRowInput): PairRow | undefined {
  const view = (address: string) => input.views.find((reserve) => reserve.address === address);
  const collateral = view(pair.depositReserve);
  const debt = view(pair.borrowReserve);
  if (!collateral || !debt || !input.isListed(collateral) || !input.isListed(debt)) {
    return undefined;
  }
  const { maxLeverage, elevationGroup } = pairLeverage(input.state, collateral, debt);
  const chosenLeverage = MathDecimal.min(maxLeverage, input.chosenLeverage);
  const metrics = input.metrics?.find(
    (row) =>
      row.tag === input.tag &&
      row.depositReserve === pair.depositReserve &&
      row.borrowReserve === pair.borrowReserve,
  );
  return {
    key: pairKey(pair),
    pair,
    collateral,
    debt,
    side: positionSide(collateral.symbol, debt.symbol),
    correlated: isCorrelatedPair(collateral.symbol, debt.symbol),
    maxLeverage,
    elevationGroup,
    netApyAtMax: pairNetApy(collateral, debt, maxLeverage),
    netApyAtChosen: pairNetApy(collateral, debt, chosenLeverage),
    chosenLeverage,
    borrowApy: debt.apys.totalBorrowApy,
    liquidityUsd: debt.availableLiquidityUsd,
    tvl: input.metrics ? (metrics?.tvl ?? new MathDecimal(0)) : undefined,
    held: input.held.has(pairKey(pair)),
    apysPending: collateral.apysPending || debt.apysPending,
  };
}

/** Rows whose collateral or debt symbol contains the search text (case-insensitive). */
export function matchesSearch(row: PairRow, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [row.collateral.symbol, row.debt.symbol].some((symbol) =>
    symbol.toLowerCase().includes(needle),
  );
}
