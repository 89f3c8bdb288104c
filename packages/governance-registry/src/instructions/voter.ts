import { type Address, toPublicKey } from '@keel/chain-readers';
import {
  SYSVAR_INSTRUCTIONS_PUBKEY,
  SYSVAR_RENT_PUBKEY,
  SystemProgram,
  TransactionInstruction,
} from '@solana/web3.js';
import { BorshWriter } from '../borsh/BorshWriter';
import { VSR_PROGRAM_ID } from '../programIds';
import { voterAddress, voterWeightRecordAddress } from '../vsr/pda';
import { instructionData, payerSigner, readonly, signer, writable } from './accountMeta';
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
      readonly(input.registrar),
      writable(voter.address),
      signer(input.voterAuthority),
      writable(record.address),
      payerSigner(input.payer ?? input.voterAuthority),
      readonly(SystemProgram.programId),
      readonly(SYSVAR_RENT_PUBKEY),
      readonly(SYSVAR_INSTRUCTIONS_PUBKEY),
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
      readonly(input.registrar),
      readonly(voterAddress(input.registrar, input.voterAuthority, programId).address),
      writable(voterWeightRecordAddress(input.registrar, input.voterAuthority, programId).address),
      readonly(SystemProgram.programId),
    ],
    data: instructionData(VSR_INSTRUCTION_DISCRIMINATORS.updateVoterWeightRecord),
  });
}
