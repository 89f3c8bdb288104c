import { useApiQuery } from '@keel/api-client/react';
import type Decimal from 'decimal.js';
import type { SwapToken } from '../swapTokens';
import { marketPrice } from './limitMath';

/**
 * The market's price of the input in the output: from the tokens' own USD prices (the wallet's
 * holdings), else from the latest price of each side (a pair the wallet does not hold); null
 * while those are asked or when a side has none.
 */
export function usePairMarketPrice(input: SwapToken, output: SwapToken): Decimal | null {
  const known = marketPrice(input, output);
  const latest = useApiQuery((q) =>
    q.prices.latest(known === null ? [input.mint, output.mint] : undefined),
  );
  if (known !== null) return known;
  const prices = latest.data;
  return marketPrice(
    { ...input, price: input.price ?? prices?.get(input.mint) ?? null },
    { ...output, price: output.price ?? prices?.get(output.mint) ?? null },
  );
}
