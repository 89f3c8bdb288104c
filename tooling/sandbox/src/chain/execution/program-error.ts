import { type AnchorErrorOrigin, anchorErrorLogLines } from '@keel/chain-readers';
import type { InstructionErrorJson } from '../transaction-error';

/**
 * How an emulated program fails: the instruction error the runtime reports, and the lines the
 * program logged on its way out (Anchor logs the error's code, number and message).
 */
export class ProgramError extends Error {
  override readonly name = 'ProgramError';

  constructor(
    readonly error: InstructionErrorJson,
    readonly logs: readonly string[] = [],
  ) {
    super(typeof error === 'string' ? error : JSON.stringify(error));
  }
}

/** A program error from an IDL's error list (Anchor numbering: 6000 and up). */
export interface IdlErrorCode {
  code: number;
  name: string;
  msg: string;
}

/**
 * How an Anchor program whose sources `file!()` spells under `sourceRoot` fails: Anchor's error
 * lines (origin, code, number, message, compared keys or values), then `custom program error`.
 */
export function anchorFailureIn(
  sourceRoot: string,
): (error: IdlErrorCode, origin?: AnchorErrorOrigin) => ProgramError {
  return (error, origin = {}) => {
    const where =
      origin.source === undefined ? origin : { ...origin, source: `${sourceRoot}${origin.source}` };
    return new ProgramError(
      { Custom: error.code },
      anchorErrorLogLines(error, where).map((line) => `Program log: ${line}`),
    );
  };
}

/**
 * An Anchor program's error as the program itself raises it: `custom program error: 0x…` with
 * Anchor's log line. `account` names the account a constraint failed on.
 */
export function anchorError(error: IdlErrorCode, account?: string): ProgramError {
  return anchorFailureIn('')(error, account === undefined ? {} : { account });
}

/** Anchor's own account-constraint errors (anchor-lang's ErrorCode), as programs report them. */
export const ANCHOR_ERRORS = {
  InstructionFallbackNotFound: {
    code: 101,
    name: 'InstructionFallbackNotFound',
    msg: 'Fallback functions are not supported',
  },
  InstructionDidNotDeserialize: {
    code: 102,
    name: 'InstructionDidNotDeserialize',
    msg: 'The program could not deserialize the given instruction',
  },
  ConstraintMut: { code: 2000, name: 'ConstraintMut', msg: 'A mut constraint was violated' },
  ConstraintHasOne: {
    code: 2001,
    name: 'ConstraintHasOne',
    msg: 'A has one constraint was violated',
  },
  ConstraintSigner: {
    code: 2002,
    name: 'ConstraintSigner',
    msg: 'A signer constraint was violated',
  },
  ConstraintRaw: { code: 2003, name: 'ConstraintRaw', msg: 'A raw constraint was violated' },
  ConstraintOwner: { code: 2004, name: 'ConstraintOwner', msg: 'An owner constraint was violated' },
  ConstraintSeeds: { code: 2006, name: 'ConstraintSeeds', msg: 'A seeds constraint was violated' },
  ConstraintAssociated: {
    code: 2009,
    name: 'ConstraintAssociated',
    msg: 'An associated constraint was violated',
  },
  ConstraintAddress: {
    code: 2012,
    name: 'ConstraintAddress',
    msg: 'An address constraint was violated',
  },
  ConstraintTokenMint: {
    code: 2014,
    name: 'ConstraintTokenMint',
    msg: 'A token mint constraint was violated',
  },
  ConstraintTokenOwner: {
    code: 2015,
    name: 'ConstraintTokenOwner',
    msg: 'A token owner constraint was violated',
  },
  RequireEqViolated: {
    code: 2501,
    name: 'RequireEqViolated',
    msg: 'A require_eq expression was violated',
  },
  RequireKeysEqViolated: {
    code: 2502,
    name: 'RequireKeysEqViolated',
    msg: 'A require_keys_eq expression was violated',
  },
  AccountDiscriminatorAlreadySet: {
    code: 3000,
    name: 'AccountDiscriminatorAlreadySet',
    msg: 'The account discriminator was already set on this account',
  },
  AccountDiscriminatorNotFound: {
    code: 3001,
    name: 'AccountDiscriminatorNotFound',
    msg: 'No 8 byte discriminator was found on the account',
  },
  AccountDiscriminatorMismatch: {
    code: 3002,
    name: 'AccountDiscriminatorMismatch',
    msg: '8 byte discriminator did not match what was expected',
  },
  AccountDidNotDeserialize: {
    code: 3003,
    name: 'AccountDidNotDeserialize',
    msg: 'Failed to deserialize the account',
  },
  AccountNotEnoughKeys: {
    code: 3005,
    name: 'AccountNotEnoughKeys',
    msg: 'Not enough account keys given to the instruction',
  },
  AccountNotMutable: {
    code: 3006,
    name: 'AccountNotMutable',
    msg: 'The given account is not mutable',
  },
  AccountOwnedByWrongProgram: {
    code: 3007,
    name: 'AccountOwnedByWrongProgram',
    msg: 'The given account is owned by a different program than expected',
  },
  InvalidProgramId: { code: 3008, name: 'InvalidProgramId', msg: 'Program ID was not as expected' },
  AccountNotSigner: { code: 3010, name: 'AccountNotSigner', msg: 'The given account did not sign' },
  AccountNotSystemOwned: {
    code: 3011,
    name: 'AccountNotSystemOwned',
    msg: 'The given account is not owned by the system program',
  },
  AccountNotInitialized: {
    code: 3012,
    name: 'AccountNotInitialized',
    msg: 'The program expected this account to be already initialized',
  },
  AccountSysvarMismatch: {
    code: 3015,
    name: 'AccountSysvarMismatch',
    msg: 'The given public key does not match the required sysvar',
  },
} as const satisfies Record<string, IdlErrorCode>;
