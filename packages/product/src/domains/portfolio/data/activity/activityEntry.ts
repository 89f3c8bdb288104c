import type { Decimal } from '@keel/core-math';

/** The products a wallet's transactions come from (the portfolio's groups, and Earn). */
export type ActivityProduct = 'Liquidity' | 'Borrow/Lend' | 'Multiply' | 'Long/Short' | 'Earn';

/** One transaction of the wallet, from any product, as the activity list and the CSV show it. */
export interface ActivityEntry {
  /** Unique among the wallet's entries (a signature can carry several instructions). */
  id: string;
  /** Epoch ms. */
  timestamp: number;
  product: ActivityProduct;
  action: string;
  /** Symbol of the token moved (a strategy's pair for its shares); '' when none. */
  token: string;
  /** Whole tokens moved (positive; the action says which way); null when the API gives none. */
  amount: Decimal | null;
  /** USD value at the time; null when the API gives none. */
  usdValue: Decimal | null;
  /** Fee paid in SOL; null when the API does not give it. */
  feeSol: Decimal | null;
  signature: string;
  /** The position (obligation or strategy address) it belongs to; null for none. */
  position: string | null;
}

/** ISO 8601 UTC to the second: '2024-05-01T12:34:56Z'. */
export function isoUtc(timestamp: number): string {
  return `${new Date(timestamp).toISOString().slice(0, 19)}Z`;
}

/** Newest first; entries of one instant keep a stable order by id. */
export function newestFirst(lists: readonly (readonly ActivityEntry[])[]): ActivityEntry[] {
  return lists
    .flat()
    .sort((a, b) => b.timestamp - a.timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
