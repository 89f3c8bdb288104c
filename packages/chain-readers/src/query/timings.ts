/** Refetch and cache timings of the chain queries (D§9 "Timing and cache"), in ms. */
export const CHAIN_QUERY_TIMINGS = {
  slotRefetch: 5_000,
  /** The slower slot poll used on screens that only need a rough slot. */
  slotRefetchSlow: 15_000,
  blockTimeRefetch: 20_000,
  slotDurationRefetch: 10 * 60_000,
  tokenAccountsRefetch: 15_000,
  nativeBalanceRefetch: 60_000,
  lendingMarketsGc: 10 * 60_000,
  lendingMarketsStale: 5 * 60_000,
  farmsRefetch: 24 * 60 * 60_000,
  farmsRetry: 3,
} as const;
