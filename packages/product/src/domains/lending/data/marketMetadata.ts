import { LENDING_MARKET_SLUGS } from '../../../routing/params';

/** Display metadata of a market (D§2): its slug, order (1 first) and whether it is new. */
export interface MarketMetadata {
  slug: string;
  order: number;
  isNew: boolean;
}

const NEW_MARKETS = new Set(['xstocks', 'jito', 'adrena', 'zeus', 'huma']);

/**
 * Display order follows the slug list of D§2 ('all' is the aggregate view, not a market), so
 * main is 1, jlp 2, altcoins 3 and so on.
 */
const MARKET_SLUGS = LENDING_MARKET_SLUGS.filter((slug) => slug !== 'all');

/** The slug of a configured market name: 'Main Market' → 'main', 'xStocks Market' → 'xStocks'. */
export function marketSlugOf(name: string): string | undefined {
  const base = name
    .replace(/\s+market$/i, '')
    .replace(/\s+/g, '')
    .toLowerCase();
  return MARKET_SLUGS.find((slug) => slug.toLowerCase() === base);
}

/** Metadata of a configured market; markets outside the list sort after it and are not new. */
export function marketMetadataOf(name: string): MarketMetadata | undefined {
  const slug = marketSlugOf(name);
  if (slug === undefined) return undefined;
  return {
    slug,
    order: MARKET_SLUGS.indexOf(slug as (typeof MARKET_SLUGS)[number]) + 1,
    isNew: NEW_MARKETS.has(slug.toLowerCase()),
  };
}
