import type { InstructionContext } from '../../../chain/execution/instruction-context';
import {
  type ArgsReader,
  accountAt,
  requireMut,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { lockupFromPeriods, periodSecs, secondsLeft, strictness } from '../state/lockup';
import { activeDeposit, registrarClock, withDeposit } from '../state/voter';
import { loadRegistrar, loadVoter, writeVoter } from '../vsr-accounts';
import { vsrError } from '../vsr-errors';
import { readLockupKind } from './lockup-args';

/**
 * reset_lockup(index, kind, periods): relocks every deposited token from now. The new lockup may
 * not be shorter (6010) or of a less strict kind (6032); clawback deposits cannot change (6033).
 */
export function resetLockup(context: InstructionContext, args: ArgsReader): void {
  const index = args.u8();
  const kind = readLockupKind(args);
  const periods = args.u32();
  const registrar = loadRegistrar(context, accountAt(context, 0, 'registrar'));
  const voterMeta = accountAt(context, 1, 'voter');
  const authority = accountAt(context, 2, 'voter_authority');
  requireMut(voterMeta, 'voter');
  const { voter, state } = loadVoter(context, voterMeta, registrar, authority);
  requireSigner(authority, 'voter_authority');

  const now = registrarClock(registrar, context.clock.unixTimestamp);
  const entry = activeDeposit(voter, index);
  const length = BigInt(periods) * periodSecs(kind);
  const left = secondsLeft(entry.lockup, now);
  if (length < left) {
    throw vsrError('InvalidLockupPeriod', {
      at: 'instructions/reset_lockup.rs:37',
      values: [length, left],
    });
  }
  if (strictness(kind) < strictness(entry.lockup.kind)) {
    throw vsrError('InvalidLockupKind', {
      at: 'instructions/reset_lockup.rs:42',
      values: [strictness(kind), strictness(entry.lockup.kind)],
    });
  }
  if (entry.allowClawback) {
    throw vsrError('InvalidChangeToClawbackDepositEntry', {
      at: 'instructions/reset_lockup.rs:49',
    });
  }
  const updated = {
    ...entry,
    amountInitiallyLockedNative: entry.amountDepositedNative,
    lockup: lockupFromPeriods(kind, now, now, periods),
  };
  writeVoter(context, withDeposit(voter, index, updated), state);
}
