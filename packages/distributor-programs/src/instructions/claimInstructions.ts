import {
  type Address,
  accountMetas,
  SYSTEM_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
  u32Bytes,
  u64Bytes,
} from '@keel/chain-readers';
import { TransactionInstruction } from '@solana/web3.js';
import { Buffer } from 'buffer';
import { claimStatusAddress } from '../pda';
import { DISTRIBUTOR_PROGRAM_ID } from '../programId';
import { DISTRIBUTOR_INSTRUCTION_DISCRIMINATORS } from './discriminators';

/** The distributor and its vault, as the claim instructions name them. */
export interface DistributorKeys {
  distributor: Address;
  /** `from`: the distributor's associated token account of its mint. */
  tokenVault: Address;
}

export interface NewClaimInput extends DistributorKeys {
  claimant: Address;
  /** `to`: a token account of the distributor's mint owned by the claimant (its ATA). */
  claimantTokenAccount: Address;
  amountUnlocked: bigint;
  amountLocked: bigint;
  proof: readonly Uint8Array[];
  programId?: Address;
  tokenProgramId?: Address;
}

function data(discriminator: Uint8Array, ...parts: Uint8Array[]): Buffer {
  return Buffer.concat([discriminator, ...parts]);
}

/**
 * new_claim(amount_unlocked, amount_locked, proof): creates the claimant's ClaimStatus (the
 * claimant pays its rent) and pays the unlocked amount from the vault.
 * Accounts: distributor (w), claim_status (w), from (w), to (w), claimant (ws), token program,
 * system program.
 */
export function newClaimInstruction(input: NewClaimInput): TransactionInstruction {
  const programId = input.programId ?? DISTRIBUTOR_PROGRAM_ID;
  for (const node of input.proof) {
    if (node.length !== 32) throw new RangeError('Each proof node is 32 bytes');
  }
  return new TransactionInstruction({
    programId: toPublicKey(programId),
    keys: accountMetas([
      [input.distributor, 'w'],
      [claimStatusAddress(input.claimant, input.distributor, programId).address, 'w'],
      [input.tokenVault, 'w'],
      [input.claimantTokenAccount, 'w'],
      [input.claimant, 'ws'],
      [input.tokenProgramId ?? TOKEN_PROGRAM_ID, 'r'],
      [SYSTEM_PROGRAM_ID, 'r'],
    ]),
    data: data(
      DISTRIBUTOR_INSTRUCTION_DISCRIMINATORS.newClaim,
      u64Bytes(input.amountUnlocked, 'amountUnlocked'),
      u64Bytes(input.amountLocked, 'amountLocked'),
      u32Bytes(input.proof.length),
      ...input.proof,
    ),
  });
}

export type ClaimLockedInput = Pick<
  NewClaimInput,
  | 'distributor'
  | 'tokenVault'
  | 'claimant'
  | 'claimantTokenAccount'
  | 'programId'
  | 'tokenProgramId'
>;

/** claim_locked(): pays what has unlocked of the locked amount since the last withdrawal. */
export function claimLockedInstruction(input: ClaimLockedInput): TransactionInstruction {
  const programId = input.programId ?? DISTRIBUTOR_PROGRAM_ID;
  return new TransactionInstruction({
    programId: toPublicKey(programId),
    keys: accountMetas([
      [input.distributor, 'w'],
      [claimStatusAddress(input.claimant, input.distributor, programId).address, 'w'],
      [input.tokenVault, 'w'],
      [input.claimantTokenAccount, 'w'],
      [input.claimant, 'ws'],
      [input.tokenProgramId ?? TOKEN_PROGRAM_ID, 'r'],
    ]),
    data: data(DISTRIBUTOR_INSTRUCTION_DISCRIMINATORS.claimLocked),
  });
}

export interface ClawbackInput extends DistributorKeys {
  /** `to`: the distributor's clawback receiver token account. */
  clawbackReceiver: Address;
  /** Anyone may sign once the clawback time has come. */
  signer: Address;
  programId?: Address;
  tokenProgramId?: Address;
}

/** clawback(): moves what is left in the vault to the clawback receiver and ends the claims. */
export function clawbackInstruction(input: ClawbackInput): TransactionInstruction {
  return new TransactionInstruction({
    programId: toPublicKey(input.programId ?? DISTRIBUTOR_PROGRAM_ID),
    keys: accountMetas([
      [input.distributor, 'w'],
      [input.tokenVault, 'w'],
      [input.clawbackReceiver, 'w'],
      [input.signer, 's'],
      [SYSTEM_PROGRAM_ID, 'r'],
      [input.tokenProgramId ?? TOKEN_PROGRAM_ID, 'r'],
    ]),
    data: data(DISTRIBUTOR_INSTRUCTION_DISCRIMINATORS.clawback),
  });
}
