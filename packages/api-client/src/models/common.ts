import Decimal from 'decimal.js';
import { withDefault } from '../schema/combinators';
import { decimal } from '../schema/primitives';
import type { Schema } from '../schema/schema';

/** A decimal that is 0 when absent or null. */
export function decimalOrZero(): Schema<Decimal> {
  return withDefault(decimal(), () => new Decimal(0));
}

/**
 * Wire keys that carry the product slug, e.g. `acmeApy` for slug 'acme' and suffix 'Apy'.
 * The models expose them under brand-neutral names (`productApy`).
 */
export function slugKey(slug: string, suffix: string): string {
  return `${slug}${suffix}`;
}
