import { type Address, sameAddress, toPublicKey } from '@keel/chain-readers';
import { SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { NATIVE_SOL_MINT } from '../constants';
import { closeTokenAccountInstruction, syncNativeInstruction } from '../token/tokenInstructions';
import type { LendingReserve } from './lendingInputs';

export const isNativeSolReserve = (reserve: LendingReserve): boolean =>
  sameAddress(reserve.liquidity.mintPubkey, NATIVE_SOL_MINT);

/** Wraps `lamports` into the owner's wrapped-SOL account (created just before). */
export function wrapSolInstructions(input: {
  owner: Address;
  account: Address;
  lamports: bigint;
  tokenProgramId: Address;
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

/** Closes the wrapped-SOL account: what it holds comes back to the owner as SOL. */
export function unwrapSolInstruction(input: {
  owner: Address;
  account: Address;
  tokenProgramId: Address;
}): TransactionInstruction {
  return closeTokenAccountInstruction({
    account: input.account,
    destination: input.owner,
    owner: input.owner,
    tokenProgramId: input.tokenProgramId,
  });
}
