import { formatApy, formatUsd } from '@keel/core-math';
import type Decimal from 'decimal.js';

const DASH = '-';

/** An API APY (a fraction) as the product shows it; '-' when missing. */
export const apyText = (value: Decimal | undefined): string =>
  value === undefined ? DASH : formatApy(value);

/** A USD value; '-' when missing. */
export const usdText = (value: Decimal | undefined): string =>
  value === undefined ? DASH : formatUsd(value);

/** Ascending comparator over an optional decimal; missing values sort first ascending. */
export const byOptional =
  <Row>(value: (row: Row) => Decimal | undefined) =>
  (a: Row, b: Row): number => {
    const x = value(a);
    const y = value(b);
    if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? -1 : 1;
    return x.comparedTo(y);
  };
