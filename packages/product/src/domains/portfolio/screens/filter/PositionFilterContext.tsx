import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useAppServices } from '../../../../app/AppServicesContext';
import {
  matchesPositionFilter,
  type PositionFilter,
  parseStarredPositions,
  serializeStarredPositions,
  toggledStar,
} from '../../data/figures/positionFilter';

interface PositionFilterState {
  filter: PositionFilter;
  setFilter(filter: PositionFilter): void;
  starred: ReadonlySet<string>;
  toggleStar(key: string): void;
  /** Rows tell whether they show (undefined: cannot tell yet, or gone), for the empty message. */
  setShown(key: string, shown: boolean | undefined): void;
  /** True once every row has said it is hidden. */
  noneShown: boolean;
}

const PositionFilterContext = createContext<PositionFilterState | null>(null);

/**
 * The portfolio's market filter (☆ / All / USDC / USDG) and the starred positions, kept in local
 * storage under the brand's key; corrupt stored stars read as none.
 */
export function PositionFilterProvider({ children }: { children: ReactNode }) {
  const { storage, storageKeys } = useAppServices();
  const key = storageKeys.starredPositions;
  const [filter, setFilter] = useState<PositionFilter>('all');
  const [starred, setStarred] = useState(() => parseStarredPositions(storage.getItem(key)));
  const [shown, setShownMap] = useState<ReadonlyMap<string, boolean>>(new Map());
  const toggleStar = useCallback(
    (position: string) =>
      setStarred((previous) => {
        const next = toggledStar(previous, position);
        storage.setItem(key, serializeStarredPositions(next));
        return next;
      }),
    [storage, key],
  );
  const setShown = useCallback((position: string, value: boolean | undefined) => {
    setShownMap((previous) => {
      if (previous.get(position) === value) return previous;
      const next = new Map(previous);
      if (value === undefined) next.delete(position);
      else next.set(position, value);
      return next;
    });
  }, []);
  const noneShown = shown.size > 0 && [...shown.values()].every((v) => !v);
  const value = useMemo(
    () => ({ filter, setFilter, starred, toggleStar, setShown, noneShown }),
    [filter, starred, toggleStar, setShown, noneShown],
  );
  return <PositionFilterContext.Provider value={value}>{children}</PositionFilterContext.Provider>;
}

export function usePositionFilter(): PositionFilterState | null {
  return useContext(PositionFilterContext);
}

/**
 * Whether the position `key` (holding `symbols`, undefined while they load) shows under the
 * current filter; it stays while the filter cannot tell. Without a filter every row shows.
 */
export function usePositionShown(key: string, symbols: readonly string[] | undefined): boolean {
  const state = usePositionFilter();
  const shown = state ? matchesPositionFilter(state.filter, { key, symbols }, state.starred) : true;
  const setShown = state?.setShown;
  useEffect(() => {
    if (!setShown) return;
    setShown(key, shown);
    return () => setShown(key, undefined);
  }, [setShown, key, shown]);
  return shown !== false;
}
