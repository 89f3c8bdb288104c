import type { TransactionInstruction } from '@solana/web3.js';
import { expect } from 'vitest';

/** Program, data bytes and every account meta (address, signer, writable), in order. */
export function shapeOf(instruction: TransactionInstruction) {
  return {
    programId: instruction.programId.toBase58(),
    data: Buffer.from(instruction.data).toString('hex'),
    keys: instruction.keys.map((meta, position) => ({
      position,
      address: meta.pubkey.toBase58(),
      isSigner: meta.isSigner,
      isWritable: meta.isWritable,
    })),
  };
}

export function expectSameInstruction(
  ours: TransactionInstruction | undefined,
  reference: TransactionInstruction | undefined,
): void {
  if (ours === undefined || reference === undefined) throw new Error('an instruction is missing');
  expect(shapeOf(ours)).toEqual(shapeOf(reference));
}
