import { MathDecimal, type NumericInput, toDecimal } from '../decimal';

export type RiskColour = 'green' | 'orange' | 'red';

/** How far below the liquidation LTV the near-liquidation variant turns orange. */
export const NEAR_LIQUIDATION_MARGIN = new MathDecimal('0.05');

/**
 * Risk colour of an LTV (all fractions): red at or above the liquidation LTV, orange at or above
 * the max LTV, green otherwise. A non-numeric or NaN LTV is treated as red (unknown is unsafe).
 */
export function riskColour(
  ltv: NumericInput,
  thresholds: { maxLtv: NumericInput; liquidationLtv: NumericInput },
): RiskColour {
  const value = toDecimal(ltv);
  if (value.isNaN()) return 'red';
  if (value.gte(toDecimal(thresholds.liquidationLtv))) return 'red';
  if (value.gte(toDecimal(thresholds.maxLtv))) return 'orange';
  return 'green';
}

/**
 * The variant without a max LTV: orange from (liquidation LTV − 0.05), red from the liquidation
 * LTV. Used where the max LTV is not the relevant warning line (e.g. leveraged positions).
 */
export function riskColourNearLiquidation(
  ltv: NumericInput,
  liquidationLtv: NumericInput,
  margin: NumericInput = NEAR_LIQUIDATION_MARGIN,
): RiskColour {
  const liquidation = toDecimal(liquidationLtv);
  return riskColour(ltv, {
    maxLtv: liquidation.minus(toDecimal(margin)),
    liquidationLtv: liquidation,
  });
}
