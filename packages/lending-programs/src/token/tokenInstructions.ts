import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  associatedTokenAddress,
  TOKEN_PROGRAM_ID,
} from '@keel/chain-readers';
import { type PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';

/** SPL token instruction tags used here. */
const CLOSE_ACCOUNT = 9;
const SYNC_NATIVE = 17;
/** Associated-token-account program's CreateIdempotent. */
const CREATE_IDEMPOTENT = 1;

/** Creates the owner's associated token account for `mint`; a no-op when it exists. */
export function createAssociatedTokenAccountIdempotentInstruction(input: {
  payer: PublicKey;
  owner: PublicKey;
  mint: PublicKey;
  tokenProgramId?: PublicKey;
}): TransactionInstruction {
  const tokenProgramId = input.tokenProgramId ?? TOKEN_PROGRAM_ID;
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: input.payer, isSigner: true, isWritable: true },
      {
        pubkey: associatedTokenAddress(input.owner, input.mint, tokenProgramId).address,
        isSigner: false,
        isWritable: true,
      },
      { pubkey: input.owner, isSigner: false, isWritable: false },
      { pubkey: input.mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: tokenProgramId, isSigner: false, isWritable: false },
    ],
    data: Buffer.from([CREATE_IDEMPOTENT]),
  });
}

/** SyncNative: makes a wrapped-SOL account's token amount match its lamports. */
export function syncNativeInstruction(
  account: PublicKey,
  tokenProgramId: PublicKey = TOKEN_PROGRAM_ID,
): TransactionInstruction {
  return new TransactionInstruction({
    programId: tokenProgramId,
    keys: [{ pubkey: account, isSigner: false, isWritable: true }],
    data: Buffer.from([SYNC_NATIVE]),
  });
}

/** CloseAccount: for wrapped SOL this unwraps — every lamport goes to `destination`. */
export function closeTokenAccountInstruction(input: {
  account: PublicKey;
  destination: PublicKey;
  owner: PublicKey;
  tokenProgramId?: PublicKey;
}): TransactionInstruction {
  return new TransactionInstruction({
    programId: input.tokenProgramId ?? TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: input.account, isSigner: false, isWritable: true },
      { pubkey: input.destination, isSigner: false, isWritable: true },
      { pubkey: input.owner, isSigner: true, isWritable: false },
    ],
    data: Buffer.from([CLOSE_ACCOUNT]),
  });
}
