import { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { ProgramError } from '../chain/execution/program-error';
import type { ProgramHandler } from '../chain/program-handler';

export const COUNTER_PROGRAM = new PublicKey('Counter111111111111111111111111111111111111');

/**
 * A tiny emulated program for tests of the execution seam: adds the instruction's byte to the
 * first byte of account 0 (which it owns). Byte 0 writes 99 first and then fails with custom
 * error 7, so a test can see the write reverted; byte 255 writes account 1 instead, which it may
 * only do when the runtime's rules allow it.
 */
export const counterHandler: ProgramHandler = {
  name: 'counter',
  programIds: [COUNTER_PROGRAM],
  execute(context) {
    const target = context.account(0).address;
    const account = context.read(target);
    if (account === null) throw new ProgramError('UninitializedAccount');
    const add = context.data[0] ?? 0;
    context.log('Instruction: Add');
    context.consume(1_234);
    if (add === 255) {
      const other = context.account(1).address;
      const state = context.read(other);
      if (state !== null) context.write(other, { ...state, data: Uint8Array.from([1]) });
      return;
    }
    const next = add === 0 ? 99 : (account.data[0] ?? 0) + add;
    context.write(target, { ...account, data: Uint8Array.from([next]) });
    if (add === 0) throw new ProgramError({ Custom: 7 });
  },
};

export function counterInstruction(
  counter: PublicKey,
  add: number,
  other?: { address: PublicKey; writable: boolean },
): TransactionInstruction {
  return new TransactionInstruction({
    programId: COUNTER_PROGRAM,
    keys: [
      { pubkey: counter, isSigner: false, isWritable: true },
      ...(other ? [{ pubkey: other.address, isSigner: false, isWritable: other.writable }] : []),
    ],
    data: Buffer.from([add]),
  });
}

export const RELAY_PROGRAM = new PublicKey('Re1ay11111111111111111111111111111111111111');

/**
 * Calls the counter through a CPI with its own instruction data and accounts 1… (account 0 is
 * the counter program): byte 0 of the data says whether the counter account is passed writable.
 */
export const relayHandler: ProgramHandler = {
  name: 'relay',
  programIds: [RELAY_PROGRAM],
  execute(context) {
    context.log('Instruction: Relay');
    context.consume(500);
    const counter = context.account(1).address;
    context.invoke({
      programId: COUNTER_PROGRAM,
      accounts: [{ address: counter, isSigner: false, isWritable: context.data[0] === 1 }],
      data: context.data.subarray(1),
    });
  },
};

export function relayInstruction(counter: PublicKey, add: number, writable: boolean) {
  return new TransactionInstruction({
    programId: RELAY_PROGRAM,
    keys: [
      { pubkey: COUNTER_PROGRAM, isSigner: false, isWritable: false },
      { pubkey: counter, isSigner: false, isWritable: writable },
    ],
    data: Buffer.from([1, add]),
  });
}
