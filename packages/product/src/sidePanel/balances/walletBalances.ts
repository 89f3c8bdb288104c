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
  symbol: string;
  logoURI: string | undefined;
  amount: Decimal;
  /** USD value; null when the token has no price. */
  value: Decimal | null;
}

export interface BalanceInput {
  nativeLamports: bigint | undefined;
  tokenAccounts: readonly RawTokenBalance[];
  tokens: readonly BalanceTokenInfo[];
  prices: ReadonlyMap<string, Decimal>;
}

/** The mints whose metadata and prices the balances tab needs. */
export function balanceMints(input: Pick<BalanceInput, 'nativeLamports' | 'tokenAccounts'>) {
  const mints = new Set(input.tokenAccounts.filter((a) => a.amount > 0n).map((a) => a.mint));
  if (input.nativeLamports !== undefined && input.nativeLamports > 0n) mints.add(NATIVE_SOL_MINT);
  return [...mints].sort();
}

/**
 * The balances tab (O§2.7): native SOL and the token accounts of both programs, summed per mint,
 * zero balances omitted, sorted by USD value (priced first), then by symbol. A mint without
 * metadata is shown by its address with no decimals applied rather than guessed.
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
    const decimals = mint === NATIVE_SOL_MINT ? SOL_DECIMALS : (info?.decimals ?? 0);
    const amount = new Decimal(raw.toString()).div(new Decimal(10).pow(decimals));
    const price = input.prices.get(mint);
    return {
      mint,
      symbol: mint === NATIVE_SOL_MINT ? 'SOL' : (info?.symbol ?? mint),
      logoURI: info?.logoURI,
      amount,
      value: price === undefined ? null : amount.mul(price),
    };
  });
  return rows.sort((a, b) => {
    if (a.value !== null && b.value !== null && !a.value.eq(b.value)) return b.value.cmp(a.value);
    if (a.value === null && b.value !== null) return 1;
    if (a.value !== null && b.value === null) return -1;
    return a.symbol.localeCompare(b.symbol);
  });
}

/** The sum of the priced rows. */
export function totalBalanceValue(rows: readonly BalanceRow[]): Decimal {
  return rows.reduce((sum, row) => (row.value ? sum.add(row.value) : sum), new Decimal(0));
}
