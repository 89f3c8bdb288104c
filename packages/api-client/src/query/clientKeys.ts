/** First element of every key of this package: `invalidateQueries({ queryKey: ['api'] })` clears all. */
export const API_QUERY_ROOT = 'api';

/**
 * Keys of the hooks' stand-ins before the client is ready. A module of its own so the React
 * entry's first download holds no other key code.
 */
export const clientStateKeys = {
  /** Every hook while the client's code loads (disabled, never run). */
  loading: () => [API_QUERY_ROOT, 'client', 'loading'] as const,
  /** Every hook when the client's code failed to load (fails at once). */
  failed: () => [API_QUERY_ROOT, 'client', 'failed'] as const,
};
