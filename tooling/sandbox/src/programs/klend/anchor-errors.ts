import type { PublicKey } from '@solana/web3.js';
import { type IdlErrorCode, ProgramError } from '../../chain/execution/program-error';
import { KLEND_ERRORS, type KlendErrorName } from './errors';

/** Anchor 0.29 errors klend can return that the shared ANCHOR_ERRORS table does not list. */
export const MORE_ANCHOR_ERRORS = {
  InstructionMissing: {
    code: 100,
    name: 'InstructionMissing',
    msg: '8 byte instruction identifier not provided',
  },
} as const satisfies Record<string, IdlErrorCode>;

/** `file!()` of the program's sources, as its error logs name them. */
const SOURCE_ROOT = 'programs/klend/src/';

export interface FailureDetail {
  /** Where `err!` / `require!` raises it: a path below programs/klend/src and the line. */
  source?: string;
  /** An account constraint: the accounts struct's field name (Anchor logs it). */
  account?: string;
  /** `with_pubkeys`: Anchor logs both keys after the error line. */
  pubkeys?: readonly [PublicKey, PublicKey];
  /** `with_values` (require_eq! and the like). */
  values?: readonly [string, string];
}

function originOf(detail: FailureDetail): string {
  if (detail.account !== undefined) return `AnchorError caused by account: ${detail.account}.`;
  if (detail.source !== undefined) return `AnchorError thrown in ${SOURCE_ROOT}${detail.source}.`;
  return 'AnchorError occurred.';
}

/**
 * An error as Anchor 0.29's entrypoint logs it when the instruction returns it: the origin (source
 * line or account), code, number and message, then the compared keys or values when there are.
 */
export function anchorFailure(error: IdlErrorCode, detail: FailureDetail = {}): ProgramError {
  const lines = [
    `Program log: ${originOf(detail)} Error Code: ${error.name}. Error Number: ${error.code}. Error Message: ${error.msg}.`,
  ];
  if (detail.pubkeys !== undefined) {
    const [left, right] = detail.pubkeys;
    lines.push(
      'Program log: Left:',
      `Program log: ${left.toBase58()}`,
      'Program log: Right:',
      `Program log: ${right.toBase58()}`,
    );
  }
  if (detail.values !== undefined) {
    lines.push(`Program log: Left: ${detail.values[0]}`, `Program log: Right: ${detail.values[1]}`);
  }
  return new ProgramError({ Custom: error.code }, lines);
}

/**
 * `{:?}` of an anchor_lang Error (the program logs it when it swallows one): klend's error with
 * the source line it was raised at, or none.
 */
export function errorDebug(name: KlendErrorName, source?: string): string {
  const error = KLEND_ERRORS[name];
  const origin =
    source === undefined
      ? 'None'
      : `Some(Source(Source { filename: "${SOURCE_ROOT}${source.replace(/:(\d+)$/, '", line: $1')} }))`;
  return `AnchorError(AnchorError { error_name: "${error.name}", error_code_number: ${error.code}, error_msg: "${error.msg}", error_origin: ${origin}, compared_values: None })`;
}

/** One of klend's own errors (LendingError), raised where `source` says. */
export function klendError(name: KlendErrorName, detail: FailureDetail = {}): ProgramError {
  return anchorFailure(KLEND_ERRORS[name], detail);
}

/**
 * The program panics (`unwrap()` on an error, an arithmetic overflow): the runtime reports
 * ProgramFailedToComplete after the panic message.
 */
export function panic(message: string, location?: string): never {
  const at = location === undefined ? '' : `, ${SOURCE_ROOT}${location}`;
  throw new ProgramError('ProgramFailedToComplete', [`Program log: panicked at '${message}'${at}`]);
}

/** Not emulated yet: fails visibly instead of pretending to succeed. */
export function notEmulated(what: string): never {
  throw new ProgramError('InvalidInstructionData', [
    `Program log: ${what} is not emulated by the sandbox yet`,
  ]);
}
