import { Link } from 'react-router-dom';
import { useBrand } from '../../../brand/BrandContext';

/** How it Works: how points are earned, counted and shown. */
export function HowItWorks() {
  const brand = useBrand();
  return (
    <div className="keel-points__info">
      <h2 className="keel-section-title">Earning points</h2>
      <p>
        Every second, each of your {brand.name} positions earns points: liquidity strategies,
        lending deposits and borrows, multiply and long/short positions. Each earns at its rate,
        multiplied by its boost.
      </p>
      <h2 className="keel-section-title">Rates and boosts</h2>
      <p>
        Some strategies, tokens and markets earn at a higher rate or carry a boost; staking{' '}
        {brand.nativeTokenSymbol} and staying with {brand.name} add boosts of their own. The Rates
        &amp; Boosts tab lists them all.
      </p>
      <h2 className="keel-section-title">Seasons</h2>
      <p>
        Points are counted per season. Season 3 is running now: its totals count up live at your
        current rate. Seasons 1 and 2 are closed and their totals are final.
      </p>
      <h2 className="keel-section-title">Referrals</h2>
      <p>
        Share your referral link: the wallets you bring are listed with their points. See the{' '}
        <Link to="/leaderboard-referrals">referral leaderboard</Link>.
      </p>
    </div>
  );
}
