import { formatPercent, formatTokenAmount, formatUsd } from '@keel/core-math';
import type { PreviewRow, PreviewTone } from '../../../actions/PreviewRows';
import type { LiquidationPreview, TokenFigure } from './liquidationPreview';

const TONES = { green: 'low', orange: 'medium', red: 'high' } as const satisfies Record<
  LiquidationPreview['riskAfter'],
  PreviewTone
>;

const tokens = (figure: TokenFigure | undefined, symbol: string) =>
  figure ? `${formatTokenAmount(figure.amount, { symbol })} (${formatUsd(figure.value)})` : '-';

/**
 * The liquidation's rows: what is repaid and received (amount and USD), the bonus and the
 * protocol's cut of it, and the obligation's LTV before and after.
 */
export function liquidationPreviewRows(
  preview: LiquidationPreview,
  symbols: { debt: string; collateral: string },
): PreviewRow[] {
  const { result } = preview;
  return [
    { label: 'You repay', after: tokens(preview.repay, symbols.debt) },
    { label: 'You receive', after: tokens(preview.received, symbols.collateral) },
    { label: 'Liquidation bonus', after: result.ok ? formatPercent(result.bonusRate) : '-' },
    { label: 'Protocol fee', after: tokens(preview.protocolFee, symbols.collateral) },
    {
      label: 'Obligation LTV',
      before: formatPercent(preview.ltvBefore),
      after: formatPercent(preview.ltvAfter),
      tone: TONES[preview.riskAfter],
    },
  ];
}
