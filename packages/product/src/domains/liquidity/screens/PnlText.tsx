import { formatPnl, signOfFigure } from '@keel/core-math';
import { NoValue, SignedValue } from '@keel/ui-kit';
import type { PnlFigure } from '../data/strategy/useStrategyPosition';

/**
 * A PnL figure (D§4): a clock and 'Pending' while pending, '-' when empty, signed otherwise (with
 * the SOL figure beside the USD one when the figure has it), coloured by the USD figure's sign
 * with ui-kit's one rule for signed figures.
 */
export function PnlText({ pnl }: { pnl: PnlFigure }) {
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
  if (pnl.kind === 'empty') {
    return (
      <span className="keel-pnl">
        <NoValue reason="No PnL yet" />
      </span>
    );
  }
  const usd = formatPnl(pnl.usd);
  return (
    <SignedValue sign={signOfFigure(usd)} positive="positive" className="keel-pnl">
      {usd}
      {pnl.sol ? ` · ${formatPnl(pnl.sol, { prefix: '', suffix: ' SOL', decimals: 4 })}` : null}
    </SignedValue>
  );
}
