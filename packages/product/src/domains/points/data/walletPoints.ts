import { formatPoints } from '@keel/core-math';
import { useSeasonBreakdown } from './pointsQueries';
import { CURRENT_SEASON, seasonNumber } from './pointsQuery';

/** Why a wallet's points are missing. */
export const POINTS_NOT_LOADED = 'Points could not be loaded';

/** A wallet's points in the current season, formatted (null while loading or failed). */
export function useWalletSeasonPoints(wallet: string): { points: string | null; failed: boolean } {
  const { data, isError } = useSeasonBreakdown(seasonNumber(CURRENT_SEASON), wallet);
  if (data) return { points: formatPoints(data.totalPointsEarned), failed: false };
  return { points: null, failed: isError };
}
