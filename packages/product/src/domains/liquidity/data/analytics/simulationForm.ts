import type { PoolSimulationParams, SimulationStrategyType } from '@keel/api-client';
import { type Decimal, formatPrice, MathDecimal } from '@keel/core-math';

const DAY_MS = 86_400_000;
/** The default backtest: the last 30 days. */
export const DEFAULT_SIMULATION_DAYS = 30;
const POSITIVE = /^(\d+(\.\d*)?|\.\d+)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The simulation form as typed (D§3 pool simulation inputs, the pool aside). */
export interface SimulationFormValues {
  priceLower: string;
  priceUpper: string;
  method: SimulationStrategyType;
  /** 'YYYY-MM-DD' (UTC days). */
  startDate: string;
  endDate: string;
}

export type SimulationField = keyof SimulationFormValues;
export type SimulationFormErrors = Partial<Record<SimulationField, string>>;

export type SimulationFormResult =
  | { ok: true; params: PoolSimulationParams }
  | { ok: false; errors: SimulationFormErrors };

export const SIMULATION_METHOD_LABELS: Record<SimulationStrategyType, string> = {
  Fixed: 'Fixed range',
  Tracker: 'Tracking range',
};

/** 'YYYY-MM-DD' of a time, in UTC. */
export function utcDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The form's first values: the strategy's range and method, the last 30 days. */
export function defaultSimulationForm(
  now: number,
  prefill: { priceLower?: Decimal; priceUpper?: Decimal; method?: SimulationStrategyType } = {},
): SimulationFormValues {
  return {
    priceLower: prefill.priceLower ? prefill.priceLower.toSignificantDigits(8).toFixed() : '',
    priceUpper: prefill.priceUpper ? prefill.priceUpper.toSignificantDigits(8).toFixed() : '',
    method: prefill.method ?? 'Fixed',
    startDate: utcDate(now - DEFAULT_SIMULATION_DAYS * DAY_MS),
    endDate: utcDate(now),
  };
}

function positive(text: string): Decimal | undefined {
  const trimmed = text.trim();
  if (!POSITIVE.test(trimmed)) return undefined;
  const value = new MathDecimal(trimmed);
  return value.gt(0) ? value : undefined;
}

function validDate(text: string): boolean {
  return DATE.test(text) && utcDate(Date.parse(`${text}T00:00:00Z`) || 0) === text;
}

/** A price's distance from the reference price, in percent (what a tracking range is sent as). */
function widthPercent(from: Decimal, to: Decimal): number {
  return Number(to.minus(from).abs().div(from).mul(100).toSignificantDigits(8).toString());
}

/**
 * Checks the inputs: prices are numbers above 0 with lower < upper; dates are days with
 * start < end and the end not after today (UTC). A tracking range is sent as its widths around
 * `referencePrice` (the pool's current price), which must lie inside it.
 */
export function validateSimulationForm(
  values: SimulationFormValues,
  context: { now: number; referencePrice: Decimal | undefined },
): SimulationFormResult {
  const errors: SimulationFormErrors = {};
  const lower = positive(values.priceLower);
  const upper = positive(values.priceUpper);
  if (!lower) errors.priceLower = 'Enter a lower price above 0';
  if (!upper) errors.priceUpper = 'Enter an upper price above 0';
  if (lower && upper && lower.gte(upper)) {
    errors.priceUpper = 'The upper price must be above the lower price';
  }
  const startValid = validDate(values.startDate);
  const endValid = validDate(values.endDate);
  if (!startValid) errors.startDate = 'Enter a start date';
  if (!endValid) errors.endDate = 'Enter an end date';
  const today = utcDate(context.now);
  if (endValid && values.endDate > today) errors.endDate = 'The end date cannot be in the future';
  if (startValid && endValid && values.startDate >= values.endDate) {
    errors.startDate = 'The start date must be before the end date';
  }
  const reference = context.referencePrice;
  if (values.method === 'Tracker' && lower && upper && !errors.priceUpper) {
    if (!reference) errors.method = 'The current price is not known yet: a tracking range needs it';
    else if (reference.lte(lower) || reference.gte(upper)) {
      errors.method = `A tracking range must contain the current price (${formatPrice(reference)})`;
    }
  }
  if (!lower || !upper || Object.keys(errors).length > 0) return { ok: false, errors };
  const period = { startDate: values.startDate, endDate: values.endDate };
  if (values.method === 'Fixed') {
    return {
      ok: true,
      params: { method: 'Fixed', priceLower: lower, priceUpper: upper, ...period },
    };
  }
  const price = reference as Decimal;
  return {
    ok: true,
    params: {
      method: 'Tracker',
      rangeWidthPercLower: widthPercent(price, lower),
      rangeWidthPercUpper: widthPercent(price, upper),
      ...period,
    },
  };
}
