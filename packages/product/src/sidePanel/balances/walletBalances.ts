import { shortenAddress } from '@keel/core-math';
import Decimal from 'decimal.js';

/** The wrapped-SOL mint, which also stands for the native SOL balance. */
export const NATIVE_SOL_MINT = 'So11111111111111111111111111111111111111112';
const SOL_DECIMALS = 9;

export interface RawTokenBalance {
  mint: string;
  /** Base units. */
  amount: bigint;
}

export interface BalanceTokenInfo {
  address: string;
  symbol: string;
  decimals: number;
  logoURI?: string | undefined;
}

export interface BalanceRow {
  mint: string;
  /** The token list's symbol; the shortened mint address for a token it does not list. */
  symbol: string;
  /** Whether the token list knows the mint (an unlisted one is named by its address). */
  listed: boolean;
  logoURI: string | undefined;
  /** In whole tokens; null while the mint's decimals are unknown (never guessed). */
  amount: Decimal | null;
  /** USD value; null when the token has no price or its amount is unknown. */
  value: Decimal | null;
}

export interface BalanceInput {
  nativeLamports: bigint | undefined;
  tokenAccounts: readonly RawTokenBalance[];
  tokens: readonly BalanceTokenInfo[];
  prices: ReadonlyMap<string, Decimal>;
  /**
   * Each held mint's own decimals, read from chain (null: the account is not a mint); undefined
   * while the read is pending or when it failed — the token list's decimals stand in meanwhile.
   */
  mintDecimals?: ReadonlyMap<string, number | null> | undefined;
}

/** The mint's own decimals when read, else the token list's; null when neither is known. */
function decimalsOf(mint: string, input: BalanceInput, info: BalanceTokenInfo | undefined) {
  if (mint === NATIVE_SOL_MINT) return SOL_DECIMALS;
  const onChain = input.mintDecimals?.get(mint);
  if (onChain !== undefined && onChain !== null) return onChain;
  return info?.decimals ?? null;
}

/** The mints whose metadata and prices the balances tab needs. */
export function balanceMints(input: Pick<BalanceInput, 'nativeLamports' | 'tokenAccounts'>) {
  const mints = new Set(input.tokenAccounts.filter((a) => a.amount > 0n).map((a) => a.mint));
  if (input.nativeLamports !== undefined && input.nativeLamports > 0n) mints.add(NATIVE_SOL_MINT);
  return [...mints].sort();
}

/**
 * The balances tab (O§2.7): native SOL and the token accounts of both programs, summed per mint,
 * zero balances omitted, sorted by USD value (priced first, unpriced at the bottom), then by
 * symbol. Amounts use the mint's own decimals; a mint the token list lacks is named by its
 * shortened address, and its amount stays unknown until the mint is read rather than guessed.
 */
export function buildBalanceRows(input: BalanceInput): BalanceRow[] {
  const totals = new Map<string, bigint>();
  for (const account of input.tokenAccounts) {
    if (account.amount <= 0n) continue;
    totals.set(account.mint, (totals.get(account.mint) ?? 0n) + account.amount);
  }
  if (input.nativeLamports !== undefined && input.nativeLamports > 0n) {
    totals.set(NATIVE_SOL_MINT, (totals.get(NATIVE_SOL_MINT) ?? 0n) + input.nativeLamports);
  }
  const infoByMint = new Map(input.tokens.map((token) => [token.address, token]));
  const rows = [...totals].map(([mint, raw]): BalanceRow => {
    const info = infoByMint.get(mint);
    const decimals = decimalsOf(mint, input, info);
    const amount =
      decimals === null ? null : new Decimal(raw.toString()).div(new Decimal(10).pow(decimals));
    const price = input.prices.get(mint);
    const native = mint === NATIVE_SOL_MINT;
    return {
      mint,
      symbol: native ? 'SOL' : (info?.symbol ?? shortenAddress(mint)),
      listed: native || info !== undefined,
      logoURI: info?.logoURI,
      amount,
      value: price === undefined || amount === null ? null : amount.mul(price),
    };
  });
  return rows.sort((a, b) => {
    if (a.value !== null && b.value !== null && !a.value.eq(b.value)) return b.value.cmp(a.value);
    if (a.value === null && b.value !== null) return 1;
    if (a.value !== null && b.value === null) return -1;
    return a.symbol.localeCompare(b.symbol);
  });
}

/** The sum of the priced rows (a token without a price or a known amount counts for nothing). */
export function totalBalanceValue(rows: readonly BalanceRow[]): Decimal {
  return rows.reduce((sum, row) => (row.value ? sum.add(row.value) : sum), new Decimal(0));
}
