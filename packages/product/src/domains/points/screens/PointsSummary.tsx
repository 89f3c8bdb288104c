import type { PointsBreakdown, PointsMetrics } from '@keel/api-client';
import { NoValue, Skeleton } from '@keel/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../../common/LoadError';
import { useSeasonBreakdown, useSeasonMetrics } from '../data/pointsQueries';
import { SEASON_TABS, type SeasonTab, seasonNumber } from '../data/pointsQuery';
import { latestTime } from '../data/realtimePoints';
import { LivePoints } from './LivePoints';
import { seasonLabel } from './seasonLabel';

type Totals = PointsBreakdown | PointsMetrics;

const updatedAt = (totals: Totals) =>
  latestTime([
    totals.updatedOnStrategies,
    totals.updatedOnBorrowLend,
    totals.updatedOnMultiply,
    totals.updatedOnLeverage,
  ]);

function Figure({ label, query }: { label: string; query: UseQueryResult<Totals, Error> }) {
  const { data } = query;
  return (
    <div className="keel-figures__item">
      <dt>{label}</dt>
      <dd>
        {data ? (
          <LivePoints
            total={data.totalPointsEarned}
            perSecond={data.totalCurrentPointsPerSecond}
            since={updatedAt(data)}
          />
        ) : query.isError ? (
          <NoValue reason="Points could not be loaded" />
        ) : (
          <Skeleton shape="text" width={96} />
        )}
      </dd>
    </div>
  );
}

/**
 * D§3: the wallet's real-time points in every season and everyone's in the chosen season; a
 * running season's totals count up at their current rate.
 */
export function PointsSummary({
  wallet,
  seasonTab,
}: {
  wallet: string | null;
  seasonTab: SeasonTab;
}) {
  const owner = wallet ?? undefined;
  const seasons = [
    useSeasonBreakdown(1, owner),
    useSeasonBreakdown(2, owner),
    useSeasonBreakdown(3, owner),
  ] as const;
  const global = useSeasonMetrics(seasonNumber(seasonTab));
  const failed = [...(wallet ? seasons : []), global].filter((query) => query.isError);
  return (
    <section aria-label="Points totals" className="keel-points__summary">
      <dl className="keel-figures">
        {wallet
          ? SEASON_TABS.map((tab, index) => (
              <Figure
                key={tab}
                label={`Your ${seasonLabel(tab)} points`}
                query={seasons[index] as UseQueryResult<Totals, Error>}
              />
            ))
          : null}
        <Figure label={`All users, ${seasonLabel(seasonTab)}`} query={global} />
      </dl>
      {failed[0]?.error ? (
        <LoadError
          title="Failed to load points"
          error={failed[0].error}
          onRetry={() => {
            for (const query of failed) void query.refetch();
          }}
        />
      ) : null}
    </section>
  );
}
