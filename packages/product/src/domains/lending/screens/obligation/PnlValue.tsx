import { formatPnl, signOfFigure } from '@keel/core-math';
import { NoValue, SignedValue } from '@keel/ui-kit';
import type Decimal from 'decimal.js';

export type PnlState = { kind: 'pending' } | { kind: 'empty' } | { kind: 'value'; value: Decimal };

/**
 * A PnL figure (D§4): a clock and 'Pending' while pending, '-' when empty, the sign always shown
 * and coloured by ui-kit's one rule for signed figures (gains green, losses red).
 */
export function PnlValue({ state, unit }: { state: PnlState; unit: 'USD' | 'SOL' }) {
  if (state.kind === 'pending') {
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
  if (state.kind === 'empty') {
    return (
      <span className="keel-pnl">
        <NoValue reason="No PnL yet" />
      </span>
    );
  }
  const text =
    unit === 'USD'
      ? formatPnl(state.value)
      : formatPnl(state.value, { prefix: '', suffix: ' SOL', decimals: 4 });
  return (
    <SignedValue sign={signOfFigure(text)} positive="positive" className="keel-pnl">
      {text}
    </SignedValue>
  );
}
