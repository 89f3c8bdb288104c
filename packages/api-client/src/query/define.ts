import type { DataTag, QueryKey, UnusedSkipTokenOptions } from '@tanstack/react-query';
import type { QueryTiming } from './timings';

/**
 * Options for useQuery / queryClient.fetchQuery, with the key tagged by the data type so
 * `queryClient.getQueryData(options.queryKey)` is typed.
 */
export type ApiQueryOptions<TData, TKey extends QueryKey = QueryKey> = UnusedSkipTokenOptions<
  TData,
  Error,
  TData,
  TKey
> & { queryKey: DataTag<TKey, TData, Error> };

export interface QueryDefinition<TData, TKey extends QueryKey> {
  queryKey: TKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<TData>;
  timing: QueryTiming;
  /** False while a required input is missing. */
  enabled: boolean;
}

/**
 * Builds query options. Parsing happens inside the client call, once, in the query function,
 * so the cache holds ready models.
 */
export function defineQuery<TData, TKey extends QueryKey>(
  definition: QueryDefinition<TData, TKey>,
): ApiQueryOptions<TData, TKey> {
  return {
    queryKey: definition.queryKey as DataTag<TKey, TData, Error>,
    queryFn: async ({ signal }) => definition.queryFn({ signal }),
    enabled: definition.enabled,
    ...definition.timing,
  };
}

/** Raised by a query function run while its inputs are missing (a forced refetch of a disabled query). */
export class MissingQueryInputError extends Error {
  override readonly name = 'MissingQueryInputError';
  constructor(input: string) {
    super(`Query input '${input}' is missing`);
  }
}

/** Narrows an input that `enabled` already guarantees. */
export function required<T>(value: T | undefined | null, name: string): T {
  if (value === undefined || value === null || value === '') throw new MissingQueryInputError(name);
  return value;
}

/** True when every input is present (not undefined, null or ''). */
export function allPresent(...values: unknown[]): boolean {
  return values.every((value) => value !== undefined && value !== null && value !== '');
}
