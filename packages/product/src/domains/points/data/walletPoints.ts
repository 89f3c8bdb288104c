import { formatPoints } from '@keel/core-math';
import { useSeasonBreakdown } from './pointsQueries';
import { CURRENT_SEASON, seasonNumber } from './pointsQuery';

/** A wallet's points in the current season, formatted; null while loading, '–' when it failed. */
export function useWalletSeasonPoints(wallet: string): string | null {
  const { data, isError } = useSeasonBreakdown(seasonNumber(CURRENT_SEASON), wallet);
  if (data) return formatPoints(data.totalPointsEarned);
  return isError ? '–' : null;
}
