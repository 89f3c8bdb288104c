import { decodeObligation } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { createPrng } from '../../world/prng';
import type { WorldMarket, WorldObligation, WorldReserve } from '../../world/types';
import type { ObligationAction } from './chain-activity';
import { apiSignature, type DatasetContext, entityKey, memo } from './context';
import { type Decimal, dec, sum, ZERO } from './decimal';
import { balanceAt, buildLedger } from './ledger';
import type { LendingBook } from './lending';
import { unitRange } from './noise';
import { withLandedActions } from './obligation-landed';
import type {
  LegModel,
  LendingInstruction,
  LendingTransaction,
  ObligationModel,
} from './obligation-model';
import type { PriceBook } from './prices';
import { DAY_MS, HOUR_MS, YEAR_MS } from './time';

/** Transactions of each of the main wallet's obligations (the flagged wallet's has fewer). */
const MAIN_WALLET_EVENTS = 430;
const OTHER_WALLET_EVENTS = 40;

export type {
  LegModel,
  LendingInstruction,
  LendingTransaction,
  ObligationModel,
} from './obligation-model';

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

  /** The owner's obligations: the world's and those it opened on the sandbox chain. */
  ofOwner(owner: string, marketAddress?: string): ObligationModel[] {
    const inMarket = (market: string) => marketAddress === undefined || market === marketAddress;
    const addresses = [...this.byAddress.values()]
      .filter((obligation) => obligation.owner === owner && inMarket(obligation.marketAddress))
      .map((obligation) => obligation.address);
    for (const action of this.ctx.chain.klendActions())
      if (
        action.owner === owner &&
        inMarket(action.market) &&
        !addresses.includes(action.obligation)
      )
        addresses.push(action.obligation);
    return addresses.flatMap((address) => {
      const model = this.get(address);
      return model ? [model] : [];
    });
  }

  /**
   * The obligation's model: its seeded history followed by the lending actions that landed on the
   * chain since (an obligation opened on the sandbox chain has just those). Read per request: a
   * write changes it.
   */
  get(address: string): ObligationModel | undefined {
    const actions = this.ctx.chain.obligationActions(address);
    const seeded = this.seeded(address);
    if (actions.length === 0) return seeded;
    const base = seeded ?? this.opened(address, actions);
    return (
      base &&
      withLandedActions(base, actions, {
        lending: this.lending,
        prices: this.prices,
        anchor: this.ctx.anchor,
      })
    );
  }

  private readonly seeded = memo((address: string): ObligationModel | undefined => {
    const obligation = this.byAddress.get(address);
    const market = obligation && this.lending.market(obligation.marketAddress);
    return obligation && market ? this.build(obligation, market) : undefined;
  });

  /** An obligation the world does not hold, as its first landed action and its account tell it. */
  private opened(
    address: string,
    actions: readonly ObligationAction[],
  ): ObligationModel | undefined {
    const first = actions[0];
    const market = first && this.lending.market(first.market);
    if (!first || !market) return undefined;
    const account = this.ctx.chain.readAccount(new PublicKey(address));
    let tag: WorldObligation['tag'] = 'Vanilla';
    let elevationGroup = 0;
    if (account) {
      try {
        const decoded = decodeObligation(new PublicKey(address), account);
        tag = decoded.tag;
        elevationGroup = decoded.elevationGroup;
      } catch {
        // Closed or not an obligation any more: its landed actions still tell its story.
      }
    }
    return {
      obligation: {
        address,
        owner: first.owner,
        market: market.name,
        marketAddress: market.address,
        tag,
        id: 0,
        seed1: '',
        seed2: '',
        scenario: 'lending',
        elevationGroup,
        deposits: [],
        borrows: [],
        loanToValue: '0',
      },
      market,
      created: Math.min(first.time, this.ctx.anchor),
      legs: [],
      transactions: [],
    };
  }

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
