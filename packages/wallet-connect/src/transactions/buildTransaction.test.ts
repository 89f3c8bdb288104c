import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  TransactionInstruction,
  type VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { buildTransaction, PIPELINE_INSTRUCTION_OFFSET } from './buildTransaction';

const payer = Keypair.generate().publicKey;
const program = new PublicKey('11111111111111111111111111111112');
const marked = (tag: number) =>
  new TransactionInstruction({ programId: program, keys: [], data: Buffer.from([tag]) });

const build = (instructions: TransactionInstruction[]) =>
  buildTransaction({
    payer,
    recentBlockhash: PublicKey.default.toBase58(),
    instructions,
    lookupTables: [],
    computeUnitLimit: 200_000,
    computeUnitPrice: 1n,
    versioned: true,
  });

const dataAt = (transaction: VersionedTransaction, index: number) =>
  transaction.message.compiledInstructions[index]?.data;

describe('buildTransaction', () => {
  it("puts the caller's first instruction at the offset it reports", () => {
    const transaction = build([marked(7), marked(8)]);
    expect(PIPELINE_INSTRUCTION_OFFSET).toBe(2);
    expect([...(dataAt(transaction, PIPELINE_INSTRUCTION_OFFSET) ?? [])]).toEqual([7]);
    expect([...(dataAt(transaction, PIPELINE_INSTRUCTION_OFFSET + 1) ?? [])]).toEqual([8]);
  });

  it("refuses the caller's own compute-budget instructions instead of moving the rest", () => {
    const own = ComputeBudgetProgram.setComputeUnitLimit({ units: 1 });
    expect(() => build([own, marked(1)])).toThrow(/set by the pipeline/);
  });
});
