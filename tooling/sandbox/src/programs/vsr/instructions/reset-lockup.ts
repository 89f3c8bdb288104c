import {
  lockupFromPeriods,
  lockupStrictness,
  periodSecs,
  registrarNow,
  secondsLeft,
} from '@keel/governance-registry';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import {
  type ArgsReader,
  accountAt,
  requireMut,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { loadRegistrar, loadVoter, writeVoter } from '../vsr-accounts';
import { asProgramRule, vsrError } from '../vsr-errors';
import { activeDeposit, withDeposit } from './active-deposit';
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

  const now = registrarNow(registrar, context.clock.unixTimestamp);
  const entry = activeDeposit(voter, index);
  if (BigInt(periods) * periodSecs(kind) < secondsLeft(entry.lockup, now)) {
    throw vsrError('InvalidLockupPeriod');
  }
  if (lockupStrictness(kind) < lockupStrictness(entry.lockup.kind))
    throw vsrError('InvalidLockupKind');
  if (entry.allowClawback) throw vsrError('InvalidChangeToClawbackDepositEntry');
  const lockup = asProgramRule(() => lockupFromPeriods(kind, now, now, periods));
  const updated = { ...entry, amountInitiallyLockedNative: entry.amountDepositedNative, lockup };
  writeVoter(context, withDeposit(voter, index, updated), state);
}
