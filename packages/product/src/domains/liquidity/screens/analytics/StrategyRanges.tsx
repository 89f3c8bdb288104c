import type { StrategyRangePoint } from '@keel/api-client';
import { LOAD_ERROR_MESSAGES } from '@keel/api-client';
import { formatDateUtc, formatPrice } from '@keel/core-math';
import { Skeleton } from '@keel/ui-kit';
import { useMemo } from 'react';
import { LoadError } from '../../../../common/LoadError';
import { strategyRangeSpans } from '../../data/analytics/simulationSeries';

/** The strategy's own ranges over the simulated days: each rebalance and the range it set. */
export function StrategyRanges({
  read,
  priceUnit,
}: {
  read: { data: StrategyRangePoint[] | undefined; error: Error | null; refetch: () => unknown };
  priceUnit: string;
}) {
  const spans = useMemo(() => (read.data ? strategyRangeSpans(read.data) : undefined), [read.data]);
  let body: React.ReactNode;
  if (read.error && !read.data) {
    body = (
      <LoadError
        title={LOAD_ERROR_MESSAGES.strategies}
        error={read.error}
        onRetry={() => void read.refetch()}
      />
    );
  } else if (!spans) {
    body = <Skeleton shape="block" height={120} />;
  } else if (spans.length === 0) {
    body = <p className="keel-analytics__empty">No ranges recorded in this period.</p>;
  } else {
    const rebalances = spans.filter((span) => span.rebalance).length;
    body = (
      <>
        <p>
          {rebalances === 0
            ? 'No rebalance in this period.'
            : `${rebalances} rebalance${rebalances === 1 ? '' : 's'} in this period.`}
        </p>
        <div className="keel-analytics__table-wrap">
          <table className="keel-analytics__table">
            <caption className="keel-analytics__hidden">Strategy ranges, newest first</caption>
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">Lower ({priceUnit})</th>
                <th scope="col">Upper ({priceUnit})</th>
                <th scope="col">Event</th>
              </tr>
            </thead>
            <tbody>
              {spans.map((span) => (
                <tr key={span.from}>
                  <td>{formatDateUtc(span.from)}</td>
                  <td>{formatPrice(span.lower)}</td>
                  <td>{formatPrice(span.upper)}</td>
                  <td>{span.rebalance ? 'Rebalance' : 'Range held'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }
  return (
    <section aria-label="Strategy rebalances and ranges" className="keel-strategy__section">
      <h2 className="keel-section-title">Strategy rebalances and ranges</h2>
      {body}
    </section>
  );
}
