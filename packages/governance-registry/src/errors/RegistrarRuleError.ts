import { REGISTRAR_ERROR_CODES, type RegistrarErrorName, registrarError } from './registrarErrors';

/**
 * A computation or preview broke a rule the program enforces with the same code (e.g. a lockup
 * whose length is not whole periods, 6010). Carries the code so the UI shows the same copy as
 * for the on-chain failure.
 */
export class RegistrarRuleError extends Error {
  override readonly name = 'RegistrarRuleError';
  readonly code: number;
  readonly errorName: RegistrarErrorName;
  readonly detail: string;

  constructor(errorName: RegistrarErrorName, detail: string) {
    const code = REGISTRAR_ERROR_CODES[errorName];
    super(`${registrarError(code)?.message ?? errorName} (${detail})`);
    this.code = code;
    this.errorName = errorName;
    this.detail = detail;
  }
}
