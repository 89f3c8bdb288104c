/**
 * TransactionRequest ↔ the log's stored form. Loaded with the transaction code (it needs
 * web3.js), never by the panel's first render.
 */
import { nothingToCompare, type TransactionRequest } from '@keel/wallet-connect';
import { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { Buffer } from 'buffer';
import type { StoredRequest } from './transactionLog';

/** The request as strings; undefined when it has extra signers (their keys are never stored). */
export function storeRequest(request: TransactionRequest): StoredRequest | undefined {
  if (request.signers?.length) return undefined;
  return {
    instructions: request.instructions.map((instruction) => ({
      programId: instruction.programId.toBase58(),
      keys: instruction.keys.map((meta) => ({
        pubkey: meta.pubkey.toBase58(),
        isSigner: meta.isSigner,
        isWritable: meta.isWritable,
      })),
      data: Buffer.from(instruction.data).toString('base64'),
    })),
    lookupTableAddresses: (request.lookupTableAddresses ?? []).map((address) => address.toBase58()),
    ...(request.computeUnitLimit !== undefined
      ? { computeUnitLimit: request.computeUnitLimit }
      : {}),
  };
}

/** The request again, byte for byte; throws when a stored address is not a valid key. */
export function restoreRequest(stored: StoredRequest, label: string): TransactionRequest {
  return {
    label,
    instructions: stored.instructions.map(
      (instruction) =>
        new TransactionInstruction({
          programId: new PublicKey(instruction.programId),
          keys: instruction.keys.map((meta) => ({
            pubkey: new PublicKey(meta.pubkey),
            isSigner: meta.isSigner,
            isWritable: meta.isWritable,
          })),
          data: Buffer.from(instruction.data, 'base64'),
        }),
    ),
    ...(stored.lookupTableAddresses.length > 0
      ? { lookupTableAddresses: stored.lookupTableAddresses.map((key) => new PublicKey(key)) }
      : {}),
    ...(stored.computeUnitLimit !== undefined ? { computeUnitLimit: stored.computeUnitLimit } : {}),
    // The log keeps the transaction, not the preview its form showed.
    check: nothingToCompare('A retry sends the logged transaction again; its preview is not kept'),
  };
}
