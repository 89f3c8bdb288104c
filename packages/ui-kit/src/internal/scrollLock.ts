/*
 * Page scroll lock shared by every modal surface. Nested surfaces each take a lock; the page
 * scrolls again only when the last one is released. The count and the saved styles live on
 * <body> itself so that two copies of this module (source and dist, or a hot reload) agree.
 */
const COUNT_ATTR = 'data-keel-scroll-locks';
const OVERFLOW_ATTR = 'data-keel-saved-overflow';
const PADDING_ATTR = 'data-keel-saved-padding-right';

function readCount(body: HTMLElement): number {
  const count = Number(body.getAttribute(COUNT_ATTR));
  return Number.isInteger(count) && count > 0 ? count : 0;
}

function scrollbarWidth(): number {
  const viewport = document.documentElement.clientWidth;
  // jsdom and some embedded views report no layout; there is no scrollbar to make room for.
  return viewport > 0 ? Math.max(0, window.innerWidth - viewport) : 0;
}

/** Number of locks currently held on the page. */
export function scrollLockCount(): number {
  return typeof document === 'undefined' ? 0 : readCount(document.body);
}

/**
 * Stops the page behind an overlay from scrolling. Returns the release function; calling it more
 * than once releases only once.
 */
export function lockScroll(): () => void {
  if (typeof document === 'undefined') return () => {};
  const { body } = document;
  const count = readCount(body);
  if (count === 0) {
    body.setAttribute(OVERFLOW_ATTR, body.style.overflow);
    body.setAttribute(PADDING_ATTR, body.style.paddingRight);
    const gutter = scrollbarWidth();
    if (gutter > 0) {
      // Keep the layout from shifting sideways when the scrollbar disappears.
      const padding = Number.parseFloat(getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + gutter}px`;
    }
    body.style.overflow = 'hidden';
  }
  body.setAttribute(COUNT_ATTR, String(count + 1));

  let released = false;
  return () => {
    if (released) return;
    released = true;
    const remaining = readCount(body) - 1;
    if (remaining > 0) {
      body.setAttribute(COUNT_ATTR, String(remaining));
      return;
    }
    body.style.overflow = body.getAttribute(OVERFLOW_ATTR) ?? '';
    body.style.paddingRight = body.getAttribute(PADDING_ATTR) ?? '';
    body.removeAttribute(COUNT_ATTR);
    body.removeAttribute(OVERFLOW_ATTR);
    body.removeAttribute(PADDING_ATTR);
  };
}
