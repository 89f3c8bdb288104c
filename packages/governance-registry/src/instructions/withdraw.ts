import {
  type Address,
  accountMeta,
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotentInstruction,
  instructionData,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { TransactionInstruction } from '@solana/web3.js';
import { BorshWriter } from '../borsh/BorshWriter';
import { tokenOwnerRecordAddress } from '../governance/pda';
import { VSR_PROGRAM_ID } from '../programIds';
import { voterAddress, voterVaultAddress, voterWeightRecordAddress } from '../vsr/pda';
import type { RegistrarData } from '../vsr/registrar';
import { VSR_INSTRUCTION_DISCRIMINATORS } from './discriminators';

export interface WithdrawInput {
  registrar: Pick<RegistrarData, 'realm' | 'realmGoverningTokenMint' | 'governanceProgramId'> & {
    address: Address;
  };
  voterAuthority: Address;
  /** Mint of the deposit (its voting mint). */
  mint: Address;
  depositEntryIndex: number;
  amountNative: bigint;
  /** Receiving token account; defaults to the wallet's associated token account. */
  destination?: Address;
  programId?: Address;
  tokenProgramId?: Address;
}

/**
 * withdraw: moves unlocked tokens from the voter's vault to `destination` and refreshes the voter
 * weight record. The program checks the wallet's spl-governance token owner record (realm and
 * governing mint of the registrar) has no outstanding votes.
 */
export function withdrawInstruction(input: WithdrawInput): TransactionInstruction {
  const programId = input.programId ?? VSR_PROGRAM_ID;
  const tokenProgramId = input.tokenProgramId ?? TOKEN_PROGRAM_ID;
  const registrar = input.registrar.address;
  const voter = voterAddress(registrar, input.voterAuthority, programId).address;
  const tokenOwnerRecord = tokenOwnerRecordAddress(
    input.registrar.realm,
    input.registrar.realmGoverningTokenMint,
    input.voterAuthority,
    input.registrar.governanceProgramId,
  ).address;
  const destination =
    input.destination ??
    associatedTokenAddress(input.voterAuthority, input.mint, tokenProgramId).address;
  const data = new BorshWriter()
    .bytes(VSR_INSTRUCTION_DISCRIMINATORS.withdraw)
    .u8(input.depositEntryIndex)
    .u64(input.amountNative);
  return new TransactionInstruction({
    programId: toPublicKey(programId),
    keys: [
      accountMeta(registrar, 'r'),
      accountMeta(voter, 'w'),
      accountMeta(input.voterAuthority, 's'),
      accountMeta(tokenOwnerRecord, 'r'),
      accountMeta(
        voterWeightRecordAddress(registrar, input.voterAuthority, programId).address,
        'w',
      ),
      accountMeta(voterVaultAddress(voter, input.mint, tokenProgramId), 'w'),
      accountMeta(destination, 'w'),
      accountMeta(tokenProgramId, 'r'),
    ],
    data: instructionData(data.toBytes()),
  });
}

/**
 * Withdraw unlocked tokens to the wallet: creates its associated token account when missing
 * (idempotent), then withdraws.
 */
export function withdrawUnlockedInstructions(
  input: Omit<WithdrawInput, 'destination'>,
): TransactionInstruction[] {
  return [
    createAssociatedTokenAccountIdempotentInstruction({
      payer: input.voterAuthority,
      owner: input.voterAuthority,
      mint: input.mint,
      ...(input.tokenProgramId ? { tokenProgramId: input.tokenProgramId } : {}),
    }),
    withdrawInstruction(input),
  ];
}
