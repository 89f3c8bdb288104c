import type { Decimal } from '../data/decimal';
import { fixed } from '../data/decimal';
import type { Denominated } from '../data/pnl';
import { notFound } from '../http/http-error';
import { intParam, requireAddress } from '../http/params';

/** A `{ key: decimal string }` object of a denominated amount. */
export function triple<K extends string>(value: Denominated<K>, places = 8): Record<K, string> {
  return Object.fromEntries(
    Object.entries(value).map(([key, amount]) => [key, fixed(amount as Decimal, places)]),
  ) as Record<K, string>;
}

export function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw notFound(what);
  return value;
}

export function walletParam(params: Readonly<Record<string, string>>, name = 'wallet'): string {
  return requireAddress(params[name] ?? '', name);
}

/**
 * Optional `limit` / `offset` on list routes; without them the whole list is sent, as the
 * client expects.
 */
export function pageOf<T>(rows: readonly T[], query: URLSearchParams): T[] {
  const offset = intParam(query, 'offset', { min: 0, max: 10_000_000, fallback: 0 });
  const limit = intParam(query, 'limit', { min: 1, max: 100_000, fallback: rows.length || 1 });
  return rows.slice(offset, offset + limit);
}
