import type { Address } from '@keel/chain-readers';
import { anchorFailureIn, ProgramError } from '../../chain/execution/program-error';
import { type VsrErrorName, vsrErrorCode } from './vsr-error-codes';

/** `file!()` of the program's crate, as Anchor's `error!` records where it was raised. */
const vsrFailure = anchorFailureIn('programs/voter-stake-registry/src/');

/** Where the program raises an error, and what a `require_*!` macro compared. */
export interface VsrRaise {
  /** `<file under src/>:<line of the macro>`. */
  at: string;
  /** `require_eq! / _gt! / _gte!`: the two values, logged as `Left: …` / `Right: …`. */
  values?: readonly [bigint | number, bigint | number];
  /** `require_keys_eq!`: the two keys, each logged on its own line. */
  keys?: readonly [Address, Address];
}

/**
 * A VsrError as Anchor 0.26 logs and returns it: "AnchorError thrown in <file>:<line>", the
 * compared values of the `require_*!` that raised it, then `custom program error: 6000 + index`.
 */
export function vsrError(name: VsrErrorName, raise: VsrRaise): ProgramError {
  const values = raise.values?.map(String) as [string, string] | undefined;
  return vsrFailure(vsrErrorCode(name), { source: raise.at, values, pubkeys: raise.keys });
}

/** A Rust panic in the program (an `unwrap()` on None, an index out of bounds). */
export function vsrPanic(reason: string): ProgramError {
  return new ProgramError('ProgramFailedToComplete', [`Program log: panicked at '${reason}'`]);
}
