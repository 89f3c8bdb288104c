import { LOAD_ERROR_MESSAGES } from '@keel/api-client';
import { formatPnl, formatTokenAmount, formatUsd } from '@keel/core-math';
import { Skeleton } from '@keel/ui-kit';
import { ConnectPrompt } from '../../../../common/ConnectPrompt';
import { Figures } from '../../../../common/Figures';
import { LoadError } from '../../../../common/LoadError';
import { useWalletState } from '../../../../wallet/WalletStoreContext';
import type { StrategyModel } from '../../data/strategy/strategyModel';
import { type PnlFigure, useStrategyPosition } from '../../data/strategy/useStrategyPosition';

/** A PnL figure (D§4): a clock and 'Pending' while pending, '-' when empty, signed otherwise. */
function PnlText({ pnl }: { pnl: PnlFigure }) {
  if (pnl.kind === 'pending') {
    return (
      <span className="keel-pnl keel-pnl--pending">
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <circle cx="6" cy="6" r="5" fill="none" stroke="currentColor" />
          <path d="M6 3v3l2 1" fill="none" stroke="currentColor" />
        </svg>{' '}
        Pending
      </span>
    );
  }
  if (pnl.kind === 'empty') return <span className="keel-pnl">-</span>;
  const tone = pnl.usd.isNegative() ? 'negative' : pnl.usd.isZero() ? 'zero' : 'positive';
  return (
    <span className={`keel-pnl keel-pnl--${tone}`}>
      {formatPnl(pnl.usd)} · {formatPnl(pnl.sol, { prefix: '', suffix: ' SOL', decimals: 4 })}
    </span>
  );
}

function ConnectedPosition({ strategy, owner }: { strategy: StrategyModel; owner: string }) {
  const { position, pnl, depositedUsd, earnedUsd, error, refetch } = useStrategyPosition(
    strategy.address,
    owner,
  );
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
          ? '-'
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
        { label: 'Deposited', value: depositedUsd ? formatUsd(depositedUsd) : '-' },
        { label: 'PnL', value: <PnlText pnl={pnl} /> },
        {
          label: 'Fees and rewards earned',
          value: position && earnedUsd ? formatUsd(earnedUsd) : '-',
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
