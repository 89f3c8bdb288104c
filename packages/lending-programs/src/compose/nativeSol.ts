import { type PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { NATIVE_SOL_MINT } from '../constants';
import { closeTokenAccountInstruction, syncNativeInstruction } from '../token/tokenInstructions';
import type { LendingReserve } from './lendingInputs';

export const isNativeSolReserve = (reserve: LendingReserve): boolean =>
  reserve.liquidity.mintPubkey.equals(NATIVE_SOL_MINT);

/** Wraps `lamports` into the owner's wrapped-SOL account (created just before). */
export function wrapSolInstructions(input: {
  owner: PublicKey;
  account: PublicKey;
  lamports: bigint;
  tokenProgramId: PublicKey;
}): TransactionInstruction[] {
  return [
    SystemProgram.transfer({
      fromPubkey: input.owner,
      toPubkey: input.account,
      lamports: input.lamports,
    }),
    syncNativeInstruction(input.account, input.tokenProgramId),
  ];
}

/** Closes the wrapped-SOL account: what it holds comes back to the owner as SOL. */
export function unwrapSolInstruction(input: {
  owner: PublicKey;
  account: PublicKey;
  tokenProgramId: PublicKey;
}): TransactionInstruction {
  return closeTokenAccountInstruction({
    account: input.account,
    destination: input.owner,
    owner: input.owner,
    tokenProgramId: input.tokenProgramId,
  });
}
