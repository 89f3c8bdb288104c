/** The terms area counts as read once scrolled to within this many pixels of its end (O§9). */
export const SCROLL_BOTTOM_TOLERANCE_PX = 10;

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** True when the scrollable area shows its last `tolerance` pixels (or needs no scrolling). */
export function isScrolledToBottom(
  metrics: ScrollMetrics,
  tolerance: number = SCROLL_BOTTOM_TOLERANCE_PX,
): boolean {
  const { scrollTop, scrollHeight, clientHeight } = metrics;
  if (![scrollTop, scrollHeight, clientHeight].every(Number.isFinite)) return false;
  return scrollHeight - scrollTop - clientHeight <= tolerance;
}
