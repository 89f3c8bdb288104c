import { anchorFailureIn, type ProgramError } from '../../chain/execution/program-error';
import { STRATEGY_ERRORS, type StrategyErrorName } from './kliquidity-error-codes';

/** `file!()` of the program's sources, as its `require!` / `err!` lines name them. */
const SOURCE_ROOT = 'programs/yvaults/src/';

/** An error as the program's Anchor entrypoint logs it: origin, code, number, message. */
export const strategyFailure = anchorFailureIn(SOURCE_ROOT);

/** The program's own error (ErrorCode, 6000 and up), raised in `source` (a handler file). */
export function liquidityFailure(name: StrategyErrorName, source?: string): ProgramError {
  return strategyFailure(STRATEGY_ERRORS[name], source === undefined ? {} : { source });
}
