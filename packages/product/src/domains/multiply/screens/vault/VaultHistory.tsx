import {
  CHART_RANGE_LABELS,
  CHART_RANGES,
  type ChartRange,
  DEFAULT_CHART_RANGE,
  formatLeverage,
} from '@keel/core-math';
import { ChoiceGroup, Skeleton } from '@keel/ui-kit';
import { lazy, Suspense, useMemo, useState } from 'react';
import { LoadError } from '../../../../common/LoadError';
import { useReserveHistory } from '../../../lending/data/history';
import type { PairRow } from '../../data/pairRow';
import { pairNetApySeries } from '../../data/vault/pairHistory';

const HistoryChart = lazy(() => import('../../../lending/screens/reserve/HistoryChart'));

/** The chart's leverage: the pair's max, as the list's "Net APY at max", never past 10x. */
const CHART_MAX_LEVERAGE = 10;

/**
 * The pair's net APY through time at its max leverage, from the two reserves' histories over the
 * D§2 ranges. A failure here leaves the rest of the page working.
 */
export function VaultHistory({ row }: { row: PairRow }) {
  const [range, setRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);
  const market = row.pair.market;
  const collateral = useReserveHistory(market, row.collateral.address, range, true);
  const debt = useReserveHistory(market, row.debt.address, range, true);
  const leverage = Math.floor(Math.min(row.maxLeverage.toNumber(), CHART_MAX_LEVERAGE) * 10) / 10;
  const points = useMemo(
    () =>
      collateral.data && debt.data
        ? pairNetApySeries(collateral.data, debt.data, leverage)
        : undefined,
    [collateral.data, debt.data, leverage],
  );
  const error = collateral.error ?? debt.error;
  const label = `Net APY at ${formatLeverage(leverage)}`;
  return (
    <section aria-labelledby="vault-history-title">
      <h2 id="vault-history-title" className="keel-section-title">
        Net APY history
      </h2>
      <ChoiceGroup<ChartRange>
        legend="Chart range"
        className="keel-history__controls"
        options={CHART_RANGES.map((id) => ({ id, label: CHART_RANGE_LABELS[id] }))}
        value={range}
        onChange={setRange}
      />
      {error ? (
        <LoadError
          title="History is not available"
          error={error}
          onRetry={() => {
            if (collateral.error) void collateral.refetch();
            if (debt.error) void debt.refetch();
          }}
        />
      ) : points ? (
        <Suspense fallback={<Skeleton shape="block" height={220} />}>
          <HistoryChart label={label} points={points} percent />
        </Suspense>
      ) : (
        <Skeleton shape="block" height={220} />
      )}
      <p className="keel-vault-form__note">
        Supply interest × leverage less borrow interest; staking yields and rewards have no history.
      </p>
    </section>
  );
}
