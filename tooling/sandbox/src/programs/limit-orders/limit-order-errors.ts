import { type LimitOrderErrorName, limitOrderError } from '@keel/limit-order-programs';
import { anchorError, ProgramError } from '../../chain/execution/program-error';

/** `file!()` of the program's sources, as its `require!` errors name them. */
const SOURCE_ROOT = 'programs/limo/src/';

/** The limit-order program's own error (ErrorCode, 6000 and up), as Anchor's entrypoint logs it. */
export function limitOrderFailure(name: LimitOrderErrorName, source?: string): ProgramError {
  const error = limitOrderError(name);
  if (source === undefined) return anchorError(error);
  return new ProgramError({ Custom: error.code }, [
    `Program log: AnchorError thrown in ${SOURCE_ROOT}${source}. Error Code: ${error.name}. Error Number: ${error.code}. Error Message: ${error.msg}.`,
  ]);
}
