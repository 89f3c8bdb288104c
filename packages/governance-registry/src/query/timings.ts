const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/**
 * Cache timings: the general query cache of D§9 (10 min cache, 5 min stale, 3 retries); voting
 * power changes every second with the lockups, so it is refreshed every minute.
 */
export const GOVERNANCE_QUERY_TIMINGS = {
  gcTime: 10 * MINUTE,
  staleTime: 5 * MINUTE,
  retry: 3,
  votingPowerRefetch: MINUTE,
  proposalsRefetch: MINUTE,
} as const;
