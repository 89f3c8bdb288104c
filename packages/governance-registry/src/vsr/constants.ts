/** Voting-mint factors are in units of 1/1e9. */
export const SCALED_FACTOR_BASE = 1_000_000_000n;
export const SECS_PER_DAY = 86_400n;
/** 365 days / 12. */
export const SECS_PER_MONTH = 2_628_000n;
/** Voting mints per registrar (array length in the account). */
export const MAX_VOTING_MINTS = 4;
/** Deposit entries per voter (array length in the account). */
export const MAX_DEPOSIT_ENTRIES = 32;
/** Longest lockup in periods: 200 years of days (error 6010 above it). */
export const MAX_LOCKUP_PERIODS = 73_000;
/** A lockup may start at most 100 years ahead (error 6035 otherwise). */
export const MAX_LOCKUP_IN_FUTURE_SECS = 100n * 365n * SECS_PER_DAY;
