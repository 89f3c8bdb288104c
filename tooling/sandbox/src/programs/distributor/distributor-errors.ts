import type { AnchorErrorOrigin } from '@keel/chain-readers';
import { anchorFailureIn, type ProgramError } from '../../chain/execution/program-error';
import { type DistributorErrorName, distributorErrorCode } from './distributor-error-codes';

/** `file!()` of the program's sources, as its `require!` errors name them. */
const SOURCE_ROOT = 'programs/merkle-distributor/src/';

/**
 * An error as Anchor 0.28's entrypoint logs it: origin (a `require!` at `instructions/<file>.rs:
 * <line>`, or an account constraint's field), code, number, message, compared keys.
 */
export const anchorFailure = anchorFailureIn(SOURCE_ROOT);

/** The distributor's own error (ErrorCode, 6000 and up). */
export function distributorFailure(
  name: DistributorErrorName,
  detail: AnchorErrorOrigin = {},
): ProgramError {
  return anchorFailure(distributorErrorCode(name), detail);
}
