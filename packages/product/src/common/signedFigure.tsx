import { signOfFigure } from '@keel/core-math';
import { NoValue, SignedValue } from '@keel/ui-kit';
import type { ReactNode } from 'react';

/** What a '-' says when the caller gives no better reason. */
export const NOT_AVAILABLE = 'Not available';

export interface SignedFigureOptions {
  /** Why there is no figure, for a '-'. */
  reason?: string;
  /** 'positive' paints gains green (PnL); rates stay plain above zero. */
  positive?: 'plain' | 'positive';
}

/**
 * An APY or PnL as formatted, painted by the sign the text shows (ui-kit's one colour rule):
 * red below zero wherever it appears; a '-' carries its reason. A borrow APY is a cost shown as a
 * positive number, so it reads plain; only a figure shown below zero is red.
 */
export function signedFigure(text: string, options: SignedFigureOptions = {}): ReactNode {
  if (text.trim() === '-') return <NoValue reason={options.reason ?? NOT_AVAILABLE} />;
  return (
    <SignedValue sign={signOfFigure(text)} positive={options.positive ?? 'plain'}>
      {text}
    </SignedValue>
  );
}
