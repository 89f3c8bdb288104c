import {
  type Address,
  ASSOCIATED_TOKEN_PROGRAM_ID,
  associatedTokenAddress,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { Buffer } from 'buffer';

/** SPL token instruction tags used here. */
const CLOSE_ACCOUNT = 9;
const SYNC_NATIVE = 17;
/** Associated-token-account program's CreateIdempotent. */
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
    keys: [
      { pubkey: toPublicKey(input.payer), isSigner: true, isWritable: true },
      {
        pubkey: toPublicKey(
          associatedTokenAddress(input.owner, input.mint, tokenProgramId).address,
        ),
        isSigner: false,
        isWritable: true,
      },
      { pubkey: toPublicKey(input.owner), isSigner: false, isWritable: false },
      { pubkey: toPublicKey(input.mint), isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: toPublicKey(tokenProgramId), isSigner: false, isWritable: false },
    ],
    data: Buffer.from([CREATE_IDEMPOTENT]),
  });
}

/** SyncNative: makes a wrapped-SOL account's token amount match its lamports. */
export function syncNativeInstruction(
  account: Address,
  tokenProgramId: Address = TOKEN_PROGRAM_ID,
): TransactionInstruction {
  return new TransactionInstruction({
    programId: toPublicKey(tokenProgramId),
    keys: [{ pubkey: toPublicKey(account), isSigner: false, isWritable: true }],
    data: Buffer.from([SYNC_NATIVE]),
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
    keys: [
      { pubkey: toPublicKey(input.account), isSigner: false, isWritable: true },
      { pubkey: toPublicKey(input.destination), isSigner: false, isWritable: true },
      { pubkey: toPublicKey(input.owner), isSigner: true, isWritable: false },
    ],
    data: Buffer.from([CLOSE_ACCOUNT]),
  });
}
