import { type Address, accountMeta, instructionData, toPublicKey } from '@keel/chain-readers';
import {
  SYSVAR_INSTRUCTIONS_PUBKEY,
  SYSVAR_RENT_PUBKEY,
  SystemProgram,
  TransactionInstruction,
} from '@solana/web3.js';
import { BorshWriter } from '../borsh/BorshWriter';
import { VSR_PROGRAM_ID } from '../programIds';
import { voterAddress, voterWeightRecordAddress } from '../vsr/pda';
import { VSR_INSTRUCTION_DISCRIMINATORS } from './discriminators';

export interface VoterInstructionInput {
  registrar: Address;
  /** The wallet that owns the voter. */
  voterAuthority: Address;
  programId?: Address;
}

/** create_voter: the wallet's Voter and VoterWeightRecord PDAs (the payer defaults to the wallet). */
export function createVoterInstruction(
  input: VoterInstructionInput & { payer?: Address },
): TransactionInstruction {
  const programId = input.programId ?? VSR_PROGRAM_ID;
  const voter = voterAddress(input.registrar, input.voterAuthority, programId);
  const record = voterWeightRecordAddress(input.registrar, input.voterAuthority, programId);
  const data = new BorshWriter()
    .bytes(VSR_INSTRUCTION_DISCRIMINATORS.createVoter)
    .u8(voter.bump)
    .u8(record.bump);
  return new TransactionInstruction({
    programId: toPublicKey(programId),
    keys: [
      accountMeta(input.registrar, 'r'),
      accountMeta(voter.address, 'w'),
      accountMeta(input.voterAuthority, 's'),
      accountMeta(record.address, 'w'),
      accountMeta(input.payer ?? input.voterAuthority, 'ws'),
      accountMeta(SystemProgram.programId, 'r'),
      accountMeta(SYSVAR_RENT_PUBKEY, 'r'),
      accountMeta(SYSVAR_INSTRUCTIONS_PUBKEY, 'r'),
    ],
    data: instructionData(data.toBytes()),
  });
}

/**
 * update_voter_weight_record: writes the voter's current weight for spl-governance, valid only
 * in this slot, so it goes in the same transaction as the vote.
 */
export function updateVoterWeightRecordInstruction(
  input: VoterInstructionInput,
): TransactionInstruction {
  const programId = input.programId ?? VSR_PROGRAM_ID;
  return new TransactionInstruction({
    programId: toPublicKey(programId),
    keys: [
      accountMeta(input.registrar, 'r'),
      accountMeta(voterAddress(input.registrar, input.voterAuthority, programId).address, 'r'),
      accountMeta(
        voterWeightRecordAddress(input.registrar, input.voterAuthority, programId).address,
        'w',
      ),
      accountMeta(SystemProgram.programId, 'r'),
    ],
    data: instructionData(VSR_INSTRUCTION_DISCRIMINATORS.updateVoterWeightRecord),
  });
}
