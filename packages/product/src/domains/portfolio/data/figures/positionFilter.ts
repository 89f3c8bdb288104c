/** D§2: the portfolio's market filter — starred positions, all, or those holding a stablecoin. */
export type PositionFilter = 'starred' | 'all' | 'USDC' | 'USDG';

export const POSITION_FILTERS: readonly { id: PositionFilter; label: string; name: string }[] = [
  { id: 'starred', label: '☆', name: 'Starred positions' },
  { id: 'all', label: 'All', name: 'All positions' },
  { id: 'USDC', label: 'USDC', name: 'Positions with USDC' },
  { id: 'USDG', label: 'USDG', name: 'Positions with USDG' },
];

export interface FilterablePosition {
  key: string;
  /** The symbols the position holds or owes; undefined while they load. */
  symbols: readonly string[] | undefined;
}

/**
 * Whether a position shows under the filter; undefined when it cannot tell yet (symbols still
 * loading), and the row then stays until it can.
 */
export function matchesPositionFilter(
  filter: PositionFilter,
  position: FilterablePosition,
  starred: ReadonlySet<string>,
): boolean | undefined {
  switch (filter) {
    case 'all':
      return true;
    case 'starred':
      return starred.has(position.key);
    default:
      return position.symbols === undefined ? undefined : position.symbols.includes(filter);
  }
}

/** The most stars kept: beyond it the oldest go (a guard against a runaway stored list). */
const MAX_STARRED = 500;

/** Stored stars: a JSON array of strings; anything else is an empty set, never an error. */
export function parseStarredPositions(raw: string | null): Set<string> {
  if (raw === null) return new Set();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return new Set();
    return new Set(
      parsed.filter((k): k is string => typeof k === 'string' && k.length > 0).slice(-MAX_STARRED),
    );
  } catch {
    return new Set();
  }
}

export function serializeStarredPositions(starred: ReadonlySet<string>): string {
  return JSON.stringify([...starred].slice(-MAX_STARRED));
}

export function toggledStar(starred: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(starred);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}
