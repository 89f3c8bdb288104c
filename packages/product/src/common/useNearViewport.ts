import { type RefCallback, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport; true from then on. Heavy parts
 * below the fold (the charts' library) load only when the user scrolls towards them, so a cold
 * load of the page does not download them. Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '200px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (element === null || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.current?.disconnect();
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [margin],
  );
  return [ref, near];
}
