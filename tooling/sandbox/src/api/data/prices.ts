import type { TokenKind, WorldToken } from '../../world/types';
import { type DatasetContext, entityKey } from './context';
import { type Decimal, dec, factor } from './decimal';
import { fractalNoise, type Octave, smoothNoise, unitRange } from './noise';
import { DAY_MS, HOUR_MS, MINUTE_MS, YEAR_MS } from './time';

/** Log-price swings: months-long trends down to minute wiggles. */
const PRICE_OCTAVES: readonly Octave[] = [
  { periodMs: 120 * DAY_MS, amplitude: 1 },
  { periodMs: 30 * DAY_MS, amplitude: 0.5 },
  { periodMs: 7 * DAY_MS, amplitude: 0.25 },
  { periodMs: DAY_MS, amplitude: 0.12 },
  { periodMs: 3 * HOUR_MS, amplitude: 0.05 },
  { periodMs: 20 * MINUTE_MS, amplitude: 0.02 },
];

/** Scale of the log-price noise per kind (staked and yield tokens follow their base token). */
const VOLATILITY: Record<TokenKind, number> = {
  'native-sol': 0.35,
  stable: 0.002,
  'yield-stable': 0.002,
  lst: 0.004,
  major: 0.3,
  lp: 0.18,
  altcoin: 0.55,
  governance: 0.6,
  xstock: 0.22,
};

export const SOL_MINT = 'So11111111111111111111111111111111111111112';

/**
 * USD prices of every world token at any time. Each price equals the world's price at the
 * dataset anchor; staked SOL tracks SOL times a stake rate growing at its staking APR, and
 * yield-bearing dollars track their base dollar the same way.
 */
export class PriceBook {
  private readonly byMint = new Map<string, WorldToken>();
  private readonly bySymbol = new Map<string, WorldToken>();
  private readonly anchorDeviation = new Map<string, number>();

  constructor(private readonly ctx: DatasetContext) {
    for (const token of ctx.world.tokens) {
      this.byMint.set(token.mint, token);
      this.bySymbol.set(token.symbol.toUpperCase(), token);
    }
  }

  get tokens(): readonly WorldToken[] {
    return this.ctx.world.tokens;
  }

  /** A token by mint, or by symbol (any case), as the price route still accepts symbols. */
  find(mintOrSymbol: string): WorldToken | undefined {
    return this.byMint.get(mintOrSymbol) ?? this.bySymbol.get(mintOrSymbol.toUpperCase());
  }

  bySymbolOrThrow(symbol: string): WorldToken {
    const token = this.find(symbol);
    if (!token) throw new Error(`The world has no ${symbol} token`);
    return token;
  }

  /** Staking (or savings) APR of a yield-bearing token, as a fraction; 0 for others. */
  yieldApr(token: WorldToken, time = this.ctx.anchor): Decimal {
    const base = this.baseYieldApr(token);
    if (base === 0) return dec(0);
    const key = entityKey(this.ctx, `yield:${token.mint}`);
    return factor(Math.max(0, base + 0.006 * smoothNoise(key, time, 14 * DAY_MS)));
  }

  usd(mint: string, time: number): Decimal {
    const token = this.byMint.get(mint);
    if (!token) throw new Error(`Unknown mint ${mint}`);
    return this.priceAt(token, time);
  }

  sol(time: number): Decimal {
    return this.usd(SOL_MINT, time);
  }

  priceAt(token: WorldToken, time: number): Decimal {
    return dec(token.priceUsd).mul(factor(this.ratio(token, time)));
  }

  /** price(time) / price(anchor), as a float shape factor (cheap: no decimal division). */
  ratio(token: WorldToken, time: number): number {
    return Math.exp(this.logDeviation(token, time));
  }

  /** ln(price(t) / price(anchor)). */
  private logDeviation(token: WorldToken, time: number): number {
    const own = this.ownNoise(token, time) - this.ownNoiseAtAnchor(token);
    const base = this.baseOf(token);
    if (base === undefined) return own;
    const growth = (this.baseYieldApr(token) * (time - this.ctx.anchor)) / YEAR_MS;
    return this.logDeviation(base, time) + own + growth;
  }

  private ownNoise(token: WorldToken, time: number): number {
    const key = entityKey(this.ctx, `price:${token.mint}`);
    return VOLATILITY[token.kind] * fractalNoise(key, time, PRICE_OCTAVES);
  }

  private ownNoiseAtAnchor(token: WorldToken): number {
    let value = this.anchorDeviation.get(token.mint);
    if (value === undefined) {
      value = this.ownNoise(token, this.ctx.anchor);
      this.anchorDeviation.set(token.mint, value);
    }
    return value;
  }

  private baseOf(token: WorldToken): WorldToken | undefined {
    if (token.kind === 'lst') return this.byMint.get(SOL_MINT);
    if (token.kind === 'yield-stable') return this.bySymbol.get('USDE');
    return undefined;
  }

  private baseYieldApr(token: WorldToken): number {
    const key = entityKey(this.ctx, `yield-base:${token.mint}`);
    if (token.kind === 'lst') return unitRange(key, 0, 0.062, 0.085);
    if (token.kind === 'yield-stable') return unitRange(key, 0, 0.06, 0.12);
    // Liquidity-provider tokens earn trading fees; their price already moves on its own.
    if (token.kind === 'lp') return unitRange(key, 0, 0.15, 0.35);
    return 0;
  }
}
