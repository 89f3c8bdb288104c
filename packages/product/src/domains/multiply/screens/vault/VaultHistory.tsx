import {
  CHART_RANGE_LABELS,
  CHART_RANGES,
  type ChartRange,
  DEFAULT_CHART_RANGE,
  formatLeverage,
  formatPrice,
  leverageBaseAndQuote,
} from '@keel/core-math';
import { ChoiceGroup, Skeleton } from '@keel/ui-kit';
import { lazy, Suspense, useMemo, useState } from 'react';
import { LoadError } from '../../../../common/LoadError';
import { useReserveHistory } from '../../../lending/data/history';
import { type PairRow, todaysYields } from '../../data/pairRow';
import { pairNetApySeries, pairPriceSeries } from '../../data/vault/pairHistory';

type VaultMetric = 'apy' | 'price';

const HistoryChart = lazy(() => import('../../../lending/screens/reserve/HistoryChart'));

/**
 * The pair's net APY through time at the leverage chosen in the form (staking yield and rewards
 * at today's rates, ending on today's figure), and for a long or short the price of its base in
 * its quote, from the two reserves' histories over the D§2 ranges. The net APY is not drawn
 * while the staking yields or rewards are still loading, nor while it is undefined (no deposits
 * in the collateral reserve). A failure here leaves the rest of the page working.
 */
export function VaultHistory({
  row,
  leverage,
  withPrice = false,
}: {
  row: PairRow;
  /** The form's chosen leverage. */
  leverage: number;
  withPrice?: boolean;
}) {
  const [range, setRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);
  const [metric, setMetric] = useState<VaultMetric>(withPrice ? 'price' : 'apy');
  const pair = leverageBaseAndQuote(row.side, row.collateral.symbol, row.debt.symbol);
  const market = row.pair.market;
  const collateral = useReserveHistory(market, row.collateral.address, range, true);
  const debt = useReserveHistory(market, row.debt.address, range, true);
  const apyUnknown = row.apysPending || !row.collateral.totalSupply.gt(0);
  const points = useMemo(() => {
    if (!collateral.data || !debt.data) return undefined;
    if (metric === 'price') return pairPriceSeries(collateral.data, debt.data, row.side);
    return pairNetApySeries(collateral.data, debt.data, leverage, {
      ...todaysYields(row.collateral, row.debt),
      time: Date.now(),
    });
  }, [collateral.data, debt.data, leverage, metric, row.side, row.collateral, row.debt]);
  const error = collateral.error ?? debt.error;
  const label =
    metric === 'price'
      ? `${pair.base}/${pair.quote} price`
      : `Net APY at ${formatLeverage(leverage)}`;
  return (
    <section aria-labelledby="vault-history-title">
      <h2 id="vault-history-title" className="keel-section-title">
        {withPrice ? 'History' : 'Net APY history'}
      </h2>
      {withPrice ? (
        <ChoiceGroup<VaultMetric>
          legend="Chart"
          className="keel-history__controls"
          options={[
            { id: 'price', label: 'Price' },
            { id: 'apy', label: 'Net APY' },
          ]}
          value={metric}
          onChange={setMetric}
        />
      ) : null}
      <ChoiceGroup<ChartRange>
        legend="Chart range"
        className="keel-history__controls"
        options={CHART_RANGES.map((id) => ({ id, label: CHART_RANGE_LABELS[id] }))}
        value={range}
        onChange={setRange}
      />
      {metric === 'apy' && apyUnknown ? (
        <p className="keel-vault-form__note">
          {row.apysPending
            ? 'The net APY is drawn once staking yields and rewards have loaded.'
            : 'No net APY: the collateral reserve holds no deposits.'}
        </p>
      ) : error ? (
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
          <HistoryChart
            label={label}
            points={points}
            percent={metric === 'apy'}
            {...(metric === 'price'
              ? { formatValue: (value: number) => `${formatPrice(value)} ${pair.quote}` }
              : {})}
          />
        </Suspense>
      ) : (
        <Skeleton shape="block" height={220} />
      )}
      <p className="keel-vault-form__note">
        {metric === 'price'
          ? `${pair.base} in ${pair.quote}, from both reserves' oracle prices.`
          : `At ${formatLeverage(leverage)}: supply interest, staking yield and rewards less borrow interest. Staking yields and rewards have no history: every point takes today's.`}
      </p>
    </section>
  );
}
