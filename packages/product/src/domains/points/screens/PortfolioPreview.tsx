import { formatPoints } from '@keel/core-math';
import { ChoiceGroup, NoValue, Skeleton } from '@keel/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { breakdownRows, type PointsProduct } from '../data/breakdownRows';
import {
  DEFAULT_POINTS_PERIOD,
  POINTS_PERIODS,
  type PointsPeriodId,
  pointsOverPeriod,
} from '../data/periods';
import { useSeasonBreakdown } from '../data/pointsQueries';
import { CURRENT_SEASON, seasonNumber } from '../data/pointsQuery';

const PRODUCTS: readonly PointsProduct[] = ['Liquidity', 'Borrow/Lend', 'Multiply', 'Long/Short'];

/** Why the preview's figures are missing. */
const NOT_LOADED = 'Your points could not be loaded';

/**
 * D§3 portfolio preview: the wallet's positions earning points this season, by product, and
 * what its current rate earns over the chosen period (D§2: 7 days by default).
 */
export function PortfolioPreview({ wallet }: { wallet: string }) {
  const [period, setPeriod] = useState<PointsPeriodId>(DEFAULT_POINTS_PERIOD);
  const { data, isError } = useSeasonBreakdown(seasonNumber(CURRENT_SEASON), wallet);
  const rows = data ? breakdownRows(data) : undefined;
  const label = POINTS_PERIODS.find((p) => p.id === period)?.label ?? '';
  return (
    <section aria-labelledby="keel-points-preview" className="keel-points__preview">
      <h2 id="keel-points-preview" className="keel-section-title">
        Portfolio preview
      </h2>
      <ChoiceGroup<PointsPeriodId>
        legend="Period"
        size="sm"
        options={POINTS_PERIODS.map((p) => ({ id: p.id, label: p.label }))}
        value={period}
        onChange={setPeriod}
      />
      <dl className="keel-figures">
        {PRODUCTS.map((product) => (
          <div key={product} className="keel-figures__item">
            <dt>{product} positions</dt>
            <dd>
              {rows ? (
                rows.filter((row) => row.product === product).length
              ) : isError ? (
                <NoValue reason={NOT_LOADED} />
              ) : (
                <Skeleton shape="text" width={32} />
              )}
            </dd>
          </div>
        ))}
        <div className="keel-figures__item">
          <dt>Points over {label} at the current rate</dt>
          <dd>
            {data ? (
              formatPoints(pointsOverPeriod(data.totalCurrentPointsPerSecond, period))
            ) : isError ? (
              <NoValue reason={NOT_LOADED} />
            ) : (
              <Skeleton shape="text" width={96} />
            )}
          </dd>
        </div>
      </dl>
      <Link to="/my-portfolio">View portfolio</Link>
    </section>
  );
}
