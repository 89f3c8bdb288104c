import type { Decimal } from '@keel/core-math';
import { type ActivityEntry, isoUtc } from './activityEntry';

/** The export's stable column names (documented in the product README). */
export const CSV_COLUMNS = [
  'date_utc',
  'product',
  'action',
  'token',
  'amount',
  'usd_value',
  'fee_sol',
  'signature',
] as const;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A number as a spreadsheet reads it: '.' decimals, no grouping, no exponent; '' for none. */
export function csvNumber(value: Decimal | null): string {
  return value === null ? '' : value.toFixed();
}

/**
 * The entries as CSV: a header of CSV_COLUMNS, then one line per transaction, oldest first, CRLF
 * line ends (RFC 4180). Dates are ISO 8601 UTC; fee_sol is empty where the API gives no fee.
 */
export function transactionsCsv(entries: readonly ActivityEntry[]): string {
  const lines = [...entries]
    .sort((a, b) => a.timestamp - b.timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((entry) =>
      [
        isoUtc(entry.timestamp),
        entry.product,
        entry.action,
        entry.token,
        csvNumber(entry.amount),
        csvNumber(entry.usdValue),
        csvNumber(entry.feeSol),
        entry.signature,
      ]
        .map(csvField)
        .join(','),
    );
  return `${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

/** What to export: one position's transactions or the whole wallet's, over UTC days. */
export interface ExportScope {
  /** An obligation or strategy address; null for the whole wallet. */
  position: string | null;
  /** First and last UTC day, 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** The entries of the scope: its position (or all), from the start of `from` to the end of `to`. */
export function entriesInScope(
  entries: readonly ActivityEntry[],
  scope: ExportScope,
): ActivityEntry[] {
  const start = Date.parse(`${scope.from}T00:00:00Z`);
  const end = Date.parse(`${scope.to}T00:00:00Z`) + DAY_MS;
  return entries.filter(
    (entry) =>
      (scope.position === null || entry.position === scope.position) &&
      entry.timestamp >= start &&
      entry.timestamp < end,
  );
}

/** '{wallet}-transactions-{from}-{to}.csv'. */
export function csvFileName(wallet: string, scope: ExportScope): string {
  return `${wallet}-transactions-${scope.from}-${scope.to}.csv`;
}

/** The UTC day of a timestamp, 'YYYY-MM-DD'. */
export function utcDay(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}
