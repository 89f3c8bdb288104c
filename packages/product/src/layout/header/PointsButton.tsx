import { formatPoints } from '@keel/core-math';
import { Link } from 'react-router-dom';
import { useSeasonBreakdown } from '../../domains/points/data/pointsQueries';
import { CURRENT_SEASON, seasonNumber } from '../../domains/points/data/pointsQuery';
import { useWalletState } from '../../wallet/WalletStoreContext';
import { StarIcon } from './icons';

/**
 * The header's shortcut to the points page (O§2.2), loaded after the first render: the
 * connected wallet's points in the current season, or just 'Points' without a wallet.
 */
export default function PointsButton() {
  const wallet = useWalletState((state) => state.session?.address);
  const { data } = useSeasonBreakdown(seasonNumber(CURRENT_SEASON), wallet);
  const points = wallet && data ? formatPoints(data.totalPointsEarned) : null;
  return (
    <Link
      className="keel-header__points"
      to="/points"
      aria-label={points === null ? 'Points' : `Points: ${points}`}
    >
      <StarIcon />
      <span>{points ?? 'Points'}</span>
    </Link>
  );
}
