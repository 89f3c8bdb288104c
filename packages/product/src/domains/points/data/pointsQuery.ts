/**
 * The points page's address-bar state (D§2, D§5, D§9): the tab, the season, the four table
 * sorts, the leaderboard page and page size. Unknown or malformed values read as the defaults.
 */

export const POINTS_TABS = ['leaderboard', 'breakdown', 'boost', 'info'] as const;
export type PointsTab = (typeof POINTS_TABS)[number];

export const SEASON_TABS = ['season1', 'season2', 'season3'] as const;
export type SeasonTab = (typeof SEASON_TABS)[number];

/** A table sort as the page keeps it: a column id and whether it runs high to low. */
export interface SortSpec<Id extends string = string> {
  id: Id;
  desc: boolean;
}

export const LEADERBOARD_SORT_IDS = [
  'rank',
  'liquidityPoints',
  'lendingPoints',
  'multiplyPoints',
  'leveragePoints',
  'totalPoints',
] as const;
export const BREAKDOWN_SORT_IDS = ['position', 'totalPoints', 'pointsPerSecond', 'boost'] as const;
export const BOOST_SORT_IDS = ['name', 'rate', 'boost'] as const;
export const ALLOCATION_SORT_IDS = ['product', 'points', 'pointsPerSecond'] as const;

export type LeaderboardSortId = (typeof LEADERBOARD_SORT_IDS)[number];
export type BreakdownSortId = (typeof BREAKDOWN_SORT_IDS)[number];
export type BoostSortId = (typeof BOOST_SORT_IDS)[number];
export type AllocationSortId = (typeof ALLOCATION_SORT_IDS)[number];

/** Leaderboard rows per page unless the address says otherwise (D§9). */
export const POINTS_PAGE_SIZE = 50;
export const PAGE_SIZES = [25, 50, 100] as const;

export interface PointsQueryState {
  tab: PointsTab;
  seasonTab: SeasonTab;
  breakdownSort: SortSpec<BreakdownSortId>;
  leaderboardSort: SortSpec<LeaderboardSortId>;
  boostsSort: SortSpec<BoostSortId>;
  allocationSort: SortSpec<AllocationSortId>;
  /** 1-based leaderboard page. */
  page: number;
  pageSize: number;
}

export const DEFAULT_POINTS_QUERY: PointsQueryState = {
  tab: 'leaderboard',
  seasonTab: 'season3',
  breakdownSort: { id: 'totalPoints', desc: true },
  leaderboardSort: { id: 'liquidityPoints', desc: true },
  boostsSort: { id: 'boost', desc: true },
  allocationSort: { id: 'points', desc: true },
  page: 1,
  pageSize: POINTS_PAGE_SIZE,
};

/** The query parameter of each field (D§2 names). */
export const POINTS_PARAMS = {
  tab: 'tab',
  seasonTab: 'season_tab',
  breakdownSort: 'breakdownSortBy',
  leaderboardSort: 'leaderboardSortBy',
  boostsSort: 'currentPointBoostsSortBy',
  allocationSort: 'pointsAllocationSortBy',
  page: 'page',
  pageSize: 'pageSize',
} as const satisfies Record<keyof PointsQueryState, string>;

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A sort written as `id.desc` or `id.asc`. */
export function formatSort(sort: SortSpec): string {
  return `${sort.id}.${sort.desc ? 'desc' : 'asc'}`;
}

export function parseSort<Id extends string>(
  allowed: readonly Id[],
  value: string | null,
  fallback: SortSpec<Id>,
): SortSpec<Id> {
  const match = value === null ? null : /^([A-Za-z]+)\.(asc|desc)$/.exec(value);
  const id = match?.[1];
  if (!match || id === undefined || !(allowed as readonly string[]).includes(id)) return fallback;
  return { id: id as Id, desc: match[2] === 'desc' };
}

function positiveInteger(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

export function parsePointsQuery(search: URLSearchParams): PointsQueryState {
  const d = DEFAULT_POINTS_QUERY;
  const size = positiveInteger(search.get(POINTS_PARAMS.pageSize));
  return {
    tab: oneOf(POINTS_TABS, search.get(POINTS_PARAMS.tab), d.tab),
    seasonTab: oneOf(SEASON_TABS, search.get(POINTS_PARAMS.seasonTab), d.seasonTab),
    breakdownSort: parseSort(
      BREAKDOWN_SORT_IDS,
      search.get(POINTS_PARAMS.breakdownSort),
      d.breakdownSort,
    ),
    leaderboardSort: parseSort(
      LEADERBOARD_SORT_IDS,
      search.get(POINTS_PARAMS.leaderboardSort),
      d.leaderboardSort,
    ),
    boostsSort: parseSort(BOOST_SORT_IDS, search.get(POINTS_PARAMS.boostsSort), d.boostsSort),
    allocationSort: parseSort(
      ALLOCATION_SORT_IDS,
      search.get(POINTS_PARAMS.allocationSort),
      d.allocationSort,
    ),
    page: positiveInteger(search.get(POINTS_PARAMS.page)) ?? d.page,
    pageSize:
      size !== undefined && (PAGE_SIZES as readonly number[]).includes(size) ? size : d.pageSize,
  };
}

/** The state's parameters as text; a field with no value is left out. */
function serialise(state: Partial<PointsQueryState>): Record<string, string | undefined> {
  const sort = (value: SortSpec | undefined) => (value ? formatSort(value) : undefined);
  return {
    [POINTS_PARAMS.tab]: state.tab,
    [POINTS_PARAMS.seasonTab]: state.seasonTab,
    [POINTS_PARAMS.breakdownSort]: sort(state.breakdownSort),
    [POINTS_PARAMS.leaderboardSort]: sort(state.leaderboardSort),
    [POINTS_PARAMS.boostsSort]: sort(state.boostsSort),
    [POINTS_PARAMS.allocationSort]: sort(state.allocationSort),
    [POINTS_PARAMS.page]: state.page === undefined ? undefined : String(state.page),
    [POINTS_PARAMS.pageSize]: state.pageSize === undefined ? undefined : String(state.pageSize),
  };
}

/**
 * The address-bar parameters after a change (D§2): every field of the state is written, empty
 * or undefined values are dropped, and parameters that are not the page's (flag overrides, for
 * one) are kept as they were.
 */
export function writePointsQuery(
  current: URLSearchParams,
  state: Partial<PointsQueryState>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(serialise(state))) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** True when a page parameter in the address is present but not what the page shows. */
export function hasInvalidPointsParams(search: URLSearchParams): boolean {
  const shown = serialise(parsePointsQuery(search));
  return Object.values(POINTS_PARAMS).some((name) => {
    const value = search.get(name);
    return value !== null && value !== shown[name];
  });
}

/** The season number of a season tab ('season3' → 3). */
export function seasonNumber(tab: SeasonTab): number {
  return Number(tab.slice('season'.length));
}

/** The season whose points are being earned now. */
export const CURRENT_SEASON: SeasonTab = 'season3';
