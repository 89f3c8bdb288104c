import {
  type Address,
  ASSOCIATED_TOKEN_PROGRAM_ID,
  associatedTokenAddress,
  SYSTEM_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { Buffer } from 'buffer';
import { metas } from '../instructions/accountMeta';

/** The associated token program's CreateIdempotent: the owner's ATA of `mint`, if missing. */
export function createAtaIdempotentInstruction(input: {
  payer: Address;
  owner: Address;
  mint: Address;
  tokenProgram: Address;
}): TransactionInstruction {
  return new TransactionInstruction({
    programId: toPublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
    keys: metas([
      [input.payer, 'ws'],
      [associatedTokenAddress(input.owner, input.mint, input.tokenProgram).address, 'w'],
      [input.owner, 'r'],
      [input.mint, 'r'],
      [SYSTEM_PROGRAM_ID, 'r'],
      [input.tokenProgram, 'r'],
    ]),
    data: Buffer.from([1]),
  });
}

/** Moves `lamports` into a wrapped-SOL account and syncs its token amount. */
export function wrapSolInstructions(input: {
  owner: Address;
  account: Address;
  lamports: bigint;
  tokenProgram: Address;
}): TransactionInstruction[] {
  return [
    SystemProgram.transfer({
      fromPubkey: toPublicKey(input.owner),
      toPubkey: toPublicKey(input.account),
      lamports: input.lamports,
    }),
    new TransactionInstruction({
      programId: toPublicKey(input.tokenProgram),
      keys: metas([[input.account, 'w']]),
      data: Buffer.from([17]), // SyncNative
    }),
  ];
}

/** CloseAccount of the owner's wrapped-SOL account: its SOL back to the owner. */
export function unwrapSolInstruction(input: {
  owner: Address;
  account: Address;
  tokenProgram: Address;
}): TransactionInstruction {
  return new TransactionInstruction({
    programId: toPublicKey(input.tokenProgram),
    keys: metas([
      [input.account, 'w'],
      [input.owner, 'w'],
      [input.owner, 's'],
    ]),
    data: Buffer.from([9]),
  });
}
