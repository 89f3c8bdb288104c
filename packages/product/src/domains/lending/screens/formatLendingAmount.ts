import { formatTokenAmount, tokenAmountDisplay } from '@keel/core-math';
import type Decimal from 'decimal.js';

export interface LendingAmountOptions {
  /** K, M, B, T suffixes from 1 000 up. */
  compact?: boolean;
  /** Append the symbol ('12.50 USDC'); on by default. */
  showSymbol?: boolean;
}

/**
 * A token amount as every lending screen shows it: stablecoins with 2 decimals (4 significant
 * digits below 1), other tokens with up to 6, always truncated.
 */
export function formatLendingAmount(
  value: Decimal,
  symbol: string,
  { compact = false, showSymbol = true }: LendingAmountOptions = {},
): string {
  return formatTokenAmount(value, {
    ...tokenAmountDisplay(symbol),
    compact,
    ...(showSymbol && symbol ? { symbol } : {}),
  });
}

/** A cap in tokens, or 'No cap' when it is unlimited. */
export function formatCapAmount(value: Decimal, symbol: string, options?: LendingAmountOptions) {
  return value.isFinite() ? formatLendingAmount(value, symbol, options) : 'No cap';
}
