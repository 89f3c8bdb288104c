import { amountToLamports, type Decimal, formatPercent } from '@keel/core-math';
import { figureOr, NO_VALUE } from '@keel/ui-kit';
import { useSwapQuote } from '../../../swap/data/useSwapQuote';
import type { PairRow } from '../../data/pairRow';

/**
 * The 'Price impact' preview row of a loop that swaps `debtIn` debt tokens into collateral: the
 * route's impact for that amount (debounced as the swap form's quote), '-' saying why until it
 * answers.
 */
export function useLoopPriceImpact(row: PairRow, debtIn: Decimal, slippageBps: number) {
  const units =
    debtIn.isFinite() && debtIn.gt(0) ? amountToLamports(debtIn, row.debt.decimals) : 0n;
  const { query, outdated } = useSwapQuote(
    units > 0n
      ? {
          inputMint: row.debt.mint,
          outputMint: row.collateral.mint,
          amount: units.toString(),
          slippageBps,
          swapMode: 'ExactIn',
        }
      : undefined,
  );
  const impact = units > 0n && query.data && !outdated ? query.data.priceImpact : undefined;
  const reason =
    units === 0n ? 'Enter an amount' : query.isError ? 'No swap route found' : 'Getting a quote…';
  return {
    label: 'Price impact',
    after: figureOr(
      impact === undefined ? NO_VALUE : formatPercent(impact, { decimals: 2 }),
      reason,
    ),
  };
}
