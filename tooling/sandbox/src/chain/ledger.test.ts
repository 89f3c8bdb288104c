import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { COUNTER_PROGRAM, counterHandler } from '../test-support/counter-program';
import type { AccountChangeEvent } from './chain-events';
import { Ledger } from './ledger';
import { RENT_EXEMPT_EPOCH } from './ledger-account';
import { type ProgramHandler, ProgramHandlerRegistry } from './program-handler';
import { decodeWireTransaction } from './wire-transaction';

function newLedger(handlers: ProgramHandler[] = []) {
  const faucet = Keypair.generate();
  const ledger = new Ledger({
    startSlot: 10_000,
    slotMs: 400,
    programs: [],
    handlers: new ProgramHandlerRegistry(handlers),
    faucet: () => faucet,
  });
  const payer = Keypair.generate();
  ledger.initialise((l) => {
    for (const key of [faucet.publicKey, payer.publicKey]) {
      l.writeAccount(key, {
        lamports: 100n * BigInt(LAMPORTS_PER_SOL),
        owner: SystemProgram.programId,
        data: new Uint8Array(),
        executable: false,
        rentEpoch: RENT_EXEMPT_EPOCH,
      });
    }
  });
  return { ledger, payer };
}

function counterTransaction(ledger: Ledger, payer: Keypair, counter: PublicKey, add: number) {
  const tx = new Transaction({
    feePayer: payer.publicKey,
    recentBlockhash: ledger.latestBlockhash().blockhash,
  }).add(
    new TransactionInstruction({
      programId: COUNTER_PROGRAM,
      keys: [{ pubkey: counter, isSigner: false, isWritable: true }],
      data: Buffer.from([add]),
    }),
  );
  tx.sign(payer);
  return decodeWireTransaction(tx.serialize());
}

describe('Ledger', () => {
  it('serves a program without a binary through its handler, charging the fee', () => {
    const { ledger, payer } = newLedger([counterHandler]);
    const counter = Keypair.generate().publicKey;
    ledger.writeAccount(counter, {
      lamports: 1_000_000n,
      owner: COUNTER_PROGRAM,
      data: Uint8Array.from([1]),
      executable: false,
      rentEpoch: 0n,
    });
    const outcome = ledger.execute(counterTransaction(ledger, payer, counter, 5));
    expect(outcome.landed).toBe(true);
    expect(ledger.readAccount(counter)?.data[0]).toBe(6);
    expect(ledger.readAccount(payer.publicKey)?.lamports).toBe(
      100n * BigInt(LAMPORTS_PER_SOL) - 5_000n,
    );
    const id = COUNTER_PROGRAM.toBase58();
    expect(outcome.landed && outcome.record.logs).toEqual([
      `Program ${id} invoke [1]`,
      'Program log: Instruction: Add',
      `Program ${id} consumed 1234 of 200000 compute units`,
      `Program ${id} success`,
    ]);
    expect(outcome.landed && outcome.record.computeUnitsConsumed).toBe(1_234n);
  });

  it('discards a failing handler’s writes but keeps the fee and the record', () => {
    const { ledger, payer } = newLedger([counterHandler]);
    const counter = Keypair.generate().publicKey;
    ledger.writeAccount(counter, {
      lamports: 1_000_000n,
      owner: COUNTER_PROGRAM,
      data: Uint8Array.from([1]),
      executable: false,
      rentEpoch: 0n,
    });
    const outcome = ledger.execute(counterTransaction(ledger, payer, counter, 0));
    expect(outcome.landed && outcome.record.err).toEqual({ InstructionError: [0, { Custom: 7 }] });
    expect(outcome.landed && outcome.record.logs.at(-1)).toBe(
      `Program ${COUNTER_PROGRAM.toBase58()} failed: custom program error: 0x7`,
    );
    expect(ledger.readAccount(counter)?.data[0]).toBe(1);
    expect(ledger.readAccount(payer.publicKey)?.lamports).toBe(
      100n * BigInt(LAMPORTS_PER_SOL) - 5_000n,
    );
  });

  it('without a handler, the same program fails in the SVM with the runtime error', () => {
    const { ledger, payer } = newLedger();
    const counter = Keypair.generate().publicKey;
    const simulated = ledger.simulate(counterTransaction(ledger, payer, counter, 5), {
      sigVerify: true,
      replaceRecentBlockhash: false,
    });
    expect(simulated.err).toBe('InvalidProgramForExecution');
  });

  it('refuses duplicates and stale blockhashes without landing them', () => {
    const { ledger, payer } = newLedger();
    const tx = new Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: ledger.latestBlockhash().blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: LAMPORTS_PER_SOL,
      }),
    );
    tx.sign(payer);
    const decoded = decodeWireTransaction(tx.serialize());
    expect(ledger.execute(decoded).landed).toBe(true);
    expect(ledger.execute(decoded)).toMatchObject({ landed: false, err: 'AlreadyProcessed' });
    ledger.advanceSlots(151);
    const stale = new Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: decoded.message.recentBlockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 2 * LAMPORTS_PER_SOL,
      }),
    );
    stale.sign(payer);
    expect(ledger.execute(decodeWireTransaction(stale.serialize()))).toMatchObject({
      landed: false,
      err: 'BlockhashNotFound',
    });
  });

  it('keeps the clock sysvar on the slot’s block time', () => {
    const { ledger } = newLedger();
    ledger.advanceSlots(10);
    const clock = ledger.readAccount(new PublicKey('SysvarC1ock11111111111111111111111111111111'));
    const data = Buffer.from(clock?.data ?? new Uint8Array(40));
    expect(data.readBigUInt64LE(0)).toBe(BigInt(ledger.slot));
    expect(data.readBigInt64LE(32)).toBe(BigInt(ledger.blockTime(ledger.slot)));
    expect(data.readBigUInt64LE(16)).toBe(BigInt(ledger.epoch()));
  });

  it('tells subscribers which accounts a reset changed', () => {
    const { ledger, payer } = newLedger();
    const changes: AccountChangeEvent[] = [];
    ledger.events.on('account', (event) => changes.push(event));
    ledger.reset(() => {});
    expect(changes.map((c) => c.address.toBase58())).toContain(payer.publicKey.toBase58());
    expect(changes.find((c) => c.address.equals(payer.publicKey))?.account).toBeNull();
    expect(ledger.records.count).toBe(0);
  });
});
