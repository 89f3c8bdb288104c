import { KLIQUIDITY_PROGRAM_ID } from '@keel/chain-readers';
import { createPrng } from '../../world/prng';
import type { WorldWallet } from '../../world/types';
import { apiSignature, type DatasetContext, memo } from './context';
import { type Decimal, dec, ZERO } from './decimal';
import { balanceAt, buildLedger, type LedgerEvent, lastCloseTime, withLanded } from './ledger';
import { CostBasisTracker, type Denominated, type PnlSnapshot } from './pnl';
import type { PriceBook } from './prices';
import type { StrategyBook, StrategyModel } from './strategies';
import { DAY_MS, HOUR_MS } from './time';

const KLIQUIDITY_PROGRAM_TEXT = KLIQUIDITY_PROGRAM_ID.toBase58();

/** Deposits and withdrawals per strategy the main wallet ever used. */
const EVENTS_PER_STRATEGY = 210;
/** Strategies the main wallet used and left (besides the ones it still holds). */
const CLOSED_STRATEGIES = 8;

export type PnlDenomination = 'usd' | 'sol' | 'a' | 'b';
export const PNL_DENOMINATIONS: readonly PnlDenomination[] = ['usd', 'sol', 'a', 'b'];

export interface StrategyPosition {
  wallet: string;
  model: StrategyModel;
  /** Share balance changes, oldest first. */
  events: LedgerEvent[];
  held: boolean;
  /** Time of the first event of the latest position (after the last full withdrawal). */
  latestStart: number;
}

export interface ShareholderTransactionRow {
  time: number;
  signature: string;
  name: 'deposit' | 'depositAndInvest' | 'withdraw';
  position: StrategyPosition;
  shares: Decimal;
  sharePrice: Decimal;
  usdValue: Decimal;
  tokenAAmount: Decimal;
  tokenAPrice: Decimal;
  tokenBAmount: Decimal;
  tokenBPrice: Decimal;
  solPrice: Decimal;
  latestPosition: boolean;
}

export interface PnlHistoryRow {
  time: number;
  type: 'buy' | 'sell' | 'mark-to-market';
  quantity: Decimal;
  unitPrice: Denominated<PnlDenomination>;
  snapshot: PnlSnapshot<PnlDenomination>;
}

/** The sandbox wallets' strategy positions: today's shares come from the world. */
export class StrategyPositions {
  constructor(
    private readonly ctx: DatasetContext,
    private readonly prices: PriceBook,
    private readonly strategies: StrategyBook,
  ) {}

  /**
   * The wallet's positions: the seeded history of each strategy it used, followed by the share
   * changes that landed on the chain since (a wallet that deposited only on the sandbox chain has
   * just those). Read per request: a write changes them.
   */
  of(wallet: string): StrategyPosition[] {
    const seeded = this.seeded(wallet);
    const landed = this.strategies.models.flatMap((model) => {
      const flows = this.ctx.chain.tokenFlows(
        wallet,
        model.strategy.shareMint,
        KLIQUIDITY_PROGRAM_TEXT,
      );
      return flows.length > 0 ? [{ model, flows }] : [];
    });
    if (landed.length === 0) return seeded;
    const positions = seeded.filter((p) => !landed.some(({ model }) => model === p.model));
    for (const { model, flows } of landed) {
      const base = seeded.find((p) => p.model === model);
      const events = withLanded(base?.events ?? [], flows, this.ctx.anchor);
      positions.push({
        wallet,
        model,
        events,
        held: (events.at(-1)?.balance ?? ZERO).greaterThan(0),
        latestStart: latestStartOf(events),
      });
    }
    return positions;
  }

  private readonly seeded = memo((wallet: string): StrategyPosition[] => {
    const owner = this.ctx.world.wallets.find((candidate) => candidate.publicKey === wallet);
    return owner ? this.build(owner) : [];
  });

  find(wallet: string, strategy: string): StrategyPosition | undefined {
    return this.of(wallet).find((position) => position.model.strategy.address === strategy);
  }

  /** Price of one share in USD, SOL, token A and token B. */
  unitPrice(model: StrategyModel, time: number): Denominated<PnlDenomination> {
    const usd = this.strategies.sharePriceAt(model, time);
    return {
      usd,
      sol: usd.div(this.prices.sol(time)),
      a: usd.div(this.prices.priceAt(model.tokenA, time)),
      b: usd.div(this.prices.priceAt(model.tokenB, time)),
    };
  }

  /** Every deposit and withdrawal of the wallet, newest first. */
  transactions(wallet: string): ShareholderTransactionRow[] {
    const rows: ShareholderTransactionRow[] = [];
    for (const position of this.of(wallet)) {
      const { model } = position;
      for (const event of position.events) {
        const sharePrice = this.strategies.sharePriceAt(model, event.time);
        const shares = event.delta.abs();
        const usdValue = shares.mul(sharePrice);
        const tokenAPrice = this.prices.priceAt(model.tokenA, event.time);
        const tokenBPrice = this.prices.priceAt(model.tokenB, event.time);
        rows.push({
          time: event.landed?.time ?? event.time,
          signature:
            event.landed?.signature ??
            apiSignature(this.ctx, `shares:${wallet}:${model.strategy.address}:${event.index}`),
          name: event.delta.lessThan(0)
            ? 'withdraw'
            : event.index % 3 === 0
              ? 'depositAndInvest'
              : 'deposit',
          position,
          shares,
          sharePrice,
          usdValue,
          tokenAAmount: usdValue.div(2).div(tokenAPrice).toDecimalPlaces(model.tokenA.decimals),
          tokenAPrice,
          tokenBAmount: usdValue.div(2).div(tokenBPrice).toDecimalPlaces(model.tokenB.decimals),
          tokenBPrice,
          solPrice: this.prices.sol(event.time),
          latestPosition: position.held && event.time >= position.latestStart,
        });
      }
    }
    return rows.sort((a, b) => b.time - a.time || a.signature.localeCompare(b.signature));
  }

  /** PnL of the latest position, today. */
  pnl(position: StrategyPosition): PnlSnapshot<PnlDenomination> {
    const tracker = this.replay(position, this.ctx.anchor);
    return tracker.snapshot(this.unitPrice(position.model, this.ctx.anchor));
  }

  /**
   * Buys, sells and mark-to-market points of the latest position within [start, end]:
   * hourly while the position is younger than 15 days, daily after.
   */
  pnlHistory(position: StrategyPosition, start: number, end: number): PnlHistoryRow[] {
    const from = Math.max(start, position.latestStart);
    const to = Math.min(end, this.ctx.anchor);
    const step = this.ctx.anchor - position.latestStart < 15 * DAY_MS ? HOUR_MS : DAY_MS;
    const events = position.events.filter((event) => event.time >= position.latestStart);
    const tracker = new CostBasisTracker(PNL_DENOMINATIONS);
    const rows: PnlHistoryRow[] = [];
    let next = 0;
    const applyUntil = (time: number, emit: boolean) => {
      while (next < events.length && (events[next] as LedgerEvent).time <= time) {
        const event = events[next] as LedgerEvent;
        const unitPrice = this.unitPrice(position.model, event.time);
        tracker.trade(event.delta, unitPrice);
        if (emit && event.time >= from)
          rows.push({
            time: event.time,
            type: event.delta.lessThan(0) ? 'sell' : 'buy',
            quantity: event.delta.abs(),
            unitPrice,
            snapshot: tracker.snapshot(unitPrice),
          });
        next += 1;
      }
    };
    applyUntil(from - 1, false);
    for (let time = Math.ceil(from / step) * step; time <= to; time += step) {
      applyUntil(time, true);
      const unitPrice = this.unitPrice(position.model, time);
      rows.push({
        time,
        type: 'mark-to-market',
        quantity: ZERO,
        unitPrice,
        snapshot: tracker.snapshot(unitPrice),
      });
    }
    applyUntil(to, true);
    return rows.sort((a, b) => a.time - b.time);
  }

  /** Fees and farm rewards the latest position earned: its share of the strategy's, day by day. */
  feesAndRewards(position: StrategyPosition): {
    feesUsd: Decimal;
    rewardsUsd: Decimal[];
  } {
    const { model } = position;
    const rewards = this.strategies.rewardAprs(model);
    let feesUsd = ZERO;
    const rewardsUsd = rewards.map(() => ZERO);
    if (!position.held) return { feesUsd, rewardsUsd };
    for (const day of this.strategies.days(model.strategy.address)) {
      if (day.time < position.latestStart) continue;
      const value = balanceAt(position.events, day.time).mul(
        this.strategies.sharePriceAt(model, day.time),
      );
      feesUsd = feesUsd.plus(value.mul(day.feeApr).div(365));
      rewards.forEach((reward, index) => {
        rewardsUsd[index] = (rewardsUsd[index] as Decimal).plus(value.mul(reward.apr).div(365));
      });
    }
    return { feesUsd, rewardsUsd };
  }

  private replay(position: StrategyPosition, until: number): CostBasisTracker<PnlDenomination> {
    const tracker = new CostBasisTracker(PNL_DENOMINATIONS);
    for (const event of position.events) {
      if (event.time < position.latestStart || event.time > until) continue;
      tracker.trade(event.delta, this.unitPrice(position.model, event.time));
    }
    return tracker;
  }

  private build(wallet: WorldWallet): StrategyPosition[] {
    const prng = createPrng(`${this.ctx.seed}/api/strategy-positions/${wallet.publicKey}`);
    const held = wallet.strategyShares.map((shares) => ({
      address: shares.strategy,
      final: dec(shares.shares),
    }));
    const closed =
      wallet.role === 'ordinary'
        ? this.strategies.models
            .filter(
              (model) =>
                !model.strategy.isDiyVault &&
                !held.some((entry) => entry.address === model.strategy.address),
            )
            .filter((_, index) => index % 5 === 1)
            .slice(0, CLOSED_STRATEGIES)
            .map((model) => ({ address: model.strategy.address, final: dec(0) }))
        : [];
    return [...held, ...closed].flatMap(({ address, final }) => {
      const model = this.strategies.get(address);
      if (!model) return [];
      const fork = prng.fork(address);
      const start = Math.max(model.launch, this.ctx.historyStart) + DAY_MS;
      const isHeld = final.greaterThan(0);
      const scale = isHeld
        ? final
        : dec(fork.int(2_000, 20_000)).div(model.strategy.sharePriceUsd).toDecimalPlaces(6);
      const events = buildLedger({
        prng: fork,
        start,
        end: this.ctx.anchor - 2 * HOUR_MS,
        count: EVENTS_PER_STRATEGY,
        finalBalance: final,
        scale,
        places: model.strategy.shareDecimals,
        ...(isHeld ? { closeAt: Math.floor(EVENTS_PER_STRATEGY * 0.4) } : {}),
      });
      return [
        {
          wallet: wallet.publicKey,
          model,
          events,
          held: isHeld,
          latestStart: latestStartOf(events),
        },
      ];
    });
  }
}

/** Time of the first event of the latest position (after the last full withdrawal). */
function latestStartOf(events: readonly LedgerEvent[]): number {
  const closedAt = lastCloseTime(events);
  return closedAt === undefined
    ? (events[0]?.time ?? 0)
    : (events.find((event) => event.time > closedAt)?.time ?? closedAt);
}
