import Decimal from 'decimal.js';
import { AMOUNT_REASONS, type AmountLimit } from '../../../actions/amountProblem';
import { SOL_MINT, type SwapToken } from './swapTokens';

/** SOL kept back from a SOL swap's Max for the fees and the wrapped-SOL account's rent. */
export const SOL_FEE_RESERVE = new Decimal('0.01');

/** The amount in may not exceed the balance (less the fee reserve for SOL); none without a wallet. */
export function swapAmountLimits(token: SwapToken, connected: boolean): AmountLimit[] {
  if (!connected) return [];
  const max =
    token.mint === SOL_MINT ? Decimal.max(0, token.balance.minus(SOL_FEE_RESERVE)) : token.balance;
  return [{ max, reason: AMOUNT_REASONS.insufficientBalance }];
}

/** The pair the form opens with: SOL → USDC when listed, else the first two tokens. */
export function defaultPair(tokens: readonly SwapToken[]): { input?: string; output?: string } {
  const input = tokens.find((t) => t.mint === SOL_MINT) ?? tokens[0];
  const output =
    tokens.find((t) => t.symbol === 'USDC' && t.verified && t.mint !== input?.mint) ??
    tokens.find((t) => t.mint !== input?.mint);
  return { input: input?.mint, output: output?.mint };
}
