import {
  type Address,
  ASSOCIATED_TOKEN_PROGRAM_ID,
  associatedTokenAddress,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { instructionData, payerSigner, readonly, writable } from './accountMeta';

/** Associated-token-account program's CreateIdempotent (instruction 1): a no-op when it exists. */
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
      payerSigner(input.payer),
      writable(associatedTokenAddress(input.owner, input.mint, tokenProgramId).address),
      readonly(input.owner),
      readonly(input.mint),
      readonly(SystemProgram.programId),
      readonly(tokenProgramId),
    ],
    data: instructionData(Uint8Array.of(1)),
  });
}
