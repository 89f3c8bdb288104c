import type { CurvePoint, WorldMarket, WorldReserve } from '../../world/types';
import { type DatasetContext, entityKey } from './context';
import { type Decimal, dec, factor, ONE, ZERO } from './decimal';
import { fractalNoise, type Octave, unitRange } from './noise';
import type { PriceBook } from './prices';
import { reserveNow } from './reserve-now';
import { DAY_MS } from './time';

const UTILIZATION_OCTAVES: readonly Octave[] = [
  { periodMs: 45 * DAY_MS, amplitude: 0.6 },
  { periodMs: 7 * DAY_MS, amplitude: 0.3 },
  { periodMs: DAY_MS, amplitude: 0.1 },
];
const SUPPLY_OCTAVES: readonly Octave[] = [
  { periodMs: 60 * DAY_MS, amplitude: 0.7 },
  { periodMs: 10 * DAY_MS, amplitude: 0.3 },
];

/** A market as the lending config file and `/v2/{slug}-market` list it. */
export interface MarketConfigJson {
  name: string;
  isPrimary: boolean;
  description: string;
  lendingMarket: string;
  lookupTable: string;
  isCurated: boolean;
}

/** A reserve's state at one moment; amounts in whole tokens, rates as fractions (APRs). */
export interface ReserveState {
  time: number;
  price: Decimal;
  totalSupply: Decimal;
  totalBorrowed: Decimal;
  utilization: Decimal;
  borrowApr: Decimal;
  supplyApr: Decimal;
}

/** Interpolates the kinked borrow curve (bps points) at a utilisation fraction. */
export function borrowAprFromCurve(curve: readonly CurvePoint[], utilization: Decimal): Decimal {
  const bps = utilization.mul(10_000);
  for (let index = 1; index < curve.length; index += 1) {
    const from = curve[index - 1] as CurvePoint;
    const to = curve[index] as CurvePoint;
    if (bps.lessThanOrEqualTo(to.utilizationRateBps)) {
      const width = to.utilizationRateBps - from.utilizationRateBps;
      const share = width === 0 ? ONE : bps.minus(from.utilizationRateBps).div(width);
      return dec(from.borrowRateBps)
        .plus(share.mul(to.borrowRateBps - from.borrowRateBps))
        .div(10_000);
    }
  }
  return dec((curve.at(-1) as CurvePoint | undefined)?.borrowRateBps ?? 0).div(10_000);
}

/** Lending markets and reserves, and every reserve's supply, utilisation and rates over time. */
export class LendingBook {
  private readonly markets: Map<string, WorldMarket>;
  private readonly reserves = new Map<string, { market: WorldMarket; reserve: WorldReserve }>();

  constructor(
    private readonly ctx: DatasetContext,
    private readonly prices: PriceBook,
  ) {
    this.markets = new Map(ctx.world.markets.map((market) => [market.address, market]));
    for (const market of ctx.world.markets)
      for (const reserve of market.reserves)
        this.reserves.set(reserve.address, { market, reserve });
  }

  get allMarkets(): readonly WorldMarket[] {
    return this.ctx.world.markets;
  }

  market(address: string): WorldMarket | undefined {
    return this.markets.get(address);
  }

  reserve(address: string): { market: WorldMarket; reserve: WorldReserve } | undefined {
    return this.reserves.get(address);
  }

  lookupTable(market: WorldMarket): string {
    return market.lookupTable;
  }

  marketConfigs(): MarketConfigJson[] {
    return this.ctx.world.markets.map((market) => ({
      name: market.name,
      isPrimary: market.isPrimary,
      description: market.description,
      lendingMarket: market.address,
      lookupTable: this.lookupTable(market),
      isCurated: !market.isPrimary && market.slug !== 'jlp',
    }));
  }

  /** Collateral tokens per liquidity token (cToken exchange rate), growing with supply interest. */
  exchangeRate(reserve: WorldReserve, time: number): Decimal {
    const key = entityKey(this.ctx, `reserve-rate:${reserve.address}`);
    const today = factor(unitRange(key, 0, 1.01, 1.25));
    const years = (this.ctx.anchor - time) / (365 * DAY_MS);
    return today.div(factor(Math.exp(0.04 * years)));
  }

  /**
   * The reserve at `time`: its seeded history up to now, which meets the world's values; from now
   * on what its account on the chain holds (a supply, a borrow or a repayment moves it at once, as
   * the real API reads it).
   */
  stateAt(reserve: WorldReserve, time: number): ReserveState {
    const now = time >= this.ctx.anchor ? reserveNow(this.ctx.chain, reserve.address) : null;
    if (now) return { time, price: this.prices.usd(reserve.mint, time), ...now };
    const key = entityKey(this.ctx, `reserve:${reserve.address}`);
    const { anchor } = this.ctx;
    const supplyToday = dec(reserve.totalSupply);
    const borrowedToday = dec(reserve.totalBorrowed);
    const supplyDrift =
      fractalNoise(key ^ 0x77, time, SUPPLY_OCTAVES) -
      fractalNoise(key ^ 0x77, anchor, SUPPLY_OCTAVES);
    const grown = Math.min(
      1,
      0.35 + (0.65 * (time - this.ctx.historyStart)) / (anchor - this.ctx.historyStart),
    );
    const totalSupply = supplyToday.mul(factor(grown * Math.exp(0.3 * supplyDrift)));
    const utilizationToday = supplyToday.isZero() ? ZERO : borrowedToday.div(supplyToday);
    const drift =
      fractalNoise(key, time, UTILIZATION_OCTAVES) - fractalNoise(key, anchor, UTILIZATION_OCTAVES);
    let utilization = utilizationToday.mul(factor(Math.exp(0.25 * drift)));
    if (utilization.greaterThan('0.99')) utilization = dec('0.99');
    const borrowApr = borrowAprFromCurve(reserve.borrowRateCurve, utilization);
    const supplyApr = borrowApr
      .mul(utilization)
      .mul(ONE.minus(dec(reserve.protocolTakeRatePct).div(100)));
    return {
      time,
      price: this.prices.usd(reserve.mint, time),
      totalSupply,
      totalBorrowed: totalSupply.mul(utilization),
      utilization,
      borrowApr,
      supplyApr,
    };
  }
}
