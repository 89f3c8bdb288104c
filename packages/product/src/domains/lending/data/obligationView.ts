import type { LendingMarketState, Obligation, ObligationTag, Reserve } from '@keel/chain-readers';
import {
  accruedBorrowAmount,
  collateralLiquidationPrices,
  cTokensToLiquidity,
  daysToLiquidationAtCurrentRates,
  type ElevationGroup,
  elevationGroupById,
  lamportsToAmount,
  type ObligationBorrowInput,
  type ObligationDepositInput,
  type ObligationInput,
  type ObligationStats,
  obligationNetApy,
  obligationStats,
  type RiskColour,
  reserveTotalSupply,
  riskColour,
} from '@keel/core-math';
import type Decimal from 'decimal.js';
import type { ReserveView } from './reserveView';

export interface ObligationDepositView {
  reserve: string;
  symbol: string;
  mint: string;
  amount: Decimal;
  price: Decimal;
  value: Decimal;
  apy: Decimal;
  maxLtv: Decimal;
  liquidationLtv: Decimal;
  /** Price at which the obligation becomes liquidatable, other prices fixed; undefined when none. */
  liquidationPrice: Decimal | undefined;
}

export interface ObligationBorrowView {
  reserve: string;
  symbol: string;
  mint: string;
  amount: Decimal;
  price: Decimal;
  value: Decimal;
  apy: Decimal;
  borrowFactor: Decimal;
}

export interface ObligationView {
  address: string;
  market: string;
  owner: string;
  tag: ObligationTag;
  deposits: ObligationDepositView[];
  borrows: ObligationBorrowView[];
  stats: ObligationStats;
  /** What the stats were computed from: an action's preview applies its change to it. */
  input: ObligationInput;
  risk: RiskColour;
  /** Undefined without deposits (or without a positive net value). */
  netApy: Decimal | undefined;
  /**
   * Days until interest alone brings the position to its liquidation LTV at today's prices and
   * rates (negative carry); undefined when it never would.
   */
  liquidationHorizonDays: Decimal | undefined;
  /** A reserve's rewards or staking yield is still loading: the APY figures will change. */
  apysPending: boolean;
}

/** Thrown when a position names a reserve the market does not have. */
export class ObligationReserveMissingError extends Error {
  override readonly name = 'ObligationReserveMissingError';
}

/** A deposit of `amount` whole tokens of the reserve, as core-math values obligations. */
export function depositInputOf(
  reserve: Reserve,
  view: ReserveView,
  amount: Decimal,
): ObligationDepositInput {
  return {
    reserve: view.address,
    amount,
    price: view.price,
    loanToValuePct: reserve.config.loanToValuePct,
    liquidationThresholdPct: reserve.config.liquidationThresholdPct,
    elevationGroups: reserve.config.elevationGroups,
  };
}

/** A borrow of `amount` whole tokens of the reserve, as core-math values obligations. */
export function borrowInputOf(
  reserve: Reserve,
  view: ReserveView,
  amount: Decimal,
): ObligationBorrowInput {
  return {
    reserve: view.address,
    amount,
    price: view.price,
    borrowFactorPct: reserve.config.borrowFactorPct,
    elevationGroups: reserve.config.elevationGroups,
  };
}

/** The market's elevation groups in core-math's terms (unused slots included). */
export function marketGroups(state: LendingMarketState): ElevationGroup[] {
  return state.market.elevationGroups.map((group) => ({
    id: group.id,
    ltvPct: group.ltvPct,
    liquidationThresholdPct: group.liquidationThresholdPct,
    maxLiquidationBonusBps: group.maxLiquidationBonusBps,
    allowNewLoans: group.allowNewLoans,
    maxReservesAsCollateral: group.maxReservesAsCollateral,
    debtReserve: group.debtReserve.toBase58(),
  }));
}

/**
 * Values an obligation from its decoded account and its market's reserves: deposits from cTokens
 * at the reserve's exchange rate, borrows with interest accrued to the reserve's cumulative rate,
 * then core-math's statistics, risk colour, liquidation prices and net APY.
 */
export function obligationView(
  obligation: Obligation,
  state: LendingMarketState,
  views: readonly ReserveView[],
): ObligationView {
  const reserves = new Map(state.reserves.map((r) => [r.address.toBase58(), r]));
  const viewsByAddress = new Map(views.map((v) => [v.address, v]));
  const lookup = (address: string) => {
    const reserve = reserves.get(address);
    const view = viewsByAddress.get(address);
    if (!reserve || !view) {
      throw new ObligationReserveMissingError(`Reserve ${address} is not found`);
    }
    return { reserve, view };
  };
  const depositInputs = obligation.deposits.map((deposit) => {
    const address = deposit.depositReserve.toBase58();
    const { reserve, view } = lookup(address);
    const liquidityLamports = cTokensToLiquidity(
      deposit.depositedAmount,
      reserveTotalSupply(reserve.liquidity),
      reserve.collateral.mintTotalSupply,
    );
    return {
      view,
      input: depositInputOf(reserve, view, lamportsToAmount(liquidityLamports, view.decimals)),
    };
  });
  const borrowInputs = obligation.borrows.map((borrow) => {
    const address = borrow.borrowReserve.toBase58();
    const { reserve, view } = lookup(address);
    const lamports = accruedBorrowAmount(
      borrow.borrowedAmount,
      reserve.liquidity.cumulativeBorrowRate,
      borrow.cumulativeBorrowRate,
    );
    return { view, input: borrowInputOf(reserve, view, lamportsToAmount(lamports, view.decimals)) };
  });
  const elevationGroup = elevationGroupById(marketGroups(state), obligation.elevationGroup);
  const input: ObligationInput = {
    deposits: depositInputs.map((d) => d.input),
    borrows: borrowInputs.map((b) => b.input),
    ...(elevationGroup ? { elevationGroup } : {}),
  };
  const stats = obligationStats(input);
  const liquidationPrices = collateralLiquidationPrices(stats);
  const deposits = stats.deposits.map((valued, i) => {
    const view = (depositInputs[i] as (typeof depositInputs)[number]).view;
    return {
      reserve: valued.reserve,
      symbol: view.symbol,
      mint: view.mint,
      amount: valued.amount,
      price: valued.price,
      value: valued.value,
      apy: view.apys.totalDepositApy,
      maxLtv: valued.maxLtv,
      liquidationLtv: valued.liquidationLtv,
      liquidationPrice: stats.hasDebt ? liquidationPrices.get(valued.reserve) : undefined,
    };
  });
  const borrows = stats.borrows.map((valued, i) => {
    const view = (borrowInputs[i] as (typeof borrowInputs)[number]).view;
    return {
      reserve: valued.reserve,
      symbol: view.symbol,
      mint: view.mint,
      amount: valued.amount,
      price: valued.price,
      value: valued.value,
      apy: view.apys.totalBorrowApy,
      borrowFactor: valued.borrowFactor,
    };
  });
  return {
    address: obligation.address.toBase58(),
    market: obligation.lendingMarket.toBase58(),
    owner: obligation.owner.toBase58(),
    tag: obligation.tag,
    deposits,
    borrows,
    stats,
    input,
    risk: riskColour(stats.loanToValue, {
      maxLtv: stats.maxLtv,
      liquidationLtv: stats.liquidationLtv,
    }),
    netApy: obligationNetApy({
      deposits: deposits.map((d) => ({ value: d.value, apy: d.apy })),
      borrows: borrows.map((b) => ({ value: b.value, apy: b.apy })),
    }),
    apysPending: [...depositInputs, ...borrowInputs].some((entry) => entry.view.apysPending),
    liquidationHorizonDays: daysToLiquidationAtCurrentRates({
      deposits: deposits.map((d) => ({
        value: d.value,
        liquidationLtv: d.liquidationLtv,
        apy: d.apy,
      })),
      borrows: borrows.map((b) => ({ value: b.value, borrowFactor: b.borrowFactor, apy: b.apy })),
    }),
  };
}
