/** Notification counts above this show as '10+'. */
export const BADGE_COUNT_CAP = 10;

/** Badge text: the count up to the cap, then '{cap}+' (10 → '10', 11 → '10+'); '0' for bad input. */
export function formatBadgeCount(count: number, cap = BADGE_COUNT_CAP): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  const whole = Math.floor(count);
  return whole > cap ? `${cap}+` : String(whole);
}
