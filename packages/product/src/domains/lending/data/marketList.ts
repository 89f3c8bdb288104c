import type { MarketConfig } from '@keel/api-client';
import { marketMetadataOf } from './marketMetadata';

/** A configured lending market as the screens list it. */
export interface LendingMarketEntry {
  address: string;
  name: string;
  description: string;
  slug: string | undefined;
  isPrimary: boolean;
  isCurated: boolean;
  isNew: boolean;
  /** 1-based display order; unknown markets come last in config order. */
  order: number;
  /** The market's address lookup table for versioned transactions; '' when it has none. */
  lookupTable: string;
}

/** Configured markets in metadata order, primary first among equals, duplicates dropped. */
export function orderMarkets(configs: readonly MarketConfig[]): LendingMarketEntry[] {
  const seen = new Set<string>();
  const entries: LendingMarketEntry[] = [];
  configs.forEach((config) => {
    if (seen.has(config.lendingMarket)) return;
    seen.add(config.lendingMarket);
    const metadata = marketMetadataOf(config.name);
    entries.push({
      address: config.lendingMarket,
      name: config.name,
      description: config.description,
      slug: metadata?.slug,
      isPrimary: config.isPrimary,
      isCurated: config.isCurated,
      isNew: metadata?.isNew ?? false,
      order: metadata?.order ?? Number.MAX_SAFE_INTEGER,
      lookupTable: config.lookupTable,
    });
  });
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.order - b.entry.order || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * The markets a page shows from its `market` and `extraMarkets` URL parameters: the selected
 * market (or the primary / first one), plus extra configured markets named in the comma list.
 */
export function selectMarkets(
  markets: readonly LendingMarketEntry[],
  search: URLSearchParams,
): { selected: LendingMarketEntry | undefined; extra: LendingMarketEntry[] } {
  const byAddress = new Map(markets.map((market) => [market.address, market]));
  const requested = search.get('market');
  const selected =
    (requested ? byAddress.get(requested) : undefined) ??
    markets.find((market) => market.isPrimary) ??
    markets[0];
  const extra = (search.get('extraMarkets') ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '' && address !== selected?.address)
    .flatMap((address) => {
      const market = byAddress.get(address);
      return market ? [market] : [];
    });
  return { selected, extra: [...new Map(extra.map((m) => [m.address, m])).values()] };
}
