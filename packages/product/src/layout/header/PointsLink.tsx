import { Link } from 'react-router-dom';
import { StarIcon } from './icons';

/** The header's link to the points page: the wallet's points when known, else 'Points'. */
export function PointsLink({ points }: { points: string | null }) {
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
