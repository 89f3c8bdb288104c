import type { ReactNode } from 'react';

/** What a figure without a value shows. */
export const NO_VALUE = '-';

/**
 * '-' with the reason there is no figure ('No price', 'TVL not loaded'), on hover and to screen
 * readers: a dash never stands alone.
 */
export function NoValue({ reason }: { reason: string }) {
  return (
    <abbr className="keel-no-value" title={reason} aria-label={reason}>
      {NO_VALUE}
    </abbr>
  );
}

/** A formatted figure, or its reason when the formatter had no value to show ('-'). */
export function figureOr(text: string, reason: string): ReactNode {
  return text === NO_VALUE ? <NoValue reason={reason} /> : text;
}
