import { formatPercent, formatTokenAmount, formatUsd } from '@keel/core-math';
import { figureOr, NO_VALUE } from '@keel/ui-kit';
import type { ReactNode } from 'react';
import type { PreviewRow, PreviewTone } from '../../../actions/PreviewRows';
import {
  LIQUIDATION_REFUSALS,
  type LiquidationPreview,
  type TokenFigure,
} from './liquidationPreview';

const TONES = { green: 'low', orange: 'medium', red: 'high' } as const satisfies Record<
  LiquidationPreview['riskAfter'],
  PreviewTone
>;

const tokens = (figure: TokenFigure | undefined, symbol: string, refusal: ReactNode) =>
  figure ? `${formatTokenAmount(figure.amount, { symbol })} (${formatUsd(figure.value)})` : refusal;

/**
 * The liquidation's rows: what is repaid and received (amount and USD), the bonus and the
 * protocol's cut of it, and the obligation's LTV before and after.
 */
export function liquidationPreviewRows(
  preview: LiquidationPreview,
  symbols: { debt: string; collateral: string },
): PreviewRow[] {
  const { result } = preview;
  // Without a liquidation the figures are dashes that give the program's refusal.
  const refusal = result.ok ? null : figureOr(NO_VALUE, LIQUIDATION_REFUSALS[result.refusal]);
  return [
    { label: 'You repay', after: tokens(preview.repay, symbols.debt, refusal) },
    { label: 'You receive', after: tokens(preview.received, symbols.collateral, refusal) },
    { label: 'Liquidation bonus', after: result.ok ? formatPercent(result.bonusRate) : refusal },
    { label: 'Protocol fee', after: tokens(preview.protocolFee, symbols.collateral, refusal) },
    {
      label: 'Obligation LTV',
      before: formatPercent(preview.ltvBefore),
      after: formatPercent(preview.ltvAfter),
      tone: TONES[preview.riskAfter],
    },
  ];
}
