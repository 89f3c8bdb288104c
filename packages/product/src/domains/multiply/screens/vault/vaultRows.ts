import {
  formatLeverage,
  formatPercent,
  formatPnl,
  formatPrice,
  formatTokenAmount,
  formatUsd,
  type RiskColour,
} from '@keel/core-math';
import type { PreviewRow } from '@keel/ui-kit';
import type { VaultPreview } from '../../data/vault/vaultPreview';
import { formatNetApy } from '../pairColumns';

const TONE: Record<RiskColour, PreviewRow['tone']> = {
  green: 'low',
  orange: 'medium',
  red: 'high',
};

/** The open form's preview: every figure from core-math's multiply maths (vaultPreview). */
export function openPreviewRows(
  preview: VaultPreview,
  symbols: { collateral: string; debt: string },
  leverage: number,
  slippagePct: string,
  apysPending: boolean,
): PreviewRow[] {
  const liquidation =
    preview.liquidationPrice === undefined
      ? '-'
      : `${formatPrice(preview.liquidationPrice, { prefix: '$' })}${
          preview.liquidationDistance
            ? ` (${formatPercent(preview.liquidationDistance, { decimals: 1 })})`
            : ''
        }`;
  return [
    { label: 'Leverage', after: formatLeverage(leverage) },
    { label: 'Position size', after: formatUsd(preview.positionSize) },
    {
      label: 'Collateral',
      after: `${formatTokenAmount(preview.collateralAfter)} ${symbols.collateral}`,
    },
    { label: 'Debt', after: `${formatTokenAmount(preview.debtAfter)} ${symbols.debt}` },
    { label: 'LTV', after: formatPercent(preview.ltv), tone: TONE[preview.risk] },
    { label: 'Liquidation price', after: liquidation },
    { label: 'Net APY', after: formatNetApy(preview.netApy, apysPending) },
    {
      label: 'Flash loan fee',
      after: `${formatTokenAmount(preview.flashLoanFee)} ${symbols.collateral}`,
    },
    { label: 'Slippage', after: `${slippagePct}%` },
  ];
}

/** The what-if rows: the same position at a moved collateral price. */
export function whatIfRows(preview: VaultPreview): PreviewRow[] {
  return [
    { label: 'Collateral price', after: formatPrice(preview.whatIf.price, { prefix: '$' }) },
    {
      label: 'LTV at that price',
      after: formatPercent(preview.whatIf.ltv),
      tone: TONE[preview.whatIf.risk],
    },
    { label: 'PnL at that price', after: formatPnl(preview.whatIf.pnl) },
  ];
}
