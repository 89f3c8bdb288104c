import { LOAD_ERROR_MESSAGES } from '@keel/api-client';
import { formatTokenAmount, formatUsd } from '@keel/core-math';
import { figureOr, Skeleton } from '@keel/ui-kit';
import { ConnectPrompt } from '../../../../common/ConnectPrompt';
import { Figures } from '../../../../common/Figures';
import { LoadError } from '../../../../common/LoadError';
import { useFailureToast } from '../../../../common/useFailureToast';
import { useWalletState } from '../../../../wallet/WalletStoreContext';
import type { StrategyModel } from '../../data/strategy/strategyModel';
import { useStrategyPosition } from '../../data/strategy/useStrategyPosition';
import { PnlText } from '../PnlText';

/** Why the deposit figures of a position have no value. */
const NO_HISTORY = 'No deposit history for this position';

function ConnectedPosition({ strategy, owner }: { strategy: StrategyModel; owner: string }) {
  const { position, pnl, depositedUsd, earnedUsd, error, refetch } = useStrategyPosition(
    strategy.address,
    owner,
  );
  // D§8: the portfolio's toast, under the portfolio's key (one toast wherever it shows).
  useFailureToast(error, LOAD_ERROR_MESSAGES.userPositions, `liquidity-positions-${owner}`);
  if (error) {
    return <LoadError title={LOAD_ERROR_MESSAGES.userPositions} error={error} onRetry={refetch} />;
  }
  if (position === undefined) return <Skeleton shape="block" height={120} />;
  const value =
    position === null
      ? formatUsd(0)
      : position.value === undefined
        ? '…'
        : position.value === null
          ? figureOr('-', 'Not priced')
          : formatUsd(position.value);
  return (
    <Figures
      title="Your position"
      figures={[
        {
          label: 'Shares',
          value: position ? formatTokenAmount(position.shares) : formatTokenAmount(0),
        },
        {
          label: 'Staked shares',
          value: position ? formatTokenAmount(position.stakedShares) : formatTokenAmount(0),
        },
        { label: 'Value', value: <span data-testid="strategy-position-value">{value}</span> },
        {
          label: 'Deposited',
          value: figureOr(depositedUsd ? formatUsd(depositedUsd) : '-', NO_HISTORY),
        },
        { label: 'PnL', value: <PnlText pnl={pnl} /> },
        {
          label: 'Fees and rewards earned',
          value: figureOr(position && earnedUsd ? formatUsd(earnedUsd) : '-', NO_HISTORY),
        },
      ]}
    />
  );
}

/** The connected wallet's position in the strategy, or a prompt to connect one. */
export function StrategyPosition({ strategy }: { strategy: StrategyModel }) {
  const owner = useWalletState((state) => state.session?.address);
  if (!owner) return <ConnectPrompt text="Connect a wallet to see your position." />;
  return <ConnectedPosition strategy={strategy} owner={owner} />;
}
