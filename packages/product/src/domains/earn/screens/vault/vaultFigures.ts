import type { EarnVault, EarnVaultMetrics, EarnVaultMetricsPoint } from '@keel/api-client';
import {
  formatApy,
  formatCompact,
  formatCount,
  formatPercent,
  formatUsd,
  MathDecimal,
} from '@keel/core-math';
import { figureOr } from '@keel/ui-kit';
import type Decimal from 'decimal.js';
import type { Figure } from '../../../../common/Figures';
import { signedFigure } from '../../../../common/signedFigure';
import { formatLendingAmount } from '../../../lending/screens/formatLendingAmount';
import { incentivesApy } from '../../data/vaultRows';

const BPS = new MathDecimal(10_000);
const REWARDS_NOT_LOADED = 'Rewards could not be loaded';

/** A fee in basis points as a percent; '-' (saying so) when the vault does not say. */
const feeFigure = (bps: EarnVault['state']['performanceFeeBps']) =>
  figureOr(bps === undefined ? '-' : formatPercent(bps.div(BPS)), 'Not set by the vault');

/**
 * The vault's headline figures: APYs, TVL, share price and holders. The reward figures show '…'
 * while the latest history point is `rewardsPending` (they would jump from '-'); a failed read
 * leaves them '-'.
 */
export function overviewFigures(
  metrics: EarnVaultMetrics,
  symbol: string,
  latest: EarnVaultMetricsPoint | undefined,
  rewardsPending = false,
): Figure[] {
  const tvl = metrics.tokensAvailableUsd.plus(metrics.tokensInvestedUsd);
  const reward = (value: Decimal | undefined) =>
    signedFigure(rewardsPending ? '…' : formatApy(value), { reason: REWARDS_NOT_LOADED });
  const apy = (value: Decimal | undefined) =>
    signedFigure(formatApy(value), { reason: 'Not reported for this vault' });
  return [
    { label: 'APY', value: apy(metrics.apy) },
    { label: '7D APY', value: apy(metrics.apy7d) },
    { label: '30D APY', value: apy(metrics.apy30d) },
    { label: 'Farm rewards APY', value: reward(latest?.apyFarmRewards) },
    { label: 'Incentives APY', value: reward(latest ? incentivesApy(latest) : undefined) },
    // Compact, as the vault lists show it.
    { label: 'TVL', value: formatCompact(tvl, { prefix: '$' }) },
    {
      label: 'Total deposits',
      value: formatLendingAmount(metrics.tokensAvailable.plus(metrics.tokensInvested), symbol, {
        compact: true,
      }),
    },
    {
      label: 'Available in the vault',
      value: formatCompact(metrics.tokensAvailableUsd, { prefix: '$' }),
    },
    {
      label: 'Invested in reserves',
      value: formatCompact(metrics.tokensInvestedUsd, { prefix: '$' }),
    },
    { label: 'Share price', value: formatUsd(metrics.sharePrice) },
    {
      label: 'Tokens per share',
      value: formatLendingAmount(metrics.tokensPerShare, symbol),
    },
    { label: 'Holders', value: formatCount(metrics.numberOfHolders) },
  ];
}

/** The vault's fees. */
export function feeFigures(vault: EarnVault): Figure[] {
  return [
    { label: 'Performance fee', value: feeFigure(vault.state.performanceFeeBps) },
    { label: 'Management fee', value: feeFigure(vault.state.managementFeeBps) },
  ];
}
