import { SystemProgram, TransactionInstruction } from '@solana/web3.js';
import type { Address } from '../address/address';
import { toPublicKey } from '../address/toPublicKey';
import { associatedTokenAddress } from '../pda/token';
import { ASSOCIATED_TOKEN_PROGRAM_ID, SYSTEM_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../programIds';
import { accountMetas } from './accountMetas';
import { instructionData } from './instructionData';

/** SPL Token instruction tags (the same in Token-2022). */
const CLOSE_ACCOUNT = 9;
const SYNC_NATIVE = 17;
/** The associated token account program's CreateIdempotent. */
const CREATE_IDEMPOTENT = 1;

/** Creates the owner's associated token account for `mint`; a no-op when it exists. */
export function createAssociatedTokenAccountIdempotentInstruction(input: {
  payer: Address;
  owner: Address;
  mint: Address;
  tokenProgramId?: Address;
}): TransactionInstruction {
  const tokenProgramId = input.tokenProgramId ?? TOKEN_PROGRAM_ID;
  return new TransactionInstruction({
    programId: toPublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
    keys: accountMetas([
      [input.payer, 'ws'],
      [associatedTokenAddress(input.owner, input.mint, tokenProgramId).address, 'w'],
      [input.owner, 'r'],
      [input.mint, 'r'],
      [SYSTEM_PROGRAM_ID, 'r'],
      [tokenProgramId, 'r'],
    ]),
    data: instructionData(Uint8Array.of(CREATE_IDEMPOTENT)),
  });
}

/** SyncNative: makes a wrapped-SOL account's token amount match its lamports. */
export function syncNativeInstruction(
  account: Address,
  tokenProgramId: Address = TOKEN_PROGRAM_ID,
): TransactionInstruction {
  return new TransactionInstruction({
    programId: toPublicKey(tokenProgramId),
    keys: accountMetas([[account, 'w']]),
    data: instructionData(Uint8Array.of(SYNC_NATIVE)),
  });
}

/** CloseAccount: for wrapped SOL this unwraps — every lamport goes to `destination`. */
export function closeTokenAccountInstruction(input: {
  account: Address;
  destination: Address;
  owner: Address;
  tokenProgramId?: Address;
}): TransactionInstruction {
  return new TransactionInstruction({
    programId: toPublicKey(input.tokenProgramId ?? TOKEN_PROGRAM_ID),
    keys: accountMetas([
      [input.account, 'w'],
      [input.destination, 'w'],
      [input.owner, 's'],
    ]),
    data: instructionData(Uint8Array.of(CLOSE_ACCOUNT)),
  });
}

/** Wraps `lamports` into the owner's wrapped-SOL account (created just before). */
export function wrapSolInstructions(input: {
  owner: Address;
  account: Address;
  lamports: bigint;
  tokenProgramId?: Address;
}): TransactionInstruction[] {
  return [
    SystemProgram.transfer({
      fromPubkey: toPublicKey(input.owner),
      toPubkey: toPublicKey(input.account),
      lamports: input.lamports,
    }),
    syncNativeInstruction(input.account, input.tokenProgramId),
  ];
}

/** Closes the owner's wrapped-SOL account: what it holds comes back to the owner as SOL. */
export function unwrapSolInstruction(input: {
  owner: Address;
  account: Address;
  tokenProgramId?: Address;
}): TransactionInstruction {
  return closeTokenAccountInstruction({
    account: input.account,
    destination: input.owner,
    owner: input.owner,
    tokenProgramId: input.tokenProgramId,
  });
}
