import type { Address } from '../address/address';

/** An Anchor program error as an IDL lists it (the program's own from 6000, Anchor's below). */
export interface AnchorErrorCode {
  readonly code: number;
  readonly name: string;
  readonly msg: string;
}

/** Where Anchor says an error came from, and what a failed comparison compared. */
export interface AnchorErrorOrigin {
  /** The accounts struct's field a constraint failed on. */
  readonly account?: string;
  /** `file!():line` of the `require!` / `err!` that raised it, from the crate's workspace root. */
  readonly source?: string;
  /** `require_keys_eq!`, `has_one` and the like: each key on a line of its own. */
  readonly pubkeys?: readonly [Address, Address];
  /** `require_eq!` and the like: `Left: x` and `Right: y`. */
  readonly values?: readonly [string, string];
}

function originText(origin: AnchorErrorOrigin): string {
  if (origin.account !== undefined) return `AnchorError caused by account: ${origin.account}.`;
  if (origin.source !== undefined) return `AnchorError thrown in ${origin.source}.`;
  return 'AnchorError occurred.';
}

/**
 * The `msg!` lines Anchor's entrypoint logs when an instruction returns an AnchorError (0.26 and
 * later): origin, code, number and message, then the compared keys or values. Without the
 * runtime's `Program log: ` prefix.
 */
export function anchorErrorLogLines(
  error: AnchorErrorCode,
  origin: AnchorErrorOrigin = {},
): string[] {
  const lines = [
    `${originText(origin)} Error Code: ${error.name}. Error Number: ${error.code}. Error Message: ${error.msg}.`,
  ];
  if (origin.pubkeys !== undefined) {
    const [left, right] = origin.pubkeys;
    lines.push('Left:', left.toBase58(), 'Right:', right.toBase58());
  }
  if (origin.values !== undefined) {
    lines.push(`Left: ${origin.values[0]}`, `Right: ${origin.values[1]}`);
  }
  return lines;
}
