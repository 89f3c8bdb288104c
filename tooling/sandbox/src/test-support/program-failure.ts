import { ProgramError } from '../chain/execution/program-error';

/** The ProgramError `run` throws (any other throw passes through; no throw fails the test). */
export function programFailure(run: () => unknown): ProgramError {
  try {
    run();
  } catch (error) {
    if (error instanceof ProgramError) return error;
    throw error;
  }
  throw new Error('expected the program to fail');
}
