import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { domainServiceKeys } from './domainServices';

/** The data type of a query-options object built by chain-readers or api-client. */
export type QueryDataOf<O> = O extends { queryFn?: infer F }
  ? F extends (...args: never[]) => infer R
    ? Awaited<R>
    : never
  : never;

/**
 * The factory's options once its service (chain connection, API client) has loaded; until then
 * stand-in options that never run, so the hook reports "loading" rather than failing.
 */
export function whenReady<O extends { queryKey: QueryKey }>(
  options: O | undefined,
  name: string,
): UseQueryOptions<QueryDataOf<O>, Error, QueryDataOf<O>, QueryKey> {
  if (options) return options as unknown as UseQueryOptions<QueryDataOf<O>, Error, QueryDataOf<O>>;
  return {
    queryKey: domainServiceKeys.pending(name),
    queryFn: () => new Promise<QueryDataOf<O>>(() => {}),
    enabled: false,
  };
}
