import type { EarnVaultMetrics } from '@keel/api-client';
import { formatPnl, formatUsd } from '@keel/core-math';
import { figureOr, Skeleton } from '@keel/ui-kit';
import { Figures } from '../../../../common/Figures';
import { signedFigure } from '../../../../common/signedFigure';
import { formatLendingAmount } from '../../../lending/screens/formatLendingAmount';
import { useWalletVaultFigures } from '../../data/earnHooks';
import { earnPositionView } from '../../data/position';
import { useVaultWriteData } from '../../data/writes/hooks';

/**
 * The connected wallet's position in the vault: shares and the tokens they redeem for, read from
 * the chain as the deposit and withdraw forms read them (so a write shows at once and both agree),
 * their value, profit and loss (the API's) and interest earned. Nothing without a wallet; a short
 * note without a position.
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
  const chain = useVaultWriteData(vault, wallet);
  const { pnl, history } = useWalletVaultFigures(vault, wallet);
  const position = chain.position;
  if (position === undefined && !chain.error) {
    return (
      <section aria-label="Your position" aria-busy="true">
        <h2 className="keel-section-title">Your position</h2>
        <Skeleton shape="block" height={96} />
      </section>
    );
  }
  // The shares count those staked in the vault's farm as well as those in the wallet.
  if (!position || position.shares.isZero()) {
    return (
      <section aria-label="Your position">
        <h2 className="keel-section-title">Your position</h2>
        <p>
          {chain.error
            ? 'Your position could not be loaded.'
            : 'You have no deposit in this vault.'}
        </p>
      </section>
    );
  }
  const view = earnPositionView({
    shares: position.shares,
    tokens: position.tokens,
    metrics,
    pnl: pnl.data,
    history: history.data,
  });
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
          value: signedFigure(pending(pnl.isLoading, view.pnlUsd ? formatPnl(view.pnlUsd) : '-'), {
            reason: 'PnL could not be loaded',
            positive: 'positive',
          }),
        },
        {
          label: 'Interest earned',
          value: figureOr(
            pending(
              history.isLoading,
              view.interestEarnedUsd ? formatUsd(view.interestEarnedUsd) : '-',
            ),
            'Interest history could not be loaded',
          ),
        },
      ]}
    />
  );
}
