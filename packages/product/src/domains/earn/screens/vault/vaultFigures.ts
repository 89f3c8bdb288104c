import type { EarnVault, EarnVaultMetrics, EarnVaultMetricsPoint } from '@keel/api-client';
import {
  formatApy,
  formatCompact,
  formatCount,
  formatPercent,
  formatUsd,
  MathDecimal,
} from '@keel/core-math';
import type Decimal from 'decimal.js';
import type { Figure } from '../../../../common/Figures';
import { formatLendingAmount } from '../../../lending/screens/formatLendingAmount';
import { incentivesApy } from '../../data/vaultRows';

const BPS = new MathDecimal(10_000);

/** A fee in basis points as a percent; '-' when the vault does not say. */
export const feeText = (bps: EarnVault['state']['performanceFeeBps']) =>
  bps === undefined ? '-' : formatPercent(bps.div(BPS));

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
  const reward = (value: Decimal | undefined) => (rewardsPending ? '…' : formatApy(value));
  return [
    { label: 'APY', value: formatApy(metrics.apy) },
    { label: '7D APY', value: formatApy(metrics.apy7d) },
    { label: '30D APY', value: formatApy(metrics.apy30d) },
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
    { label: 'Performance fee', value: feeText(vault.state.performanceFeeBps) },
    { label: 'Management fee', value: feeText(vault.state.managementFeeBps) },
  ];
}
