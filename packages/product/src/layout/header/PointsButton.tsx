import { Link } from 'react-router-dom';
import { StarIcon } from './icons';

/** The header's shortcut to the points page; loaded after the first render. */
export default function PointsButton() {
  return (
    <Link className="keel-header__points" to="/points">
      <StarIcon />
      <span>Points</span>
    </Link>
  );
}
