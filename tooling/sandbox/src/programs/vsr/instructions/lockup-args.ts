import type { LockupKind } from '@keel/governance-registry';
import { ANCHOR_ERRORS, anchorError } from '../../../chain/execution/program-error';
import type { ArgsReader } from '../../anchor/anchor-accounts';
import { LOCKUP_KIND_BY_BYTE } from '../state/lockup';

/** LockupKind as a Borsh enum byte; an unknown variant does not deserialize. */
export function readLockupKind(args: ArgsReader): LockupKind {
  const kind = LOCKUP_KIND_BY_BYTE[args.u8()];
  if (kind === undefined) throw anchorError(ANCHOR_ERRORS.InstructionDidNotDeserialize);
  return kind;
}

/** `{:?}` of LockupKind in the program's log lines. */
export function lockupKindDebug(kind: LockupKind): string {
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}
