import {
  formatPercent,
  MathDecimal,
  type NumericInput,
  percentToFraction,
  tryToDecimal,
} from '@keel/core-math';

/** Basis points in one whole (100 %). */
const BPS_PER_WHOLE = 10_000;
/** A percent a form accepts for a bps setting: at most two decimals (one bp). */
const PERCENT_TEXT = /^\d+(\.\d{1,2})?$/;

/** A setting stored in bps, read in percent with two decimals: 525 → '5.25%'. */
export function bpsPercentText(bps: NumericInput): string {
  const value = tryToDecimal(bps);
  return formatPercent(value === undefined ? undefined : value.div(BPS_PER_WHOLE));
}

/** A setting stored in bps as a form edits it, in percent: 525 → '5.25', 500 → '5'. */
export function bpsToPercentInput(bps: NumericInput): string {
  return new MathDecimal(bps.toString()).div(100).toFixed();
}

/** A form's percent as the bps the program stores ('5.25' → 525); undefined when not one. */
export function percentInputToBps(text: string): number | undefined {
  const value = text.trim();
  if (!PERCENT_TEXT.test(value)) return undefined;
  return tryToDecimal(value)?.times(100).toNumber();
}

/**
 * A percent as a form holds it, read like every percent of the manager: '5.25' → '5.25%',
 * '70' → '70.00%'; the text itself when it is not a number.
 */
export function percentInputText(text: string): string {
  const value = tryToDecimal(text.trim());
  return value === undefined ? text : formatPercent(percentToFraction(value));
}
