import type { StrategyType } from '@keel/api-client';
import type { Dex } from '@keel/chain-readers';
import type { StrategyRow, StrategyToken } from './strategyRow';

/** The list's two views: every LIVE strategy, or the Creator (DIY) vaults. */
export type ListView = 'all' | 'creator';
/** Within Creator Vaults: all of them, or those the connected wallet administers (D§5). */
export type CreatorScope = 'all' | 'mine';

export interface StrategyFilter {
  view: ListView;
  creatorScope: CreatorScope;
  exchange: Dex | 'ALL';
  type: StrategyType | 'ALL';
  /** A token mint either side of the pair must be. */
  token: string | undefined;
  search: string;
  wallet: string | undefined;
}

export const DEFAULT_FILTER: StrategyFilter = {
  view: 'all',
  creatorScope: 'all',
  exchange: 'ALL',
  type: 'ALL',
  token: undefined,
  search: '',
  wallet: undefined,
};

/**
 * Search: either symbol or the 'A-B' / 'A/B' pair contains the text (any case), or the strategy
 * address starts with it (exact case: addresses are case-sensitive).
 */
export function matchesSearch(row: StrategyRow, search: string): boolean {
  const text = search.trim();
  if (text === '') return true;
  if (row.address.startsWith(text)) return true;
  const query = text.toLowerCase().replace('/', '-');
  const a = row.tokenA.symbol.toLowerCase();
  const b = row.tokenB.symbol.toLowerCase();
  return a.includes(query) || b.includes(query) || `${a}-${b}`.includes(query);
}

/** Creator vaults are the DIY ones; 'mine' those whose admin authority is the wallet (D§5). */
function inView(row: StrategyRow, filter: StrategyFilter): boolean {
  if (filter.view === 'all') return true;
  if (row.isDiy !== true) return false;
  if (filter.creatorScope === 'all') return true;
  return filter.wallet !== undefined && row.adminAuthority === filter.wallet;
}

/** The rows the filters let through, in their order. */
export function filterStrategies(
  rows: readonly StrategyRow[],
  filter: StrategyFilter,
): StrategyRow[] {
  return rows.filter(
    (row) =>
      inView(row, filter) &&
      (filter.exchange === 'ALL' || row.dex === filter.exchange) &&
      (filter.type === 'ALL' || row.type === filter.type) &&
      (filter.token === undefined ||
        row.tokenA.mint === filter.token ||
        row.tokenB.mint === filter.token) &&
      matchesSearch(row, filter.search),
  );
}

/** The tokens of the rows, once each, by symbol: the token filter's choices. */
export function rowTokens(rows: readonly StrategyRow[]): StrategyToken[] {
  const tokens = new Map<string, StrategyToken>();
  for (const row of rows) {
    tokens.set(row.tokenA.mint, row.tokenA);
    tokens.set(row.tokenB.mint, row.tokenB);
  }
  return [...tokens.values()].sort(
    (x, y) => x.symbol.localeCompare(y.symbol) || x.mint.localeCompare(y.mint),
  );
}
