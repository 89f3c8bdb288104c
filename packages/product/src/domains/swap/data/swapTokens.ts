import type { TokenInfo } from '@keel/api-client';
import { shortenAddress } from '@keel/core-math';
import Decimal from 'decimal.js';

/** The wrapped-SOL mint, which also stands for native SOL in the swap. */
export const SOL_MINT = 'So11111111111111111111111111111111111111112';

/** A token the pickers offer, with what the wallet holds of it. */
export interface SwapToken {
  mint: string;
  symbol: string;
  name: string;
  decimals: number;
  logoURI: string;
  verified: boolean;
  /** False for a held mint the token list does not know: shown by its mint, with a warning. */
  known: boolean;
  /** Whole tokens held (0 when none or no wallet). */
  balance: Decimal;
  /** USD per token; null when unpriced. */
  price: Decimal | null;
  /** USD value of the balance; null when unpriced. */
  value: Decimal | null;
}

/** What the wallet holds of one mint (the side panel's balance rows fit). */
export interface HeldToken {
  mint: string;
  amount: Decimal;
  /** USD value; null when the mint has no price. */
  value: Decimal | null;
}

const ZERO = new Decimal(0);

/**
 * The pickers' tokens: the swap list (in its order, by volume) plus any held mint it lacks,
 * each with the wallet's balance and price, in the D§5 order.
 */
export function swapTokens(input: {
  list: readonly TokenInfo[];
  held: readonly HeldToken[];
  /** Latest USD prices by mint, for tokens not held. */
  prices?: ReadonlyMap<string, Decimal>;
}): SwapToken[] {
  const heldByMint = new Map(input.held.map((row) => [row.mint, row]));
  const seen = new Set<string>();
  const tokens: SwapToken[] = [];
  for (const info of input.list) {
    if (seen.has(info.address)) continue;
    seen.add(info.address);
    tokens.push(withHolding(fromInfo(info), heldByMint.get(info.address), input.prices));
  }
  for (const row of input.held) {
    if (seen.has(row.mint) || row.amount.lte(0)) continue;
    seen.add(row.mint);
    tokens.push(withHolding(unknownToken(row.mint), row, input.prices));
  }
  return sortSwapTokens(tokens);
}

function fromInfo(info: TokenInfo): SwapToken {
  return {
    mint: info.address,
    symbol: info.symbol,
    name: info.name,
    decimals: info.decimals,
    logoURI: info.logoURI,
    verified: info.verified,
    known: true,
    balance: ZERO,
    price: null,
    value: null,
  };
}

/** A mint the list lacks: named by its shortened address, never verified. */
export function unknownToken(mint: string, decimals = 0): SwapToken {
  return {
    mint,
    symbol: shortenAddress(mint),
    name: 'Unknown token',
    decimals,
    logoURI: '',
    verified: false,
    known: false,
    balance: ZERO,
    price: null,
    value: null,
  };
}

function withHolding(
  token: SwapToken,
  held: HeldToken | undefined,
  prices: ReadonlyMap<string, Decimal> | undefined,
): SwapToken {
  const balance = held?.amount ?? ZERO;
  const heldPrice =
    held?.value != null && held.amount.gt(0) ? held.value.div(held.amount) : undefined;
  const price = heldPrice ?? prices?.get(token.mint) ?? null;
  const value = held?.value ?? (price === null ? null : balance.times(price));
  return { ...token, balance, price, value };
}

/**
 * D§5: held first, verified first, priced first, then by value (highest first). Ties keep the
 * list's own order (by volume), so the sort is stable.
 */
export function sortSwapTokens(tokens: readonly SwapToken[]): SwapToken[] {
  const rank = (token: SwapToken) => [
    token.balance.gt(0) ? 0 : 1,
    token.verified ? 0 : 1,
    token.price !== null ? 0 : 1,
  ];
  return tokens
    .map((token, index) => ({ token, index }))
    .sort((a, b) => {
      const ra = rank(a.token);
      const rb = rank(b.token);
      for (let i = 0; i < ra.length; i += 1) {
        const diff = (ra[i] ?? 0) - (rb[i] ?? 0);
        if (diff !== 0) return diff;
      }
      const va = a.token.value ?? ZERO;
      const vb = b.token.value ?? ZERO;
      if (!va.eq(vb)) return vb.cmp(va);
      return a.index - b.index;
    })
    .map(({ token }) => token);
}
