import {
  type Address,
  accountMeta,
  enumIndex,
  instructionData,
  toPublicKey,
} from '@keel/chain-readers';
import { TransactionInstruction } from '@solana/web3.js';
import { BorshWriter } from '../borsh/BorshWriter';
import { VSR_PROGRAM_ID } from '../programIds';
import { LOCKUP_KINDS, type LockupKind } from '../vsr/lockup';
import { voterAddress } from '../vsr/pda';
import { VSR_INSTRUCTION_DISCRIMINATORS } from './discriminators';

/**
 * reset_lockup: extends or resets a deposit's lockup to `periods` of `kind` from now, relocking
 * every deposited token. The program refuses a shorter lockup or a less strict kind; check with
 * `applyResetLockup` / `minimumResetPeriods` first.
 */
export function resetLockupInstruction(input: {
  registrar: Address;
  voterAuthority: Address;
  depositEntryIndex: number;
  kind: LockupKind;
  periods: number;
  programId?: Address;
}): TransactionInstruction {
  const programId = input.programId ?? VSR_PROGRAM_ID;
  const data = new BorshWriter()
    .bytes(VSR_INSTRUCTION_DISCRIMINATORS.resetLockup)
    .u8(input.depositEntryIndex)
    .u8(enumIndex(LOCKUP_KINDS, input.kind, 'kind'))
    .u32(input.periods);
  return new TransactionInstruction({
    programId: toPublicKey(programId),
    keys: [
      accountMeta(input.registrar, 'r'),
      accountMeta(voterAddress(input.registrar, input.voterAuthority, programId).address, 'w'),
      accountMeta(input.voterAuthority, 's'),
    ],
    data: instructionData(data.toBytes()),
  });
}
