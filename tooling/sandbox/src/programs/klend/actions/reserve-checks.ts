import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { klendError } from '../anchor-errors';
import { PROGRAM_VERSION, type ReserveAccount } from '../reserve-account';

const CHECKS = 'lending_market/lending_checks.rs';

/** `check_reserve_status_and_version`: an Obsolete reserve or another version is refused. */
export function checkReserveStatusAndVersion(context: InstructionContext, r: ReserveAccount) {
  if (r.config.status === 'Obsolete') {
    context.log('Reserve is not active');
    throw klendError('ReserveObsolete', { source: `${CHECKS}:26` });
  }
  checkReserveVersion(context, r, 31);
}

/** The version check alone, as repay and withdraw make it. */
export function checkReserveVersion(context: InstructionContext, r: ReserveAccount, line: number) {
  if (r.version !== PROGRAM_VERSION) {
    context.log('Reserve version does not match the program version');
    throw klendError('ReserveDeprecated', { source: `${CHECKS}:${line}` });
  }
}
