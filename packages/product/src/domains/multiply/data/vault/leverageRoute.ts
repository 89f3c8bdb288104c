import { leverageBaseAndQuote, type PositionSide, positionSide } from '@keel/core-math';
import type { MarketPairs } from '../vaultPairs';

export interface LeveragePairAddress {
  market: string;
  deposit: string;
  borrow: string;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The v3 leverage route (`/leverage/{market-slug}/{base}/{quote}`, D§2) as addresses: in the
 * market its slug names, the leverage pairs whose (base, quote) are the route's — collateral
 * first for a long, reversed for a short (D§5). A long and a short can share one route (SOL/USDC:
 * SOL against USDC, or USDC against SOL), so both are returned where they exist.
 */
export function leveragePairsOfRoute(
  markets: readonly MarketPairs[],
  route: { market: string; base: string; quote: string },
): Partial<Record<PositionSide, LeveragePairAddress>> {
  const market = markets.find(
    (m) => m.entry?.slug !== undefined && same(m.entry.slug, route.market),
  );
  const found: Partial<Record<PositionSide, LeveragePairAddress>> = {};
  for (const pair of market?.pairs ?? []) {
    const side = positionSide(pair.collSymbol, pair.debtSymbol);
    const { base, quote } = leverageBaseAndQuote(side, pair.collSymbol, pair.debtSymbol);
    if (market && !found[side] && same(base, route.base) && same(quote, route.quote)) {
      found[side] = {
        market: market.address,
        deposit: pair.depositReserve,
        borrow: pair.borrowReserve,
      };
    }
  }
  return found;
}
