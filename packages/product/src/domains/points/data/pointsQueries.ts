import { useApiQuery } from '@keel/api-client/react';
import { useMemo } from 'react';
import { toLeaderboardRows } from './leaderboardRows';

type Maybe<T> = T | undefined;

/** A season's whole leaderboard as table rows (read once per season, sorted on the page). */
export function useSeasonLeaderboard(season: number) {
  const query = useApiQuery((q) => q.points.fullLeaderboard(season));
  const rows = useMemo(
    () => (query.data ? toLeaderboardRows(query.data.leaderboard) : undefined),
    [query.data],
  );
  return { ...query, rows };
}

/** The wallet's points in a season: totals, per position, boosts. */
export const useSeasonBreakdown = (season: number, wallet: Maybe<string>) =>
  useApiQuery((q) => q.points.breakdown(season, wallet));

/** Everyone's points in a season. */
export const useSeasonMetrics = (season: number) => useApiQuery((q) => q.points.metrics(season));

/** The rates and boosts points are earned at. */
export const usePointsRules = () => useApiQuery((q) => q.points.rules());
