import { type VaultErrorName, vaultError } from '@keel/vault-programs';
import { type IdlErrorCode, ProgramError } from '../../chain/execution/program-error';

/** `file!()` of the program's sources, as its `require!` / `err!` errors name them. */
const SOURCE_ROOT = 'programs/kvault/src/';

/** An error as Anchor's entrypoint logs it: where it was raised, code, number, message. */
export function vaultFailure(name: VaultErrorName, source?: string): ProgramError {
  const error: IdlErrorCode = vaultError(name);
  const origin =
    source === undefined
      ? 'AnchorError occurred.'
      : `AnchorError thrown in ${SOURCE_ROOT}${source}.`;
  return new ProgramError({ Custom: error.code }, [
    `Program log: ${origin} Error Code: ${error.name}. Error Number: ${error.code}. Error Message: ${error.msg}.`,
  ]);
}
