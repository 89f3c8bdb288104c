import {
  type Decimal,
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
  const level = preview.liquidation.level;
  const liquidation =
    level === undefined
      ? '-'
      : `${formatLevel(level, preview.liquidation.unit, symbols)}${
          preview.liquidationDistance
            ? ` (${formatPercent(preview.liquidationDistance, { decimals: 1 })})`
            : ''
        }`;
  return [
    // The rate the position earns at this leverage comes first.
    { label: 'Net APY', after: formatNetApy(preview.netApy, apysPending) },
    { label: 'Leverage', after: formatLeverage(leverage) },
    { label: 'Position size', after: formatUsd(preview.positionSize) },
    {
      label: 'Collateral',
      after: `${formatTokenAmount(preview.collateralAfter)} ${symbols.collateral}`,
    },
    { label: 'Debt', after: `${formatTokenAmount(preview.debtAfter)} ${symbols.debt}` },
    { label: 'LTV', after: formatPercent(preview.ltv), tone: TONE[preview.risk] },
    {
      label: preview.liquidation.unit === 'ratio' ? 'Liquidation ratio' : 'Liquidation price',
      after: liquidation,
    },
    {
      label: 'Flash loan fee',
      after: `${formatTokenAmount(preview.flashLoanFee)} ${symbols.collateral}`,
    },
    { label: 'Slippage', after: `${slippagePct}%` },
  ];
}

/** Decimals of a correlated pair's ratio: its moves are a few tenths of a percent. */
const RATIO_DECIMALS = 4;

/** A liquidation level: '$102.66', or for a correlated pair '1.0421 JitoSOL/SOL'. */
export function formatLevel(
  level: Decimal,
  unit: 'usd' | 'ratio',
  symbols: { collateral: string; debt: string },
): string {
  return unit === 'ratio'
    ? `${formatPrice(level, { decimals: RATIO_DECIMALS })} ${symbols.collateral}/${symbols.debt}`
    : formatPrice(level, { prefix: '$' });
}

/** The what-if rows: the same position at a moved collateral price (or pair ratio). */
export function whatIfRows(
  preview: VaultPreview,
  symbols: { collateral: string; debt: string },
): PreviewRow[] {
  const ratio = preview.whatIf.unit === 'ratio';
  return [
    {
      label: ratio ? `${symbols.collateral}/${symbols.debt} ratio` : 'Collateral price',
      after: formatLevel(preview.whatIf.price, preview.whatIf.unit, symbols),
    },
    {
      label: 'LTV at that price',
      after: formatPercent(preview.whatIf.ltv),
      tone: TONE[preview.whatIf.risk],
    },
    { label: 'PnL at that price', after: formatPnl(preview.whatIf.pnl) },
  ];
}
