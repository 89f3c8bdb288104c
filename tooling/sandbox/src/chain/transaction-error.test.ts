import { Keypair, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { FailedTransactionMetadata, Svm } from './svm';
import { describeTransactionError, transactionErrorFromSvm } from './transaction-error';

function failingTransfer(svm: Svm, lamports: number, instructions?: TransactionInstruction[]) {
  const payer = Keypair.generate();
  svm.setAccount(payer.publicKey, {
    lamports: 10_000_000n,
    owner: SystemProgram.programId,
    data: new Uint8Array(),
    executable: false,
    rentEpoch: 0n,
  });
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: svm.latestBlockhash() });
  tx.add(
    ...(instructions ?? [
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports,
      }),
    ]),
  );
  tx.sign(payer);
  const result = svm.send(tx.serialize());
  if (!(result instanceof FailedTransactionMetadata)) throw new Error('expected a failure');
  return transactionErrorFromSvm(result.err());
}

describe('transaction errors from the runtime', () => {
  it('maps an instruction error with a custom code and describes it as the runtime does', () => {
    const err = failingTransfer(new Svm(), 1_000_000_000);
    expect(err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(describeTransactionError(err)).toBe(
      'Error processing Instruction 0: custom program error: 0x1',
    );
  });

  it('maps a rent failure with its account index', () => {
    const err = failingTransfer(new Svm(), 5);
    expect(err).toEqual({ InsufficientFundsForRent: { account_index: 1 } });
    expect(describeTransactionError(err)).toBe(
      'Transaction results in an account (1) with insufficient funds for rent',
    );
  });

  it('maps a call to a program that is not loaded to the runtime’s fieldless error', () => {
    const missing = new TransactionInstruction({
      programId: Keypair.generate().publicKey,
      keys: [],
      data: Buffer.from([1]),
    });
    const err = failingTransfer(new Svm(), 0, [missing]);
    expect(err).toBe('InvalidProgramForExecution');
    expect(describeTransactionError(err)).toBe(
      'This program may not be used for executing instructions',
    );
  });

  it('describes fieldless instruction errors and blockhash errors', () => {
    expect(describeTransactionError({ InstructionError: [2, 'InvalidAccountData'] })).toBe(
      'Error processing Instruction 2: invalid account data for instruction',
    );
    expect(describeTransactionError('BlockhashNotFound')).toBe('Blockhash not found');
  });
});
