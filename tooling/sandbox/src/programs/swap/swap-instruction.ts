import type { InstructionContext } from '../../chain/execution/instruction-context';
import type { ArgsReader } from '../anchor/anchor-accounts';
import { tokenTransfer } from '../runtime/token-cpi';
import { loadSwapAccounts } from './swap-accounts';
import { noQuoteError, swapError } from './swap-errors';
import { impactFraction, quoteSwap, type SwapMode } from './swap-pricing';

/**
 * swap { amount_in, minimum_amount_out } (ExactIn) and swap_exact_out { amount_out,
 * maximum_amount_in } (ExactOut): prices the swap with the shared rule at the oracle's prices, then
 * moves the input from the user to the pool vault (the user signs) and the output from the pool
 * vault to the user (the pool authority PDA signs).
 */
export function executeSwap(context: InstructionContext, args: ArgsReader, mode: SwapMode): void {
  const amount = args.u64();
  const limit = args.u64();
  const accounts = loadSwapAccounts(context);
  const { input, output } = accounts;
  if (input.mint.equals(output.mint)) throw swapError('SameMint');
  const result = quoteSwap({
    mode,
    amount,
    input: input.leg,
    output: output.leg,
    outputReserve: output.vaultAmount,
  });
  if (!result.ok) throw noQuoteError(result.reason);
  const quote = result.quote;
  const withinLimit = mode === 'ExactIn' ? quote.outAmount >= limit : quote.inAmount <= limit;
  if (!withinLimit) {
    context.log(
      mode === 'ExactIn'
        ? `Slippage: out ${quote.outAmount} is below the minimum ${limit}`
        : `Slippage: in ${quote.inAmount} is above the maximum ${limit}`,
    );
    throw swapError('SlippageToleranceExceeded');
  }
  tokenTransfer(context, {
    tokenProgram: input.tokenProgram,
    source: accounts.source,
    destination: input.vault,
    authority: accounts.user,
    amount: quote.inAmount,
    mint: { address: input.mint, decimals: input.decimals },
  });
  tokenTransfer(context, {
    tokenProgram: output.tokenProgram,
    source: output.vault,
    destination: accounts.destination,
    authority: accounts.authority,
    amount: quote.outAmount,
    mint: { address: output.mint, decimals: output.decimals },
    pdaSigned: true,
  });
  context.log(
    `Swapped ${quote.inAmount} ${input.mint.toBase58()} for ${quote.outAmount} ${output.mint.toBase58()} (fee ${quote.feeAmount}, price impact ${impactFraction(quote)})`,
  );
}
