import { startTransition, useEffect, useReducer, useRef } from 'react';
import type { ViewsBuild } from './marketReserveViews';
import type { ReserveView } from './reserveView';

export interface BuiltViews {
  /** The build's views; while it runs, the last views shown for the same market, if any. */
  views: readonly ReserveView[] | undefined;
  /** The build failed (a reserve the views cannot be computed for). */
  error: Error | null;
}

/**
 * Reads a views build without blocking the render on it: a re-read or rewards arriving keep the
 * previous views of the market on screen until the new ones are ready, and a first build shows
 * the skeleton. The render that brings the new views is a transition (React slices a table).
 */
export function useBuiltViews(
  marketKey: string | undefined,
  build: ViewsBuild | undefined,
): BuiltViews {
  const [, settled] = useReducer((count: number) => count + 1, 0);
  const lastShown = useRef<{ marketKey: string | undefined; views: readonly ReserveView[] }>(
    undefined,
  );
  const pending = build !== undefined && build.status === undefined;
  useEffect(() => {
    if (!build || !pending) return;
    let current = true;
    const rerender = () => {
      if (current) startTransition(settled);
    };
    build.then(rerender, rerender);
    return () => {
      current = false;
    };
  }, [build, pending]);
  if (build?.status === 'fulfilled' && build.value) {
    lastShown.current = { marketKey, views: build.value };
    return { views: build.value, error: null };
  }
  if (build?.status === 'rejected') {
    const { reason } = build;
    return {
      views: undefined,
      error: reason instanceof Error ? reason : new Error(String(reason)),
    };
  }
  const previous = lastShown.current;
  return {
    views: previous !== undefined && previous.marketKey === marketKey ? previous.views : undefined,
    error: null,
  };
}
