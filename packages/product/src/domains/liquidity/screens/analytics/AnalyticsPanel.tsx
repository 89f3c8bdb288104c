import type { PoolSimulationParams } from '@keel/api-client';
import { Skeleton } from '@keel/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { LoadError } from '../../../../common/LoadError';
import { SIMULATION_FAILED, simulationFailure } from '../../data/analytics/simulationError';
import {
  defaultSimulationForm,
  type SimulationFormErrors,
  type SimulationFormValues,
  utcDate,
  validateSimulationForm,
} from '../../data/analytics/simulationForm';
import {
  useAnalyticsPool,
  usePoolSimulation,
  useStrategyRanges,
} from '../../data/analytics/useAnalytics';
import type { StrategyModel } from '../../data/strategy/strategyModel';
import { SimulationForm } from './SimulationForm';
import { SimulationResult } from './SimulationResult';
import { StrategyRanges } from './StrategyRanges';

type Period = { startDate: string; endDate: string };

/**
 * The simulation of one strategy's pool: the form pre-filled with its current range and
 * rebalance method, the backtest's result, and the strategy's own ranges over those days. The
 * inputs stay as typed whatever the answer (a failure keeps them for the retry).
 */
export function AnalyticsPanel({ strategy }: { strategy: StrategyModel }) {
  const source = useAnalyticsPool(strategy.address);
  const [values, setValues] = useState<SimulationFormValues>(() =>
    defaultSimulationForm(Date.now()),
  );
  const [errors, setErrors] = useState<SimulationFormErrors>({});
  const [params, setParams] = useState<PoolSimulationParams>();
  const [period, setPeriod] = useState<Period>(() => ({
    startDate: values.startDate,
    endDate: values.endDate,
  }));
  // The strategy's range and method fill the form once they arrive, unless already typed over.
  const edited = useRef<{ prices: boolean; method: boolean }>({ prices: false, method: false });
  const { latest, method } = source;
  useEffect(() => {
    if (!latest || edited.current.prices) return;
    edited.current.prices = true;
    const prefill = defaultSimulationForm(Date.now(), {
      priceLower: latest.lower,
      priceUpper: latest.upper,
    });
    setValues((v) => ({ ...v, priceLower: prefill.priceLower, priceUpper: prefill.priceUpper }));
  }, [latest]);
  useEffect(() => {
    if (!method || edited.current.method) return;
    edited.current.method = true;
    setValues((v) => ({ ...v, method }));
  }, [method]);

  const simulation = usePoolSimulation(source.pool, params);
  const ranges = useStrategyRanges(strategy.address, period);
  const priceUnit = `${strategy.tokenB.symbol} per ${strategy.tokenA.symbol}`;

  const change = (patch: Partial<SimulationFormValues>) => {
    if ('priceLower' in patch || 'priceUpper' in patch) edited.current.prices = true;
    if ('method' in patch) edited.current.method = true;
    setValues((v) => ({ ...v, ...patch }));
  };
  const submit = (): SimulationFormErrors => {
    const result = validateSimulationForm(values, {
      now: Date.now(),
      referencePrice: latest?.price,
    });
    if (!result.ok) {
      setErrors(result.errors);
      return result.errors;
    }
    setErrors({});
    setParams(result.params);
    setPeriod({ startDate: values.startDate, endDate: values.endDate });
    return {};
  };

  let result: React.ReactNode;
  if (simulation.idle) {
    result = (
      <p className="keel-analytics__empty">
        Set a price range, a rebalance method and the dates, then run the simulation.
      </p>
    );
  } else if (simulation.error && !simulation.isFetching) {
    result = (
      <LoadError
        title={SIMULATION_FAILED}
        error={simulationFailure(simulation.error)}
        onRetry={() => void simulation.refetch()}
      />
    );
  } else if (!simulation.data || simulation.isFetching) {
    result = (
      <div aria-busy="true">
        <p className="keel-analytics__note">Running the simulation…</p>
        <Skeleton shape="block" height={96} />
        <Skeleton shape="block" height={300} />
      </div>
    );
  } else {
    result = <SimulationResult simulation={simulation.data} priceUnit={priceUnit} />;
  }

  return (
    <div className="keel-analytics">
      <section aria-label="Simulation inputs" className="keel-strategy__section">
        <h2 className="keel-section-title">Pool simulation</h2>
        <p className="keel-analytics__note">
          A 1,000 USD position in the strategy's pool, backtested day by day against holding the
          deposited tokens. A tracking range keeps its widths around the current price and moves
          with the price when it leaves the range.
        </p>
        {source.latestError ? (
          <p className="keel-analytics__note" role="status">
            The current range could not be loaded: enter the prices yourself.
          </p>
        ) : null}
        <SimulationForm
          values={values}
          errors={errors}
          priceUnit={priceUnit}
          today={utcDate(Date.now())}
          running={!simulation.idle && simulation.isFetching}
          onChange={change}
          onSubmit={submit}
        />
      </section>
      <section aria-label="Simulation result" className="keel-strategy__section" aria-live="polite">
        {result}
      </section>
      <StrategyRanges read={ranges} priceUnit={priceUnit} />
    </div>
  );
}
