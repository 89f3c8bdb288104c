import {
  type DepositEntry,
  type LockupKind,
  previewResetLockup,
  REGISTRAR_ERROR_CODES,
  type RegistrarData,
  RegistrarRuleError,
  registrarError,
} from '@keel/governance-registry';
import type Decimal from 'decimal.js';

export type LockupChangePreview =
  | {
      status: 'ready';
      /** Raw vote weight of the deposit right after the change (formatVoteWeight). */
      votingPower: bigint;
      /** votingPower ÷ baseline; null when the baseline is 0. */
      multiplier: Decimal | null;
    }
  /** The program would refuse this change; `message` is the registrar's copy. */
  | { status: 'invalid'; message: string };

/**
 * The exact vote weight a deposit would have right after reset_lockup with this kind and
 * `periods` at `chainUnixTs` (governance-registry's previewResetLockup), or why the program would
 * refuse it.
 */
export function lockupChangePreview(input: {
  registrar: Pick<RegistrarData, 'votingMints' | 'timeOffset'>;
  entry: DepositEntry;
  kind: LockupKind;
  periods: number;
  chainUnixTs: bigint;
}): LockupChangePreview {
  if (!(Number.isSafeInteger(input.periods) && input.periods >= 1)) {
    const code = REGISTRAR_ERROR_CODES.InvalidLockupPeriod;
    return { status: 'invalid', message: registrarError(code)?.message ?? 'Invalid lockup period' };
  }
  try {
    const preview = previewResetLockup(input);
    return {
      status: 'ready',
      votingPower: preview.votingPower.total,
      multiplier: preview.multiplier,
    };
  } catch (error) {
    if (error instanceof RegistrarRuleError) {
      return { status: 'invalid', message: registrarError(error.code)?.message ?? error.message };
    }
    throw error;
  }
}
