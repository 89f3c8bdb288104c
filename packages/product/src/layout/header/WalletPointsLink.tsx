import { formatPoints } from '@keel/core-math';
import { useSeasonBreakdown } from '../../domains/points/data/pointsQueries';
import { CURRENT_SEASON, seasonNumber } from '../../domains/points/data/pointsQuery';
import { PointsLink } from './PointsLink';

/** The points link with the connected wallet's points in the current season. */
export default function WalletPointsLink({ wallet }: { wallet: string }) {
  const { data } = useSeasonBreakdown(seasonNumber(CURRENT_SEASON), wallet);
  return <PointsLink points={data ? formatPoints(data.totalPointsEarned) : null} />;
}
