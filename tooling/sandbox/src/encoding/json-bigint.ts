const MARK = '\u0000bigint:';
const MARKED = /"\\u0000bigint:(-?\d+)"/g;

/**
 * JSON.stringify that writes bigints as bare JSON integers. Solana RPC sends u64 values such as
 * lamports and `rentEpoch` (18446744073709551615) as plain numbers, beyond what a JS number holds.
 */
export function stringifyJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? `${MARK}${item.toString()}` : item,
  );
  return text.replace(MARKED, '$1');
}
