import { createPrng } from '../../world/prng';
import type { ObligationLeg, WorldMarket, WorldObligation, WorldReserve } from '../../world/types';
import { apiSignature, type DatasetContext, entityKey, memo } from './context';
import { type Decimal, dec, sum, ZERO } from './decimal';
import { balanceAt, buildLedger, type LedgerEvent } from './ledger';
import type { LendingBook } from './lending';
import { unitRange } from './noise';
import type { PriceBook } from './prices';
import { DAY_MS, HOUR_MS, YEAR_MS } from './time';

/** Transactions of each of the main wallet's obligations (the flagged wallet's has fewer). */
const MAIN_WALLET_EVENTS = 430;
const OTHER_WALLET_EVENTS = 40;

export type LendingInstruction =
  | 'initObligation'
  | 'depositReserveLiquidityAndObligationCollateral'
  | 'withdrawObligationCollateralAndRedeemReserveCollateral'
  | 'borrowObligationLiquidity'
  | 'repayObligationLiquidity'
  | 'liquidateObligationAndRedeemReserveCollateral';

export interface LegModel {
  side: 'deposit' | 'borrow';
  leg: ObligationLeg;
  reserve: WorldReserve;
  events: LedgerEvent[];
}

export interface LendingTransaction {
  time: number;
  signature: string;
  name: LendingInstruction;
  reserve: WorldReserve | null;
  /** Signed whole-token amount: + deposit or borrow, − withdrawal or repayment. */
  amount: Decimal;
  collateralAmount: Decimal;
  price: Decimal;
  solPrice: Decimal;
  usdValue: Decimal;
  isLiquidation: boolean;
}

export interface ObligationModel {
  obligation: WorldObligation;
  market: WorldMarket;
  created: number;
  legs: LegModel[];
  /** Oldest first. */
  transactions: LendingTransaction[];
}

export interface PositionValue {
  amount: Decimal;
  mint: string;
  decimals: number;
  valueUsd: Decimal;
}

export interface ObligationStats {
  time: number;
  deposits: PositionValue[];
  borrows: PositionValue[];
  solPrice: Decimal;
  userTotalDeposit: Decimal;
  userTotalBorrow: Decimal;
  userTotalBorrowBorrowFactorAdjusted: Decimal;
  borrowLimit: Decimal;
  borrowLiquidationLimit: Decimal;
  netAccountValue: Decimal;
  loanToValue: Decimal;
  liquidationLtv: Decimal;
  leverage: Decimal;
  borrowUtilization: Decimal;
}

/** Interest of one leg over one interval: native tokens, USD and SOL. */
export interface InterestPoint {
  time: number;
  mint: string;
  nativeFees: Decimal;
  usdFees: Decimal;
  solFees: Decimal;
}

/**
 * The world's obligations with a history: each leg is a ledger of deposits/withdrawals (or
 * borrows/repayments) that ends on today's amount, so histories, transactions, interest and
 * PnL all tell the same story.
 */
export class ObligationBook {
  private readonly byAddress = new Map<string, WorldObligation>();

  constructor(
    private readonly ctx: DatasetContext,
    private readonly prices: PriceBook,
    private readonly lending: LendingBook,
  ) {
    for (const wallet of ctx.world.wallets)
      for (const obligation of wallet.obligations)
        this.byAddress.set(obligation.address, obligation);
  }

  ofOwner(owner: string, marketAddress?: string): ObligationModel[] {
    return [...this.byAddress.values()]
      .filter(
        (obligation) =>
          obligation.owner === owner &&
          (marketAddress === undefined || obligation.marketAddress === marketAddress),
      )
      .flatMap((obligation) => {
        const model = this.get(obligation.address);
        return model ? [model] : [];
      });
  }

  readonly get = memo((address: string): ObligationModel | undefined => {
    const obligation = this.byAddress.get(address);
    const market = obligation && this.lending.market(obligation.marketAddress);
    return obligation && market ? this.build(obligation, market) : undefined;
  });

  statsAt(model: ObligationModel, time: number): ObligationStats {
    const solPrice = this.prices.sol(time);
    const group = model.market.elevationGroups.find(
      (candidate) => candidate.id === model.obligation.elevationGroup,
    );
    const value = (leg: LegModel): PositionValue => {
      const amount = balanceAt(leg.events, time);
      return {
        amount,
        mint: leg.reserve.mint,
        decimals: leg.reserve.decimals,
        valueUsd: amount.mul(this.prices.usd(leg.reserve.mint, time)),
      };
    };
    const depositLegs = model.legs.filter((leg) => leg.side === 'deposit');
    const borrowLegs = model.legs.filter((leg) => leg.side === 'borrow');
    const deposits = depositLegs.map(value);
    const borrows = borrowLegs.map(value);
    const userTotalDeposit = sum(deposits.map((d) => d.valueUsd));
    const userTotalBorrow = sum(borrows.map((b) => b.valueUsd));
    const weighted = (pick: (reserve: WorldReserve) => number) =>
      sum(
        depositLegs.map((leg, index) =>
          (deposits[index] as PositionValue).valueUsd.mul(pick(leg.reserve)).div(100),
        ),
      );
    const borrowLimit = weighted((r) => group?.loanToValuePct ?? r.loanToValuePct);
    const borrowLiquidationLimit = weighted(
      (r) => group?.liquidationThresholdPct ?? r.liquidationThresholdPct,
    );
    const userTotalBorrowBorrowFactorAdjusted = sum(
      borrowLegs.map((leg, index) =>
        (borrows[index] as PositionValue).valueUsd
          .mul(group ? 100 : leg.reserve.borrowFactorPct)
          .div(100),
      ),
    );
    const netAccountValue = userTotalDeposit.minus(userTotalBorrow);
    const ratio = (a: Decimal, b: Decimal) => (b.isZero() ? ZERO : a.div(b));
    return {
      time,
      deposits,
      borrows,
      solPrice,
      userTotalDeposit,
      userTotalBorrow,
      userTotalBorrowBorrowFactorAdjusted,
      borrowLimit,
      borrowLiquidationLimit,
      netAccountValue,
      loanToValue: ratio(userTotalBorrow, userTotalDeposit),
      liquidationLtv: ratio(borrowLiquidationLimit, userTotalDeposit),
      leverage: netAccountValue.greaterThan(0) ? ratio(userTotalDeposit, netAccountValue) : ZERO,
      borrowUtilization: ratio(userTotalBorrowBorrowFactorAdjusted, borrowLimit),
    };
  }

  /** Interest earned (deposit legs) or paid (borrow legs) per interval ending at each time. */
  interest(
    model: ObligationModel,
    side: 'deposit' | 'borrow',
    times: readonly number[],
    step: number,
  ): InterestPoint[][] {
    const legs = model.legs.filter((leg) => leg.side === side);
    return times.map((time) =>
      legs.map((leg) => {
        const balance = balanceAt(leg.events, time);
        const state = this.lending.stateAt(leg.reserve, time);
        const apr = side === 'deposit' ? state.supplyApr : state.borrowApr;
        const nativeFees = balance.mul(apr).mul(step).div(YEAR_MS);
        const usdFees = nativeFees.mul(state.price);
        return {
          time,
          mint: leg.reserve.mint,
          nativeFees,
          usdFees,
          solFees: usdFees.div(this.prices.sol(time)),
        };
      }),
    );
  }

  /** Net value minus the net money put in (deposits − withdrawals − borrows + repayments). */
  pnl(model: ObligationModel): {
    usd: Decimal;
    sol: Decimal;
    investedUsd: Decimal;
    investedSol: Decimal;
  } {
    let investedUsd = ZERO;
    let investedSol = ZERO;
    for (const tx of model.transactions) {
      if (tx.reserve === null) continue;
      const borrowing =
        tx.name === 'borrowObligationLiquidity' || tx.name === 'repayObligationLiquidity';
      // Deposits put money in, withdrawals take it out; borrowing takes money out, repaying puts it in.
      const signed = tx.amount.lessThan(0) ? tx.usdValue.negated() : tx.usdValue;
      const flow = borrowing ? signed.negated() : signed;
      investedUsd = investedUsd.plus(flow);
      investedSol = investedSol.plus(flow.div(tx.solPrice));
    }
    const now = this.statsAt(model, this.ctx.anchor);
    return {
      usd: now.netAccountValue.minus(investedUsd),
      sol: now.netAccountValue.div(now.solPrice).minus(investedSol),
      investedUsd,
      investedSol,
    };
  }

  private build(obligation: WorldObligation, market: WorldMarket): ObligationModel {
    const key = entityKey(this.ctx, `obligation:${obligation.address}`);
    const created =
      this.ctx.historyStart + Math.floor(unitRange(key, 0, 10, 120)) * DAY_MS + 9 * HOUR_MS;
    const prng = createPrng(`${this.ctx.seed}/api/obligation/${obligation.address}`);
    const owner = this.ctx.world.wallets.find((wallet) => wallet.publicKey === obligation.owner);
    const total = owner?.role === 'ordinary' ? MAIN_WALLET_EVENTS : OTHER_WALLET_EVENTS;
    const sides = [
      ...obligation.deposits.map((leg) => ({ side: 'deposit' as const, leg })),
      ...obligation.borrows.map((leg) => ({ side: 'borrow' as const, leg })),
    ];
    const legs: LegModel[] = sides.flatMap(({ side, leg }, index) => {
      const found = this.lending.reserve(leg.reserve);
      if (!found) return [];
      const final = dec(leg.amount);
      return [
        {
          side,
          leg,
          reserve: found.reserve,
          events: buildLedger({
            prng: prng.fork(`${side}:${index}`),
            start: created + (side === 'deposit' ? 60_000 : HOUR_MS),
            end: this.ctx.anchor - 3 * HOUR_MS,
            count: Math.max(4, Math.floor(total / sides.length)),
            finalBalance: final,
            scale: final,
            places: found.reserve.decimals,
            spread: side === 'deposit' ? [0.9, 1.3] : [0.7, 1],
          }),
        },
      ];
    });
    return {
      obligation,
      market,
      created,
      legs,
      transactions: this.transactions(obligation, created, legs),
    };
  }

  private transactions(
    obligation: WorldObligation,
    created: number,
    legs: readonly LegModel[],
  ): LendingTransaction[] {
    const solAt = (time: number) => this.prices.sol(time);
    const rows: LendingTransaction[] = [
      {
        time: created,
        signature: apiSignature(this.ctx, `lending:${obligation.address}:init`),
        name: 'initObligation',
        reserve: null,
        amount: ZERO,
        collateralAmount: ZERO,
        price: ZERO,
        solPrice: solAt(created),
        usdValue: ZERO,
        isLiquidation: false,
      },
    ];
    let liquidations = obligation.scenario === 'near-liquidation' ? 2 : 0;
    legs.forEach((leg, legIndex) => {
      for (const event of leg.events) {
        const price = this.prices.usd(leg.reserve.mint, event.time);
        const adding = event.delta.greaterThan(0);
        const isLiquidation =
          leg.side === 'deposit' && !adding && liquidations > 0 && event.index > 100;
        if (isLiquidation) liquidations -= 1;
        const name: LendingInstruction =
          leg.side === 'deposit'
            ? adding
              ? 'depositReserveLiquidityAndObligationCollateral'
              : isLiquidation
                ? 'liquidateObligationAndRedeemReserveCollateral'
                : 'withdrawObligationCollateralAndRedeemReserveCollateral'
            : adding
              ? 'borrowObligationLiquidity'
              : 'repayObligationLiquidity';
        rows.push({
          time: event.time,
          signature: apiSignature(
            this.ctx,
            `lending:${obligation.address}:${legIndex}:${event.index}`,
          ),
          name,
          reserve: leg.reserve,
          amount: event.delta,
          collateralAmount:
            leg.side === 'deposit'
              ? event.delta.abs().mul(this.lending.exchangeRate(leg.reserve, event.time))
              : ZERO,
          price,
          solPrice: solAt(event.time),
          usdValue: event.delta.abs().mul(price),
          isLiquidation,
        });
      }
    });
    return rows.sort((a, b) => a.time - b.time || a.signature.localeCompare(b.signature));
  }
}
