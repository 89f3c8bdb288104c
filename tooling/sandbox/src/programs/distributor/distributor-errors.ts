import type { PublicKey } from '@solana/web3.js';
import { type IdlErrorCode, ProgramError } from '../../chain/execution/program-error';
import { type DistributorErrorName, distributorErrorCode } from './distributor-error-codes';

/** `file!()` of the program's sources, as its `require!` errors name them. */
const SOURCE_ROOT = 'programs/merkle-distributor/src/';

export interface DistributorFailure {
  /** `require!` at `instructions/<file>.rs:<line>` (Anchor logs where it was raised). */
  source?: string;
  /** An account constraint: the accounts struct's field name. */
  account?: string;
  /** The compared keys Anchor logs after a key constraint's error line. */
  pubkeys?: readonly [PublicKey, PublicKey];
}

/** An error as Anchor 0.28's entrypoint logs it: origin, code, number, message, compared keys. */
export function anchorFailure(error: IdlErrorCode, detail: DistributorFailure = {}): ProgramError {
  const origin =
    detail.account !== undefined
      ? `AnchorError caused by account: ${detail.account}.`
      : detail.source !== undefined
        ? `AnchorError thrown in ${SOURCE_ROOT}${detail.source}.`
        : 'AnchorError occurred.';
  const lines = [
    `Program log: ${origin} Error Code: ${error.name}. Error Number: ${error.code}. Error Message: ${error.msg}.`,
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
  return new ProgramError({ Custom: error.code }, lines);
}

/** The distributor's own error (ErrorCode, 6000 and up). */
export function distributorFailure(
  name: DistributorErrorName,
  detail: DistributorFailure = {},
): ProgramError {
  return anchorFailure(distributorErrorCode(name), detail);
}
