import type Decimal from 'decimal.js';

/** A boost multiplier: '1.5x'; '-' when there is none. */
export function formatBoost(boost: Decimal | null | undefined): string {
  return boost ? `${boost.toDecimalPlaces(2).toFixed()}x` : '-';
}

/** A boost's API name as words: 'loyalty_bonus' → 'Loyalty bonus'. */
export function boostLabel(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}
