import type { WorldFarm, WorldStrategy, WorldToken } from '../../world/types';
import { type DatasetContext, entityKey, memo } from './context';
import { capAt, type Decimal, dec, factor, ZERO } from './decimal';
import { fractalNoise, type Octave, smoothNoise, unitRange } from './noise';
import type { PriceBook } from './prices';
import { strategySharesNow } from './strategy-now';
import { DAY_MS, floorTo, YEAR_MS } from './time';

const SECONDS_PER_YEAR = 31_536_000;
const APR_OCTAVES: readonly Octave[] = [
  { periodMs: 30 * DAY_MS, amplitude: 0.6 },
  { periodMs: 7 * DAY_MS, amplitude: 0.3 },
  { periodMs: DAY_MS, amplitude: 0.1 },
];
const BASE_FEE_APR: Record<WorldStrategy['strategyType'], [number, number]> = {
  STABLE: [0.03, 0.12],
  PEGGED: [0.025, 0.09],
  NON_PEGGED: [0.1, 0.45],
};

export interface StrategyModel {
  strategy: WorldStrategy;
  tokenA: WorldToken;
  tokenB: WorldToken;
  key: number;
  /** When the strategy went live (its histories start here). */
  launch: number;
  baseFeeApr: number;
  /** Days between range rebalances. */
  rebalanceDays: number;
  farm: WorldFarm | undefined;
}

export interface RewardApr {
  mint: string;
  symbol: string;
  /** Whole reward tokens per second paid to the strategy's farm today. */
  perSecond: Decimal;
  apr: Decimal;
}

/** One day of a strategy: fees, rewards and volume in USD, APR/APY as fractions. */
export interface StrategyDay {
  time: number;
  tvl: Decimal;
  feeApr: Decimal;
  feesUsd: Decimal;
  rewardsUsd: Decimal;
  volumeUsd: Decimal;
  cumulativeFeesAndRewardsUsd: Decimal;
}

/**
 * Liquidity strategies over time. Every curve meets the world's values at the anchor: share
 * price, shares issued, TVL, pool price and the current range.
 */
export class StrategyBook {
  readonly models: readonly StrategyModel[];
  private readonly byAddress: Map<string, StrategyModel>;

  constructor(
    private readonly ctx: DatasetContext,
    private readonly prices: PriceBook,
  ) {
    const farms = new Map(
      ctx.world.farms.filter((farm) => farm.kind === 'strategy').map((farm) => [farm.target, farm]),
    );
    this.models = ctx.world.strategies.map((strategy) => {
      const key = entityKey(ctx, `strategy:${strategy.address}`);
      const age = strategy.isDiyVault ? unitRange(key, 1, 20, 240) : unitRange(key, 1, 120, 790);
      return {
        strategy,
        tokenA: prices.bySymbolOrThrow(strategy.tokenA),
        tokenB: prices.bySymbolOrThrow(strategy.tokenB),
        key,
        launch: floorTo(ctx.anchor - age * DAY_MS, DAY_MS),
        baseFeeApr: unitRange(key, 2, ...BASE_FEE_APR[strategy.strategyType]),
        rebalanceDays: Math.round(unitRange(key, 3, 4, 21)),
        farm: farms.get(strategy.address),
      };
    });
    this.byAddress = new Map(this.models.map((model) => [model.strategy.address, model]));
  }

  get(address: string): StrategyModel | undefined {
    return this.byAddress.get(address);
  }

  /** Strategy by its share token's mint (a share's price is the strategy's share price). */
  byShareMint(mint: string): StrategyModel | undefined {
    return this.models.find((model) => model.strategy.shareMint === mint);
  }

  /** Strategy by its DEX pool (the yields-history source). */
  byPool(pool: string): StrategyModel | undefined {
    return this.models.find((model) => model.strategy.pool === pool);
  }

  /**
   * Today's TVL, share price and shares issued. The shares are what the strategy's account on the
   * chain holds now (a deposit mints them, a withdrawal burns them, as the real API reads them);
   * a deposit or a withdrawal leaves the share price, so the TVL is the world's scaled by the
   * shares. Without a chain, the world's. Read per request.
   */
  current(address: string): { tvl: Decimal; sharePrice: Decimal; sharesIssued: Decimal } {
    const model = this.byAddress.get(address);
    if (!model) throw new Error(`Unknown strategy ${address}`);
    const written = dec(model.strategy.sharesIssued);
    const sharePrice = dec(model.strategy.sharePriceUsd);
    const sharesIssued = strategySharesNow(this.ctx.chain, address) ?? written;
    const tvl = written.isZero()
      ? sharesIssued.mul(sharePrice)
      : dec(model.strategy.tvlUsd).mul(sharesIssued).div(written);
    return { tvl, sharePrice, sharesIssued };
  }

  feeAprAt(model: StrategyModel, time: number): Decimal {
    const swing = 1 + 0.4 * fractalNoise(model.key ^ 0x5a5a, time, APR_OCTAVES);
    return factor(Math.max(0.002, model.baseFeeApr * swing));
  }

  /** Share price: a 50/50 holding of the two tokens plus the fees earned since. */
  sharePriceAt(model: StrategyModel, time: number): Decimal {
    return dec(model.strategy.sharePriceUsd).mul(factor(this.sharePriceRatio(model, time)));
  }

  /** Shares outstanding: grows from the launch to today's supply, with some churn. */
  sharesIssuedAt(model: StrategyModel, time: number): Decimal {
    return dec(model.strategy.sharesIssued).mul(factor(this.sharesRatio(model, time)));
  }

  /** sharePrice(time) / sharePrice(anchor). */
  private sharePriceRatio(model: StrategyModel, time: number): number {
    const ratioA = this.prices.ratio(model.tokenA, time);
    const ratioB = this.prices.ratio(model.tokenB, time);
    const feeGrowth = Math.exp((-model.baseFeeApr * (this.ctx.anchor - time)) / YEAR_MS);
    return ((ratioA + ratioB) / 2) * feeGrowth;
  }

  /** sharesIssued(time) / sharesIssued(anchor); 0 before the launch. */
  private sharesRatio(model: StrategyModel, time: number): number {
    if (time < model.launch) return 0;
    const { anchor } = this.ctx;
    const progress = Math.min(1, (time - model.launch) / Math.max(DAY_MS, anchor - model.launch));
    const churn =
      0.15 *
      (smoothNoise(model.key ^ 0x1234, time, 9 * DAY_MS) -
        smoothNoise(model.key ^ 0x1234, anchor, 9 * DAY_MS));
    return Math.max(0.02, progress ** 0.6) * Math.exp(churn);
  }

  tvlAt(model: StrategyModel, time: number): Decimal {
    const ratio = this.sharesRatio(model, time) * this.sharePriceRatio(model, time);
    return dec(model.strategy.tvlUsd).mul(factor(ratio));
  }

  /** Pool price: token B per token A. */
  poolPriceAt(model: StrategyModel, time: number): Decimal {
    return this.prices.priceAt(model.tokenA, time).div(this.prices.priceAt(model.tokenB, time));
  }

  /** The position's range: recentred on the pool price at every rebalance; today's is the world's. */
  rangeAt(model: StrategyModel, time: number): { lower: Decimal; upper: Decimal } {
    const { strategy } = model;
    const period = model.rebalanceDays * DAY_MS;
    const epochStart = model.launch + Math.floor((time - model.launch) / period) * period;
    if (this.ctx.anchor >= epochStart && this.ctx.anchor < epochStart + period) {
      return { lower: dec(strategy.priceLower), upper: dec(strategy.priceUpper) };
    }
    const centre = this.poolPriceAt(model, epochStart);
    const worldCentre = dec(strategy.poolPrice);
    return {
      lower: centre.mul(dec(strategy.priceLower).div(worldCentre)),
      upper: centre.mul(dec(strategy.priceUpper).div(worldCentre)),
    };
  }

  /** The strategy farm's rewards today, as APRs on the strategy's TVL (capped at 300 %). */
  rewardAprs(model: StrategyModel): RewardApr[] {
    const tvl = dec(model.strategy.tvlUsd);
    return (model.farm?.rewards ?? []).map((reward) => {
      const running = reward.curve.filter((point) => point.startOffsetSeconds <= 0).at(-1);
      const perSecond = dec(running?.rewardsPerSecond ?? '0');
      const price = this.prices.find(reward.mint)?.priceUsd ?? '0';
      const apr = tvl.isZero()
        ? ZERO
        : capAt(perSecond.mul(SECONDS_PER_YEAR).mul(price).div(tvl), 3);
      return { mint: reward.mint, symbol: reward.symbol, perSecond, apr };
    });
  }

  rewardAprTotal(model: StrategyModel): Decimal {
    return this.rewardAprs(model).reduce((total, reward) => total.plus(reward.apr), ZERO);
  }

  /** One day of the strategy (without the running total). */
  dayAt(model: StrategyModel, time: number, rewardApr = this.rewardAprTotal(model)): StrategyDay {
    const tvl = this.tvlAt(model, time);
    const feeApr = this.feeAprAt(model, time);
    const feesUsd = tvl.mul(feeApr).div(365);
    const feeTier = dec(model.strategy.feeTierBps).div(10_000);
    return {
      time,
      tvl,
      feeApr,
      feesUsd,
      rewardsUsd: tvl.mul(rewardApr).div(365),
      volumeUsd: feeTier.isZero() ? ZERO : feesUsd.div(feeTier),
      cumulativeFeesAndRewardsUsd: ZERO,
    };
  }

  /** Daily history from the launch to the anchor, with running totals (built once per strategy). */
  readonly days = memo((address: string): StrategyDay[] => {
    const model = this.byAddress.get(address);
    if (!model) return [];
    const rewardApr = this.rewardAprTotal(model);
    const days: StrategyDay[] = [];
    let cumulative = ZERO;
    for (let time = model.launch; time <= this.ctx.anchor; time += DAY_MS) {
      const day = this.dayAt(model, time, rewardApr);
      cumulative = cumulative.plus(day.feesUsd).plus(day.rewardsUsd);
      days.push({ ...day, cumulativeFeesAndRewardsUsd: cumulative });
    }
    return days;
  });

  /** The last `count` whole days up to the anchor (the same days as `days`). */
  recentDays(model: StrategyModel, count: number): StrategyDay[] {
    const rewardApr = this.rewardAprTotal(model);
    const last = floorTo(this.ctx.anchor, DAY_MS);
    const days: StrategyDay[] = [];
    for (let index = count - 1; index >= 0; index -= 1) {
      const time = last - index * DAY_MS;
      if (time >= model.launch) days.push(this.dayAt(model, time, rewardApr));
    }
    return days;
  }

  /** Fees, rewards and volume over the last `count` days. */
  lastDays(
    model: StrategyModel,
    count: number,
  ): { feesUsd: Decimal; rewardsUsd: Decimal; volumeUsd: Decimal } {
    const recent = this.recentDays(model, count);
    return {
      feesUsd: recent.reduce((total, day) => total.plus(day.feesUsd), ZERO),
      rewardsUsd: recent.reduce((total, day) => total.plus(day.rewardsUsd), ZERO),
      volumeUsd: recent.reduce((total, day) => total.plus(day.volumeUsd), ZERO),
    };
  }

  /** Mean fee APR over the last `count` days (daily samples). */
  meanFeeApr(model: StrategyModel, count: number): Decimal {
    const last = floorTo(this.ctx.anchor, DAY_MS);
    const samples: Decimal[] = [];
    for (let index = 0; index < count; index += 1) {
      const time = last - index * DAY_MS;
      if (time < model.launch) break;
      samples.push(this.feeAprAt(model, time));
    }
    if (samples.length === 0) return ZERO;
    return samples.reduce((total, apr) => total.plus(apr), ZERO).div(samples.length);
  }
}
