import { useEffect, useState } from 'react';

/** How long a resize must settle before layout-dependent state follows it (O§9: 300 ms). */
export const RESIZE_DEBOUNCE_MS = 300;

function matches(query: string): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(query).matches === true;
}

/**
 * Whether a media query matches, re-read once a window resize has settled for `debounceMs`, so
 * dragging a window edge does not re-render the layout on every frame.
 */
export function useMediaQuery(query: string, debounceMs: number = RESIZE_DEBOUNCE_MS): boolean {
  const [matched, setMatched] = useState(() => matches(query));
  useEffect(() => {
    setMatched(matches(query));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMatched(matches(query)), debounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [query, debounceMs]);
  return matched;
}
