const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a swap quote holds before it is asked again (the quote's refresh countdown). */
export const SWAP_QUOTE_REFRESH_MS = 20 * SECOND;

/** Cache timings a query may set (React Query option names). */
export interface QueryTiming {
  staleTime?: number;
  gcTime?: number;
  refetchInterval?: number;
  retry?: number | false;
}

/** The general query cache: 10 min cache, 5 min stale, 3 retries. Other timings build on it. */
export const GENERAL_QUERY_TIMING = {
  gcTime: 10 * MINUTE,
  staleTime: 5 * MINUTE,
  retry: 3,
} as const satisfies QueryTiming;

/** Every cache timing of the data spec, by what it applies to. */
export const QUERY_TIMINGS = {
  general: GENERAL_QUERY_TIMING,
  /** Strategy list: refetched hourly, cached 2 hours. */
  strategies: { ...GENERAL_QUERY_TIMING, staleTime: HOUR, refetchInterval: HOUR, gcTime: 2 * HOUR },
  /** Share data (strategy metrics, share prices): refetched every 60 s. */
  shareData: { ...GENERAL_QUERY_TIMING, staleTime: MINUTE, refetchInterval: MINUTE },
  /** Prices: refetched every minute, stale after 2 minutes. */
  prices: { ...GENERAL_QUERY_TIMING, refetchInterval: MINUTE, staleTime: 2 * MINUTE },
  /** Lending markets: 10 min cache, 5 min stale. */
  lendingMarkets: { ...GENERAL_QUERY_TIMING, gcTime: 10 * MINUTE, staleTime: 5 * MINUTE },
  /** Resources: refetched every 10 minutes. */
  resources: { ...GENERAL_QUERY_TIMING, refetchInterval: 10 * MINUTE },
  /** Swap token lists: 30 min cache, 15 min stale. */
  swapTokenLists: { ...GENERAL_QUERY_TIMING, gcTime: 30 * MINUTE, staleTime: 15 * MINUTE },
  /**
   * Swap quotes: prices move, so a quote is refreshed every 20 s (its countdown) and not kept
   * once unused; a refusal (no route) is retried once at most.
   */
  swapQuote: {
    gcTime: MINUTE,
    staleTime: SWAP_QUOTE_REFRESH_MS,
    refetchInterval: SWAP_QUOTE_REFRESH_MS,
    retry: 1,
  },
  /** Default (rarely changing) lists: 2 days cache, 1 day stale. */
  defaultLists: { ...GENERAL_QUERY_TIMING, gcTime: 2 * DAY, staleTime: DAY },
  /** Token info: 30 min stale and cache. */
  tokenInfo: { ...GENERAL_QUERY_TIMING, gcTime: 30 * MINUTE, staleTime: 30 * MINUTE },
  /** Geo lookup: 2 days cache, 1 day stale, never retried. */
  geo: { gcTime: 2 * DAY, staleTime: DAY, retry: false },
  /** status.json: polled every 2 minutes. */
  status: { ...GENERAL_QUERY_TIMING, refetchInterval: 2 * MINUTE },
} as const satisfies Record<string, QueryTiming>;

/** Defaults for a QueryClient (`new QueryClient({ defaultOptions: { queries: ... } })`). */
export const DEFAULT_QUERY_OPTIONS: QueryTiming = { ...GENERAL_QUERY_TIMING };
