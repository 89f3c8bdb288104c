import type { BellNotification } from './notificationsService';

/** Above this many unread messages the badge reads '10+' (O§9). */
export const BADGE_CAP = 10;

/** Unread: newer than the last-read time, or every message when none is stored (O§4.4). */
export function unreadCount(
  notifications: readonly BellNotification[],
  lastReadAt: number | null,
): number {
  if (lastReadAt === null) return notifications.length;
  return notifications.filter((n) => n.timestamp > lastReadAt).length;
}

/** The badge: nothing at 0, the count up to 10, '10+' above. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** A stored last-read time, or null when missing or not a finite number. */
export function parseLastRead(raw: string | null): number | null {
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}
