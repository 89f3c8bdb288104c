import type { EarnVaultMetrics } from '@keel/api-client';
import { formatPnl, formatUsd } from '@keel/core-math';
import { Skeleton } from '@keel/ui-kit';
import { Figures } from '../../../../common/Figures';
import { formatLendingAmount } from '../../../lending/screens/formatLendingAmount';
import { useEarnPositions, useWalletVaultFigures } from '../../data/earnHooks';
import { earnPositionView } from '../../data/position';

/**
 * The connected wallet's position in the vault: shares, their value, profit and loss (the API's)
 * and interest earned. Nothing without a wallet; a short note without a position.
 */
export function VaultPosition({
  vault,
  wallet,
  metrics,
  symbol,
}: {
  vault: string;
  wallet: string;
  metrics: EarnVaultMetrics;
  symbol: string;
}) {
  const positions = useEarnPositions(wallet);
  const { pnl, history } = useWalletVaultFigures(vault, wallet);
  if (positions.data === undefined && !positions.error) {
    return (
      <section aria-label="Your position" aria-busy="true">
        <h2 className="keel-section-title">Your position</h2>
        <Skeleton shape="block" height={96} />
      </section>
    );
  }
  const position = positions.data?.find((p) => p.vaultAddress === vault);
  // The total counts the shares staked in the vault's farm as well as those in the wallet.
  const shares = position?.totalShares;
  if (!shares || shares.isZero()) {
    return (
      <section aria-label="Your position">
        <h2 className="keel-section-title">Your position</h2>
        <p>
          {positions.error
            ? 'Your position could not be loaded.'
            : 'You have no deposit in this vault.'}
        </p>
      </section>
    );
  }
  const view = earnPositionView({ shares, metrics, pnl: pnl.data, history: history.data });
  const pending = (loading: boolean, text: string) => (loading ? '…' : text);
  return (
    <Figures
      title="Your position"
      figures={[
        { label: 'Shares', value: formatLendingAmount(view.shares, '') },
        { label: 'Value', value: formatUsd(view.valueUsd) },
        { label: 'Value in tokens', value: formatLendingAmount(view.tokens, symbol) },
        {
          label: 'PnL',
          value: pending(pnl.isLoading, view.pnlUsd ? formatPnl(view.pnlUsd) : '-'),
        },
        {
          label: 'Interest earned',
          value: pending(
            history.isLoading,
            view.interestEarnedUsd ? formatUsd(view.interestEarnedUsd) : '-',
          ),
        },
      ]}
    />
  );
}
