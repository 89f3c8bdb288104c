import { EMPTY_VALUE } from './number-text';

/** The sign a formatted figure shows, which is the one its colour follows. */
export type FigureSign = 'negative' | 'zero' | 'positive';

/**
 * The sign of a figure as formatted (formatApy, formatPnl, formatPercent …): negative when the
 * text carries a minus or sits below a floor of zero or less ('<0%'), zero when it shows no
 * non-zero digit (a tiny loss rounded to '0.00%' is not red), positive otherwise. Undefined for
 * the empty value '-'.
 */
export function signOfFigure(text: string): FigureSign | undefined {
  const shown = text.trim();
  if (shown === EMPTY_VALUE || shown === '') return undefined;
  if (/^<\s*[-−]?0(?:[.,]0*)?\D*$/.test(shown)) return 'negative';
  if (!/[1-9]/.test(shown)) return 'zero';
  if (/^[<>]?\s*[-−]/.test(shown)) return 'negative';
  return 'positive';
}
