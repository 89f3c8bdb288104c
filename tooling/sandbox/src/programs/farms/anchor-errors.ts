import type { PublicKey } from '@solana/web3.js';
import {
  anchorFailureIn,
  type IdlErrorCode,
  ProgramError,
} from '../../chain/execution/program-error';

/*
 * Anchor 0.29's error logging in full: where the error came from (an account, or `file:line` for
 * `require!` / `err!`) and the compared values `require_keys_eq!`, `has_one`, seeds and owner
 * checks add below it.
 */

/** Where kfarms' source files sit in its workspace, as `file!()` spells them. */
const SOURCE_ROOT = 'programs/kfarms/src/';

export interface ErrorOrigin {
  /** The Rust field name of the account a constraint failed on. */
  account?: string;
  /** `file.rs:line` under programs/kfarms/src/ of a `require!` / `err!`. */
  source?: string;
}

export type ComparedValues =
  | { pubkeys: readonly [PublicKey, PublicKey] }
  | { values: readonly [string, string] };

const farmsFailure = anchorFailureIn(SOURCE_ROOT);

/** An Anchor error as the program logs and returns it. */
export function anchorFailure(
  error: IdlErrorCode,
  origin: ErrorOrigin = {},
  compared?: ComparedValues,
): ProgramError {
  return farmsFailure(error, { ...origin, ...compared });
}

/** Anchor's entrypoint error for data shorter than a discriminator. */
export const INSTRUCTION_MISSING: IdlErrorCode = {
  code: 100,
  name: 'InstructionMissing',
  msg: '8 byte instruction identifier not provided',
};

export const TOKEN_TOKEN_PROGRAM_MISMATCH: IdlErrorCode = {
  code: 2021,
  name: 'ConstraintTokenTokenProgram',
  msg: 'A token account token program constraint was violated',
};

/**
 * A Solana ProgramError raised while Anchor deserialised an account (SPL's `unpack` failing):
 * the runtime error, with Anchor's `ProgramError caused by account` line.
 */
export function invalidAccountData(account: string): ProgramError {
  return new ProgramError('InvalidAccountData', [
    `Program log: ProgramError caused by account: ${account}. Error Code: InvalidAccountData. Error Number: 17179869184. Error Message: An account's data contents was invalid.`,
  ]);
}

/** A Rust panic (overflow-checks, `unwrap`, index out of bounds): the program aborts. */
export function programPanic(reason: string): ProgramError {
  return new ProgramError('ProgramFailedToComplete', [`Program log: panicked at '${reason}'`]);
}

/** The error with a `msg!` the program logs just before returning it. */
export function afterMessage(message: string, error: ProgramError): ProgramError {
  return new ProgramError(error.error, [`Program log: ${message}`, ...error.logs]);
}

/** Logs why an emulation stops short, then fails with the program's own error. */
export function notEmulated(what: string, error: ProgramError): ProgramError {
  return afterMessage(`sandbox: ${what} is not emulated`, error);
}
