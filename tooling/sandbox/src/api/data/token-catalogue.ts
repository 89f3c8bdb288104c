import type { TokenKind } from '../../world/types';
import { type DatasetContext, entityKey } from './context';
import { dec, fixed } from './decimal';
import { unitRange } from './noise';
import type { PriceBook } from './prices';
import type { StrategyBook } from './strategies';

/** A token as the swap token routes send it (camelCase, with `priority`). */
export interface SwapToken {
  mint: string;
  name: string;
  symbol: string;
  decimals: number;
  logoUrl: string;
  marketCapUsd: string;
  volumeUsd: string;
  verified: boolean;
  priority: number;
}

/** Circulating supply assumed for the native mint, which reports none. */
const SOL_SUPPLY = '590000000';

const PRIORITY: Record<TokenKind, number> = {
  'native-sol': 10,
  stable: 9,
  major: 8,
  lst: 7,
  'yield-stable': 6,
  governance: 6,
  lp: 5,
  xstock: 4,
  altcoin: 3,
};

export function tokenLogoUrl(ctx: DatasetContext, mint: string): string {
  return `${ctx.cdnUrl}/token-logos/${mint}.svg`;
}

/**
 * The swap token catalogue: every world token plus the strategies' share tokens, by 24 h
 * volume (largest first). World tokens are verified; share tokens are not.
 */
export class TokenCatalogue {
  readonly all: readonly SwapToken[];
  private readonly byMint: Map<string, SwapToken>;

  constructor(ctx: DatasetContext, prices: PriceBook, strategies: StrategyBook) {
    const tokens: SwapToken[] = prices.tokens.map((token) => {
      const key = entityKey(ctx, `swap-token:${token.mint}`);
      const marketCap = dec(token.supply ?? SOL_SUPPLY).mul(token.priceUsd);
      const turnover = dec(unitRange(key, 0, 0.004, 0.09).toFixed(6));
      return {
        mint: token.mint,
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        logoUrl: tokenLogoUrl(ctx, token.mint),
        marketCapUsd: fixed(marketCap, 2),
        volumeUsd: fixed(marketCap.mul(turnover), 2),
        verified: true,
        priority: PRIORITY[token.kind],
      };
    });
    for (const strategy of ctx.world.strategies) {
      const tvl = strategies.current(strategy.address).tvl;
      tokens.push({
        mint: strategy.shareMint,
        name: strategy.shareName,
        symbol: strategy.shareSymbol,
        decimals: strategy.shareDecimals,
        logoUrl: tokenLogoUrl(ctx, strategy.shareMint),
        marketCapUsd: fixed(tvl, 2),
        volumeUsd: fixed(tvl.mul('0.002'), 2),
        verified: false,
        priority: 0,
      });
    }
    tokens.sort((a, b) => dec(b.volumeUsd).comparedTo(a.volumeUsd) || a.mint.localeCompare(b.mint));
    this.all = tokens;
    this.byMint = new Map(tokens.map((token) => [token.mint, token]));
  }

  get(mint: string): SwapToken | undefined {
    return this.byMint.get(mint);
  }

  /** Mint match first, then symbol equal, symbol prefix, symbol or name containing; by volume. */
  search(query: string): SwapToken[] {
    const needle = query.trim().toLowerCase();
    if (needle === '') return [];
    const rank = (token: SwapToken): number => {
      const symbol = token.symbol.toLowerCase();
      if (token.mint.toLowerCase() === needle) return 0;
      if (symbol === needle) return 1;
      if (symbol.startsWith(needle)) return 2;
      if (symbol.includes(needle) || token.name.toLowerCase().includes(needle)) return 3;
      return 4;
    };
    return this.all
      .map((token, index) => ({ token, index, rank: rank(token) }))
      .filter((entry) => entry.rank < 4)
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map((entry) => entry.token);
  }
}

/** A round logo with the symbol's first letters, so apps show something without the network. */
export function tokenLogoSvg(symbol: string, mintKey: number): string {
  const hue = mintKey % 360;
  const letters = symbol.replace(/[^A-Za-z0-9]/g, '').slice(0, 3) || '?';
  const escaped = letters.replace(/[<>&"]/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<circle cx="32" cy="32" r="32" fill="hsl(${hue} 55% 42%)"/>` +
    `<text x="32" y="39" text-anchor="middle" font-family="sans-serif" font-size="20" ` +
    `font-weight="700" fill="#fff">${escaped}</text></svg>`
  );
}
