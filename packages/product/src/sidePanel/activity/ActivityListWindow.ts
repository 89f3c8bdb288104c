import { type RefObject, useLayoutEffect, useState } from 'react';

/** D§2, D§9: activity rows are about 76 px high with 12 px padding; 5 rows rendered beyond view. */
export const ACTIVITY_ROW_HEIGHT = 76;
export const ACTIVITY_ROW_PADDING = 12;
export const ACTIVITY_OVERSCAN = 5;

/** Rows [start, end) of a list to render: those in view, plus `overscan` either side. */
export interface RowWindow {
  start: number;
  end: number;
}

/** The rows a fixed-height list shows at a scroll offset, with `overscan` more either side. */
export function rowWindow(input: {
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
  count: number;
  overscan: number;
}): RowWindow {
  const { scrollTop, viewportHeight, rowHeight, count, overscan } = input;
  if (count === 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + Math.max(0, viewportHeight)) / rowHeight);
  return {
    start: Math.min(count, Math.max(0, first - overscan)),
    end: Math.min(count, Math.max(first + 1, last) + overscan),
  };
}

/**
 * The window of rows a scroll container shows, re-read on scroll and resize: the virtualised
 * list renders only these. Re-renders only when the window changes.
 */
export function useRowWindow(
  container: RefObject<HTMLElement | null>,
  count: number,
  rowHeight = ACTIVITY_ROW_HEIGHT,
  overscan = ACTIVITY_OVERSCAN,
): RowWindow {
  const [range, setRange] = useState<RowWindow>(() =>
    rowWindow({ scrollTop: 0, viewportHeight: 0, rowHeight, count, overscan }),
  );
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      const next = rowWindow({
        scrollTop: element.scrollTop,
        viewportHeight: element.clientHeight,
        rowHeight,
        count,
        overscan,
      });
      setRange((current) =>
        current.start === next.start && current.end === next.end ? current : next,
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [container, count, rowHeight, overscan]);
  return range;
}
