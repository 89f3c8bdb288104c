import {
  ComputeBudgetProgram,
  Keypair,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { decodeBase58 } from '../encoding/base58';
import { verifyTransactionSignatures } from './signature-check';
import {
  computeBudgetOf,
  decodeWireTransaction,
  TransactionDecodeError,
  transactionFee,
  withRecentBlockhash,
} from './wire-transaction';

const BLOCKHASH = 'CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3PECGUCAEMbky';

function signedTransfer(extra: ReturnType<typeof ComputeBudgetProgram.setComputeUnitPrice>[] = []) {
  const payer = Keypair.generate();
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: BLOCKHASH });
  if (extra.length > 0) tx.add(...extra);
  tx.add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 1,
    }),
  );
  tx.sign(payer);
  return tx;
}

describe('decodeWireTransaction', () => {
  it('decodes a legacy transaction and names it by its first signature', () => {
    const tx = signedTransfer();
    const decoded = decodeWireTransaction(tx.serialize());
    expect(decoded.version).toBe('legacy');
    expect(decodeBase58(decoded.signature)).toEqual(new Uint8Array(tx.signature ?? []));
    expect(decoded.message.recentBlockhash).toBe(BLOCKHASH);
  });

  it('decodes a v0 transaction', () => {
    const payer = Keypair.generate();
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: BLOCKHASH,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1,
        }),
      ],
    }).compileToV0Message();
    const tx = new VersionedTransaction(message);
    tx.sign([payer]);
    expect(decodeWireTransaction(tx.serialize()).version).toBe(0);
  });

  it('rejects garbage with a typed error', () => {
    expect(() => decodeWireTransaction(new Uint8Array([1, 2, 3]))).toThrow(TransactionDecodeError);
  });
});

describe('signatures', () => {
  it('accepts a correctly signed transaction and rejects a tampered one', () => {
    const wire = signedTransfer().serialize();
    expect(verifyTransactionSignatures(decodeWireTransaction(wire))).toBe(true);
    const tampered = Uint8Array.from(wire);
    tampered[10] = (tampered[10] ?? 0) ^ 0xff;
    expect(verifyTransactionSignatures(decodeWireTransaction(tampered))).toBe(false);
  });

  it('no longer verifies once the blockhash is replaced', () => {
    const decoded = decodeWireTransaction(signedTransfer().serialize());
    const replaced = withRecentBlockhash(decoded, '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi');
    expect(verifyTransactionSignatures(decodeWireTransaction(replaced))).toBe(false);
  });
});

describe('fees', () => {
  it('charges 5000 lamports per signature without a priority fee', () => {
    const decoded = decodeWireTransaction(signedTransfer().serialize());
    expect(transactionFee(decoded.message)).toBe(5_000n);
    expect(computeBudgetOf(decoded.message)).toEqual({ unitLimit: 200_000n, unitPrice: 0n });
  });

  it('adds price × limit in micro-lamports, rounded up', () => {
    const tx = signedTransfer([
      ComputeBudgetProgram.setComputeUnitLimit({ units: 10_001 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000_000 }),
    ]);
    const decoded = decodeWireTransaction(tx.serialize());
    expect(transactionFee(decoded.message)).toBe(5_000n + 10_001n);
    const cheap = signedTransfer([
      ComputeBudgetProgram.setComputeUnitLimit({ units: 3 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1 }),
    ]);
    expect(transactionFee(decodeWireTransaction(cheap.serialize()).message)).toBe(5_001n);
  });
});
