const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Epoch ms as '27 Aug 2025' in UTC (the same on every machine). */
export function formatClaimDate(ms: number): string {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return '-';
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
