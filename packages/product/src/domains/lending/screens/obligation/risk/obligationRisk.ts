import { formatPercent, type RiskColour } from '@keel/core-math';
import type Decimal from 'decimal.js';
import type { ObligationView } from '../../../data/obligationView';

/** The band of an obligation that needs its owner: orange from the max LTV, red at liquidation. */
export type AtRiskColour = Exclude<RiskColour, 'green'>;

/** An at-risk obligation's LTV against its two thresholds (fractions, from core-math's stats). */
export interface ObligationRisk {
  risk: AtRiskColour;
  ltv: Decimal;
  maxLtv: Decimal;
  liquidationLtv: Decimal;
}

/**
 * The obligation's risk when its LTV band is not green (the data spec's bands: orange at or
 * above the max LTV, red at or above the liquidation LTV); null for a healthy or debt-free one.
 */
export function obligationRisk(
  view: Pick<ObligationView, 'risk' | 'stats'> | undefined,
): ObligationRisk | null {
  if (!view?.stats.hasDebt || view.risk === 'green') return null;
  return {
    risk: view.risk,
    ltv: view.stats.loanToValue,
    maxLtv: view.stats.maxLtv,
    liquidationLtv: view.stats.liquidationLtv,
  };
}

/** Red before orange: the order at-risk positions are listed in. */
export const RISK_RANK: Readonly<Record<AtRiskColour, number>> = { red: 0, orange: 1 };

export const RISK_TITLE: Readonly<Record<AtRiskColour, string>> = {
  orange: 'Position at risk',
  red: 'Position can be liquidated',
};

/** 'LTV 77.50% · max 74.00% · liquidation 79.00%': the figure against both thresholds. */
export function ltvAgainstThresholds(risk: Omit<ObligationRisk, 'risk'>): string {
  return `LTV ${formatPercent(risk.ltv)} · max ${formatPercent(risk.maxLtv)} · liquidation ${formatPercent(risk.liquidationLtv)}`;
}

/** What the owner reads under the banner's title. */
export function riskAdvice(risk: AtRiskColour): string {
  return risk === 'red'
    ? 'The LTV has reached the liquidation LTV. Repay or add collateral now to lower it.'
    : 'The LTV is above the max LTV and close to the liquidation LTV. Repay or add collateral to lower it.';
}

/** '1 position at risk', '2 positions at risk'. */
export function atRiskCountText(count: number): string {
  return `${count} ${count === 1 ? 'position' : 'positions'} at risk`;
}
