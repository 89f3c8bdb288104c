import type { ProvisionalUserMetadata } from '@keel/api-client';
import type { KeyValueStorage } from '../storage/safeStorage';

/**
 * The wallet's user metadata kept in local storage (O§3), so a fresh risk-free screening is not
 * asked for again on every visit. A value that is not exactly the stored shape is discarded.
 */
export function readCachedScreening(
  storage: KeyValueStorage,
  key: string,
): ProvisionalUserMetadata | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { lastScreened, hasRisk } = value as Record<string, unknown>;
    const validTime =
      lastScreened === null || (typeof lastScreened === 'number' && Number.isFinite(lastScreened));
    if (!validTime || typeof hasRisk !== 'boolean') return null;
    return { lastScreened: lastScreened as number | null, hasRisk };
  } catch {
    return null;
  }
}

export function writeCachedScreening(
  storage: KeyValueStorage,
  key: string,
  metadata: ProvisionalUserMetadata,
): void {
  storage.setItem(
    key,
    JSON.stringify({ lastScreened: metadata.lastScreened, hasRisk: metadata.hasRisk }),
  );
}
