import { shortenAddress } from '@keel/core-math';
import type { ActivityEntry } from './activityEntry';

/** A position the export can be limited to. */
export interface ExportPosition {
  position: string;
  label: string;
}

/**
 * The positions the wallet's transactions belong to, in first-seen order (newest activity first):
 * by name where one is known ('Main Market · Multiply JitoSOL/SOL 3.2x' for an open obligation),
 * otherwise by product and shortened address ('Multiply · 7K5E…s7i', 'Liquidity SOL-USDC ·
 * 9xQe…2mPa': a closed position, whose assets are gone).
 */
export function exportPositions(
  entries: readonly ActivityEntry[],
  names: ReadonlyMap<string, string> = new Map(),
): ExportPosition[] {
  const seen = new Map<string, ExportPosition>();
  for (const entry of entries) {
    if (entry.position === null || seen.has(entry.position)) continue;
    const what =
      entry.product === 'Liquidity' && entry.token ? `Liquidity ${entry.token}` : entry.product;
    seen.set(entry.position, {
      position: entry.position,
      label: names.get(entry.position) ?? `${what} · ${shortenAddress(entry.position)}`,
    });
  }
  return [...seen.values()];
}
