import { REGISTRAR_ERRORS, RegistrarRuleError } from '@keel/governance-registry';
import { anchorError, type ProgramError } from '../../chain/execution/program-error';

/** A VsrError as the program raises it (code 6000 + index, the program's own message). */
export function vsrError(name: string): ProgramError {
  const info = [...REGISTRAR_ERRORS.values()].find((entry) => entry.name === name);
  if (info === undefined) throw new Error(`Unknown VSR error ${name}`);
  return anchorError({ code: info.code, name, msg: info.programMessage });
}

/** Runs governance-registry's replay of a rule, turning its rule error into the program's error. */
export function asProgramRule<T>(rule: () => T): T {
  try {
    return rule();
  } catch (caught) {
    if (caught instanceof RegistrarRuleError) throw vsrError(caught.errorName);
    throw caught;
  }
}
