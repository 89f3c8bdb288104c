import type { Address } from '@keel/chain-readers';
import { findProgramErrorCode } from './programErrorCode';
import { type RegistrarErrorInfo, registrarError } from './registrarErrors';

/**
 * The registrar error behind a failure (see findProgramErrorCode for the accepted shapes), or
 * null. When the logs name the failing program and `vsrProgramId` is given, a code raised by
 * another program is not taken for a registrar error.
 */
export function registrarErrorFor(
  error: unknown,
  options: { vsrProgramId?: Address } = {},
): RegistrarErrorInfo | null {
  const found = findProgramErrorCode(error);
  if (found === null) return null;
  const { vsrProgramId } = options;
  if (found.programId !== null && vsrProgramId && found.programId !== vsrProgramId.toBase58()) {
    return null;
  }
  return registrarError(found.code) ?? null;
}

/** The readable copy of a registrar error behind a failure, or null. */
export function registrarErrorMessage(
  error: unknown,
  options: { vsrProgramId?: Address } = {},
): string | null {
  return registrarErrorFor(error, options)?.message ?? null;
}
