import type { SwapQuote } from '@keel/api-client';
import { formatTokenAmount, tokenAmountDisplay } from '@keel/core-math';
import type { SimulationCheck } from '@keel/wallet-connect';
import Decimal from 'decimal.js';
import { movedOf, movementCheck } from '../../../actions/movementCheck';
import { fromBaseUnits, type QuotedToken } from './swapPreview';

/**
 * The swap's preview checked against its simulation: what the wallet receives of the output
 * token (read from its token accounts, or its SOL, before and after) must be at least the
 * quote's minimum — the "Minimum received" row, at the user's slippage.
 */
export function swapCheck(quote: SwapQuote, output: QuotedToken): SimulationCheck {
  const show = (raw: bigint) =>
    formatTokenAmount(fromBaseUnits(new Decimal(raw.toString()), output.decimals), {
      ...tokenAmountDisplay(output.symbol),
      symbol: output.symbol,
    });
  const minimum = BigInt(quote.otherAmountThreshold.toFixed(0, Decimal.ROUND_UP));
  return movementCheck((wallet) => {
    const received = movedOf(wallet, quote.outputMint);
    return [
      {
        label: `${output.symbol} received`,
        preview: `at least ${show(minimum)}`,
        simulated: show(received > 0n ? received : 0n),
        agrees: received >= minimum,
      },
    ];
  });
}
