import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  hasInvalidPointsParams,
  type PointsQueryState,
  parsePointsQuery,
  writePointsQuery,
} from './pointsQuery';

/** A change to the page state; `page: undefined` drops the page (back to the first). */
export type PointsQueryPatch = { [K in keyof PointsQueryState]?: PointsQueryState[K] | undefined };

/**
 * The points page state read from the address bar, and its setter: every change replaces the
 * URL (no history entry per click, D§2). A URL holding values the page does not accept is
 * rewritten once to what the page shows (D§5).
 */
export function usePointsQuery(): [PointsQueryState, (patch: PointsQueryPatch) => void] {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => parsePointsQuery(search), [search]);

  useEffect(() => {
    if (hasInvalidPointsParams(search))
      setSearch((current) => writePointsQuery(current, parsePointsQuery(current)), {
        replace: true,
      });
  }, [search, setSearch]);

  const update = useCallback(
    (patch: PointsQueryPatch) =>
      setSearch(
        (current) => writePointsQuery(current, { ...parsePointsQuery(current), ...patch }),
        {
          replace: true,
        },
      ),
    [setSearch],
  );
  return [state, update];
}
