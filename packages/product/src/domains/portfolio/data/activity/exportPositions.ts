import { shortenAddress } from '@keel/core-math';
import type { ActivityEntry } from './activityEntry';

/** A position the export can be limited to. */
export interface ExportPosition {
  position: string;
  label: string;
}

/**
 * The positions the wallet's transactions belong to, in first-seen order (newest activity first):
 * 'Multiply · 7K5E…s7i', 'Liquidity SOL-USDC · 9xQe…2mPa'.
 */
export function exportPositions(entries: readonly ActivityEntry[]): ExportPosition[] {
  const seen = new Map<string, ExportPosition>();
  for (const entry of entries) {
    if (entry.position === null || seen.has(entry.position)) continue;
    const what =
      entry.product === 'Liquidity' && entry.token ? `Liquidity ${entry.token}` : entry.product;
    seen.set(entry.position, {
      position: entry.position,
      label: `${what} · ${shortenAddress(entry.position)}`,
    });
  }
  return [...seen.values()];
}
