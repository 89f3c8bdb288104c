import type { ReactNode } from 'react';
import { classNames } from '../../internal/classNames';

/** The sign of the figure shown (core-math's `signOfFigure` reads it from the formatted text). */
export type ValueSign = 'negative' | 'zero' | 'positive';

export interface SignedValueProps {
  /** Undefined for a figure without a value ('-'): shown plain. */
  sign: ValueSign | undefined;
  /**
   * How a positive figure reads: 'plain' (the default, as rates read in lists) or 'positive'
   * (green, as gains read where a figure is a result).
   */
  positive?: 'plain' | 'positive';
  children: ReactNode;
  className?: string;
}

/** The tone a signed figure takes: the one colour rule for APYs and PnL. */
export function toneOfSign(
  sign: ValueSign | undefined,
  positive: 'plain' | 'positive' = 'plain',
): 'negative' | 'positive' | 'plain' {
  if (sign === 'negative') return 'negative';
  if (sign === 'positive' && positive === 'positive') return 'positive';
  return 'plain';
}

/**
 * An APY or PnL figure coloured by its sign: red when negative, everywhere; green when positive
 * only where asked. `data-sign` carries the sign for tests and styles.
 */
export function SignedValue({ sign, positive = 'plain', children, className }: SignedValueProps) {
  const tone = toneOfSign(sign, positive);
  return (
    <span className={classNames('keel-signed', `keel-signed--${tone}`, className)} data-sign={sign}>
      {children}
    </span>
  );
}
