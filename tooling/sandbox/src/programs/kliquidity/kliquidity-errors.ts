import { type IdlErrorCode, ProgramError } from '../../chain/execution/program-error';
import { STRATEGY_ERRORS, type StrategyErrorName } from './kliquidity-error-codes';

/** `file!()` of the program's sources, as its `require!` / `err!` lines name them. */
const SOURCE_ROOT = 'programs/yvaults/src/';

/** An error as the program's Anchor entrypoint logs it: origin, code, number, message. */
export function strategyFailure(
  error: IdlErrorCode,
  detail: { source?: string; account?: string } = {},
): ProgramError {
  const origin =
    detail.account !== undefined
      ? `AnchorError caused by account: ${detail.account}.`
      : detail.source !== undefined
        ? `AnchorError thrown in ${SOURCE_ROOT}${detail.source}.`
        : 'AnchorError occurred.';
  return new ProgramError({ Custom: error.code }, [
    `Program log: ${origin} Error Code: ${error.name}. Error Number: ${error.code}. Error Message: ${error.msg}.`,
  ]);
}

/** The program's own error (ErrorCode, 6000 and up), raised in `source` (a handler file). */
export function liquidityFailure(name: StrategyErrorName, source?: string): ProgramError {
  return strategyFailure(STRATEGY_ERRORS[name], source === undefined ? {} : { source });
}
