import { SIMULATION_STRATEGY_TYPES, type SimulationStrategyType } from '@keel/api-client';
import { Button } from '@keel/ui-kit';
import { type FormEvent, useId } from 'react';
import {
  SIMULATION_METHOD_LABELS,
  type SimulationField,
  type SimulationFormErrors,
  type SimulationFormValues,
} from '../../data/analytics/simulationForm';

export interface SimulationFormProps {
  values: SimulationFormValues;
  errors: SimulationFormErrors;
  /** What the prices are in, e.g. 'USDC per SOL'. */
  priceUnit: string;
  today: string;
  running: boolean;
  onChange: (patch: Partial<SimulationFormValues>) => void;
  /** Runs the simulation; answers the inputs' errors (empty when it ran). */
  onSubmit: () => SimulationFormErrors;
}

const FIELD_ORDER: readonly SimulationField[] = [
  'priceLower',
  'priceUpper',
  'method',
  'startDate',
  'endDate',
];

/** One labelled input with its error read out with it. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="keel-analytics__field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="keel-analytics__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The D§3 pool simulation inputs: price range, rebalance method, start and end date. A plain
 * form (nothing is signed): Enter in any field runs it; errors are tied to their fields.
 */
export function SimulationForm({
  values,
  errors,
  priceUnit,
  today,
  running,
  onChange,
  onSubmit,
}: SimulationFormProps) {
  const id = useId();
  const fieldId = (field: SimulationField) => `${id}-${field}`;
  const described = (field: SimulationField) =>
    errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(field)}-error` }
      : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = onSubmit();
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };
  return (
    <form
      className="keel-analytics__form"
      aria-label="Pool simulation"
      onSubmit={submit}
      noValidate
    >
      <Field
        id={fieldId('priceLower')}
        label={`Lower price (${priceUnit})`}
        error={errors.priceLower}
      >
        <input
          id={fieldId('priceLower')}
          inputMode="decimal"
          autoComplete="off"
          value={values.priceLower}
          onChange={(event) => onChange({ priceLower: event.target.value })}
          {...described('priceLower')}
        />
      </Field>
      <Field
        id={fieldId('priceUpper')}
        label={`Upper price (${priceUnit})`}
        error={errors.priceUpper}
      >
        <input
          id={fieldId('priceUpper')}
          inputMode="decimal"
          autoComplete="off"
          value={values.priceUpper}
          onChange={(event) => onChange({ priceUpper: event.target.value })}
          {...described('priceUpper')}
        />
      </Field>
      <Field id={fieldId('method')} label="Rebalance method" error={errors.method}>
        <select
          id={fieldId('method')}
          value={values.method}
          onChange={(event) => onChange({ method: event.target.value as SimulationStrategyType })}
          {...described('method')}
        >
          {SIMULATION_STRATEGY_TYPES.map((method) => (
            <option key={method} value={method}>
              {SIMULATION_METHOD_LABELS[method]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={fieldId('startDate')} label="Start date" error={errors.startDate}>
        <input
          id={fieldId('startDate')}
          type="date"
          value={values.startDate}
          max={today}
          onChange={(event) => onChange({ startDate: event.target.value })}
          {...described('startDate')}
        />
      </Field>
      <Field id={fieldId('endDate')} label="End date" error={errors.endDate}>
        <input
          id={fieldId('endDate')}
          type="date"
          value={values.endDate}
          max={today}
          onChange={(event) => onChange({ endDate: event.target.value })}
          {...described('endDate')}
        />
      </Field>
      <div className="keel-analytics__submit">
        <Button type="submit" loading={running}>
          Run simulation
        </Button>
      </div>
    </form>
  );
}
