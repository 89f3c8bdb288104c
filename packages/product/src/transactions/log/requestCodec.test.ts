// @vitest-environment node
import type { TransactionRequest } from '@keel/wallet-connect';
import { Keypair, PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { parseTransactionLog } from './parseTransactionLog';
import { restoreRequest, storeRequest } from './requestCodec';
import { logEntry } from './testing/logFixtures';

const payer = PublicKey.unique();
const request: TransactionRequest = {
  label: 'Borrow USDC',
  instructions: [
    new TransactionInstruction({
      programId: PublicKey.unique(),
      keys: [
        { pubkey: payer, isSigner: true, isWritable: true },
        { pubkey: PublicKey.unique(), isSigner: false, isWritable: true },
        { pubkey: PublicKey.unique(), isSigner: false, isWritable: false },
      ],
      // Every byte value, so no encoding step can lose one.
      data: Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)),
    }),
    SystemProgram.transfer({ fromPubkey: payer, toPubkey: PublicKey.unique(), lamports: 1 }),
    new TransactionInstruction({ programId: PublicKey.unique(), keys: [], data: Buffer.alloc(0) }),
  ],
  lookupTableAddresses: [PublicKey.unique()],
  computeUnitLimit: 250_000,
};

/** Through local storage and back: store, JSON, parse, restore. */
function roundTrip(original: TransactionRequest): TransactionRequest {
  const stored = storeRequest(original);
  if (!stored) throw new Error('not stored');
  const [entry] = parseTransactionLog(JSON.stringify([logEntry(1, { request: stored })]));
  if (!entry?.request) throw new Error('dropped');
  return restoreRequest(entry.request, original.label);
}

describe('request codec', () => {
  it('restores the instructions byte for byte through local storage', () => {
    const restored = roundTrip(request);
    expect(restored.label).toBe('Borrow USDC');
    expect(restored.computeUnitLimit).toBe(250_000);
    expect(restored.lookupTableAddresses?.map(String)).toEqual(
      request.lookupTableAddresses?.map(String),
    );
    expect(restored.instructions).toHaveLength(request.instructions.length);
    for (const [index, instruction] of restored.instructions.entries()) {
      const original = request.instructions[index]!;
      expect(instruction.programId.equals(original.programId)).toBe(true);
      expect(Buffer.compare(instruction.data, original.data)).toBe(0);
      expect(instruction.keys.map((meta) => ({ ...meta, pubkey: meta.pubkey.toBase58() }))).toEqual(
        original.keys.map((meta) => ({ ...meta, pubkey: meta.pubkey.toBase58() })),
      );
    }
  });

  it('leaves out the optional parts a request did not have', () => {
    const restored = roundTrip({ label: 'Repay', instructions: request.instructions.slice(0, 1) });
    expect(restored).not.toHaveProperty('lookupTableAddresses');
    expect(restored).not.toHaveProperty('computeUnitLimit');
  });

  it('stores nothing for a request with extra signers: their keys never go to storage', () => {
    expect(storeRequest({ ...request, signers: [Keypair.generate()] })).toBeUndefined();
  });

  it('throws for a stored key that has the shape of an address but is not one', () => {
    const stored = storeRequest(request)!;
    const bad = { ...stored, lookupTableAddresses: ['z'.repeat(44)] };
    expect(() => restoreRequest(bad, 'Repay')).toThrow();
  });
});
