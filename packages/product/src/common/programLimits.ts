import { formatTokenAmount, lamportsToAmount } from '@keel/core-math';

/** The largest value of a program's u64 field: the programs' "unlimited". */
export const U64_MAX = (1n << 64n) - 1n;
/** The largest value of a program's i64 field (a withdrawal cap's capacity). */
export const I64_MAX = (1n << 63n) - 1n;

/** How an unlimited cap reads. */
export const NO_CAP = 'No cap';

/** Whether a stored cap is the program's unlimited value (u64::MAX, or i64::MAX in an i64). */
export const isNoCap = (raw: bigint): boolean => raw === U64_MAX || raw === I64_MAX;

/** A raw token amount in whole tokens with thousands separators: '1,250,000 JLP'. */
export function tokenAmountText(raw: bigint, decimals: number, symbol: string): string {
  return formatTokenAmount(lamportsToAmount(raw.toString(), decimals), { decimals, symbol });
}

/** A raw token cap: 'No cap' for the unlimited value, else its amount ('1,250,000 JLP'). */
export function tokenCapText(raw: bigint, decimals: number, symbol: string): string {
  return isNoCap(raw) ? NO_CAP : tokenAmountText(raw, decimals, symbol);
}
