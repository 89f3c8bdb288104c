import { amountToLamports, lamportsToAmount } from '@keel/core-math';
import {
  counterpartAmount,
  type StrategyHoldings,
  tokensForShares,
} from '@keel/liquidity-programs';
import type Decimal from 'decimal.js';
import { AMOUNT_REASONS, parseAmount } from '../../../../actions/amountProblem';

export type DepositSide = 'a' | 'b';

export interface DepositPlan {
  /** Raw units of A and B the deposit offers (the typed side and its counterpart). */
  amountA: bigint;
  amountB: bigint;
  /** Whole tokens of the side that was not typed, in the strategy's ratio. */
  other: Decimal;
  /** Shares (whole) the deposit is expected to mint. */
  shares: Decimal;
  /** Why it cannot be submitted, or undefined. */
  problem: string | undefined;
}

/**
 * Raw shares a deposit of raw `amountA` and `amountB` mints: the scarcer part of the holdings it
 * adds, at the share price (0 before any holdings exist).
 */
export function depositShares(
  holdings: StrategyHoldings,
  amountA: bigint,
  amountB: bigint,
): bigint {
  let shares: bigint | null = null;
  const sides: Array<[bigint, bigint]> = [
    [amountA, holdings.totalA],
    [amountB, holdings.totalB],
  ];
  for (const [amount, total] of sides) {
    if (total === 0n) continue;
    const part = (amount * holdings.sharesIssued) / total;
    if (shares === null || part < shares) shares = part;
  }
  return shares ?? 0n;
}

/**
 * A deposit typed in one token: the other follows the strategy's ratio of holdings, and the
 * shares follow the part of the holdings it adds (what the program mints at the share price).
 */
export function depositPlan(input: {
  holdings: StrategyHoldings;
  wallet: { a: bigint; b: bigint };
  symbols: { a: string; b: string };
  side: DepositSide;
  amount: string;
}): DepositPlan {
  const { holdings, side } = input;
  const typed = parseAmount(input.amount);
  const decimals = side === 'a' ? holdings.decimalsA : holdings.decimalsB;
  const raw = typed ? amountToLamports(typed, decimals) : 0n;
  const other = counterpartAmount(holdings, side, raw);
  const [amountA, amountB] = side === 'a' ? [raw, other] : [other, raw];
  const shares = depositShares(holdings, amountA, amountB);
  let problem: string | undefined;
  if (raw === 0n) problem = AMOUNT_REASONS.enter;
  else if (amountA > input.wallet.a) problem = `Insufficient ${input.symbols.a} balance`;
  else if (amountB > input.wallet.b) problem = `Insufficient ${input.symbols.b} balance`;
  else if (!shares) problem = 'The amounts are too small to mint a share';
  return {
    amountA,
    amountB,
    other: lamportsToAmount(other, side === 'a' ? holdings.decimalsB : holdings.decimalsA),
    shares: lamportsToAmount(shares, holdings.sharesDecimals),
    problem,
  };
}

export interface WithdrawPlan {
  /** Raw shares to burn. */
  shares: bigint;
  /** Whole tokens of A and B they stand for. */
  a: Decimal;
  b: Decimal;
  problem: string | undefined;
}

/** A withdrawal typed in shares: the tokens they stand for, refused beyond the wallet's shares. */
export function withdrawPlan(input: {
  holdings: StrategyHoldings;
  walletShares: bigint;
  amount: string;
}): WithdrawPlan {
  const { holdings } = input;
  const typed = parseAmount(input.amount);
  const shares = typed ? amountToLamports(typed, holdings.sharesDecimals) : 0n;
  const tokens = tokensForShares(shares, holdings);
  let problem: string | undefined;
  if (shares === 0n) problem = AMOUNT_REASONS.enter;
  else if (shares > input.walletShares) problem = 'Insufficient shares';
  return {
    shares,
    a: lamportsToAmount(tokens.a, holdings.decimalsA),
    b: lamportsToAmount(tokens.b, holdings.decimalsB),
    problem,
  };
}
