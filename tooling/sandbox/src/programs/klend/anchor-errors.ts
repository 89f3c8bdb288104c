import type { AnchorErrorOrigin } from '@keel/chain-readers';
import {
  anchorFailureIn,
  type IdlErrorCode,
  ProgramError,
} from '../../chain/execution/program-error';
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

/** Where an error was raised (`source` below programs/klend/src), and what it compared. */
export type FailureDetail = AnchorErrorOrigin;

/**
 * An error as Anchor 0.29's entrypoint logs it when the instruction returns it: the origin (source
 * line or account), code, number and message, then the compared keys or values when there are.
 */
export const anchorFailure = anchorFailureIn(SOURCE_ROOT);

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
