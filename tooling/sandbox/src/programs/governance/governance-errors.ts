import { ProgramError } from '../../chain/execution/program-error';
import { governanceErrorInfo } from './governance-error-codes';

/**
 * An spl-governance error as the program reports it: the custom code and the line its
 * PrintProgramError writes (`GOVERNANCE-ERROR: …`, or `GOVERNANCE-TOOLS-ERROR: …` for 1100+).
 */
export function governanceError(name: string): ProgramError {
  const info = governanceErrorInfo(name);
  const prefix = info.code >= 1100 ? 'GOVERNANCE-TOOLS-ERROR' : 'GOVERNANCE-ERROR';
  return new ProgramError({ Custom: info.code }, [`Program log: ${prefix}: ${info.message}`]);
}
