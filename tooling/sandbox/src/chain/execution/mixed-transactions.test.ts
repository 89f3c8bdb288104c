import { TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import {
  AddressLookupTableProgram,
  ComputeBudgetProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COUNTER_PROGRAM,
  counterHandler,
  counterInstruction,
  RELAY_PROGRAM,
  relayHandler,
  relayInstruction,
} from '../../test-support/counter-program';
import {
  createAssociatedTokenAccountIdempotent,
  transferChecked,
} from '../../test-support/spl-instructions';
import {
  firstEvent,
  sendLanded,
  startTestChain,
  type TestChain,
} from '../../test-support/test-chain';
import { associatedTokenAddress } from '../../world/addresses';
import type { WorldWallet } from '../../world/types';
import { RENT_EXEMPT_EPOCH } from '../ledger-account';

let t: TestChain;
let ordinary: WorldWallet;
let counter: PublicKey;
const COUNTER = COUNTER_PROGRAM.toBase58();
const BUDGET = ComputeBudgetProgram.programId.toBase58();

beforeAll(async () => {
  t = await startTestChain({ seed: 'mixed', handlers: [counterHandler, relayHandler] });
  ordinary = t.chain.world.wallets.find((w) => w.role === 'ordinary') as WorldWallet;
});
afterAll(() => t.chain.close());

beforeEach(() => {
  counter = Keypair.generate().publicKey;
  t.chain.ledger.writeAccount(counter, {
    lamports: 1_000_000n,
    owner: COUNTER_PROGRAM,
    data: Uint8Array.from([1]),
    executable: false,
    rentEpoch: RENT_EXEMPT_EPOCH,
  });
});

/** Compute budget, a new associated token account, a SOL transfer, the counter, a token transfer. */
function mixedTransaction(add: number) {
  const holding = ordinary.tokens.find((b) => b.symbol === 'USDC');
  const usdc = t.chain.world.tokens.find((x) => x.symbol === 'USDC');
  if (holding === undefined || usdc === undefined) throw new Error('USDC');
  const mint = new PublicKey(holding.mint);
  const recipient = Keypair.generate().publicKey;
  const destination = associatedTokenAddress(recipient, mint, toPublicKey(TOKEN_PROGRAM_ID));
  const tx = new Transaction().add(
    ComputeBudgetProgram.setComputeUnitLimit({ units: 300_000 }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000_000 }),
    createAssociatedTokenAccountIdempotent(
      t.ordinary.publicKey,
      destination,
      recipient,
      mint,
      toPublicKey(TOKEN_PROGRAM_ID),
    ),
    SystemProgram.transfer({
      fromPubkey: t.ordinary.publicKey,
      toPubkey: recipient,
      lamports: LAMPORTS_PER_SOL,
    }),
    counterInstruction(counter, add),
    transferChecked(
      new PublicKey(holding.account),
      mint,
      destination,
      t.ordinary.publicKey,
      2_500_000n,
      usdc.decimals,
      toPublicKey(TOKEN_PROGRAM_ID),
    ),
  );
  return { tx, recipient, destination, source: new PublicKey(holding.account) };
}

const PRIORITY_FEE = 300_000; // 1 lamport per unit × 300 000 units

describe('a transaction mixing built-in and emulated programs', () => {
  it('executes every instruction in order on the state the previous ones left', async () => {
    const { tx, recipient, destination, source } = mixedTransaction(5);
    const payerBefore = await t.connection.getBalance(t.ordinary.publicKey);
    const sourceBefore = (await t.connection.getTokenAccountBalance(source)).value.amount;
    const signature = await sendAndConfirmTransaction(t.connection, tx, [t.ordinary]);

    expect(t.chain.ledger.readAccount(counter)?.data[0]).toBe(6);
    expect(await t.connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL);
    expect((await t.connection.getTokenAccountBalance(destination)).value.uiAmountString).toBe(
      '2.5',
    );
    expect((await t.connection.getTokenAccountBalance(source)).value.amount).toBe(
      String(BigInt(sourceBefore) - 2_500_000n),
    );
    const ataRent = await t.connection.getMinimumBalanceForRentExemption(165);
    expect(await t.connection.getBalance(t.ordinary.publicKey)).toBe(
      payerBefore - LAMPORTS_PER_SOL - ataRent - 5_000 - PRIORITY_FEE,
    );

    const recorded = await t.connection.getTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    });
    expect(recorded?.meta?.err).toBeNull();
    expect(recorded?.meta?.fee).toBe(5_000 + PRIORITY_FEE);
    const logs = recorded?.meta?.logMessages ?? [];
    expect(logs.slice(0, 4)).toEqual([
      `Program ${BUDGET} invoke [1]`,
      `Program ${BUDGET} success`,
      `Program ${BUDGET} invoke [1]`,
      `Program ${BUDGET} success`,
    ]);
    const counterStart = logs.indexOf(`Program ${COUNTER} invoke [1]`);
    expect(counterStart).toBeGreaterThan(4);
    // The counter saw what the ATA creation and the transfer before it consumed.
    const consumedLine = logs[counterStart + 2] ?? '';
    const match = /^Program \S+ consumed 1234 of (\d+) compute units$/.exec(consumedLine);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeLessThan(300_000);
    expect(logs[counterStart + 3]).toBe(`Program ${COUNTER} success`);
    expect(logs.at(-1)).toBe(`Program ${TOKEN_PROGRAM_ID.toBase58()} success`);
    // The ATA program's CPIs stay listed under its own instruction index.
    expect(recorded?.meta?.innerInstructions?.map((inner) => inner.index)).toEqual([2]);
    expect(
      recorded?.meta?.postTokenBalances?.find((b) => b.owner === recipient.toBase58())
        ?.uiTokenAmount.uiAmountString,
    ).toBe('2.5');
    expect(recorded?.meta?.computeUnitsConsumed).toBeGreaterThan(1_234);
  });

  it('reverts every account — a token account created earlier included — when an instruction fails, and keeps the fee', async () => {
    const { tx, recipient, destination, source } = mixedTransaction(0);
    const payerBefore = await t.connection.getBalance(t.ordinary.publicKey);
    const sourceBefore = (await t.connection.getTokenAccountBalance(source)).value.amount;
    const { blockhash } = await t.connection.getLatestBlockhash();
    tx.recentBlockhash = blockhash;
    tx.feePayer = t.ordinary.publicKey;
    tx.sign(t.ordinary);
    const signature = await t.connection.sendRawTransaction(tx.serialize(), {
      skipPreflight: true,
    });
    const status = (await t.connection.getSignatureStatus(signature)).value;
    expect(status?.err).toEqual({ InstructionError: [4, { Custom: 7 }] });

    expect(t.chain.ledger.readAccount(counter)?.data[0]).toBe(1);
    expect(await t.connection.getAccountInfo(destination)).toBeNull();
    expect(await t.connection.getBalance(recipient)).toBe(0);
    expect((await t.connection.getTokenAccountBalance(source)).value.amount).toBe(sourceBefore);
    expect(await t.connection.getBalance(t.ordinary.publicKey)).toBe(
      payerBefore - 5_000 - PRIORITY_FEE,
    );
    const recorded = await t.connection.getTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    });
    expect(recorded?.meta?.logMessages?.at(-1)).toBe(
      `Program ${COUNTER} failed: custom program error: 0x7`,
    );
    expect(recorded?.meta?.postTokenBalances?.some((b) => b.owner === recipient.toBase58())).toBe(
      false,
    );
  });

  it('preflight reports the failure with its logs and sends nothing', async () => {
    const { tx } = mixedTransaction(0);
    const payerBefore = await t.connection.getBalance(t.ordinary.publicKey);
    await expect(sendAndConfirmTransaction(t.connection, tx, [t.ordinary])).rejects.toThrow(
      /custom program error: 0x7/,
    );
    expect(await t.connection.getBalance(t.ordinary.publicKey)).toBe(payerBefore);
  });

  it('reverts the emulated program’s write when a built-in instruction after it fails', async () => {
    const tx = new Transaction().add(
      counterInstruction(counter, 3),
      SystemProgram.transfer({
        fromPubkey: t.ordinary.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 10n ** 15n,
      }),
    );
    const simulated = await t.connection.simulateTransaction(tx, [t.ordinary]);
    expect(simulated.value.err).toEqual({ InstructionError: [1, { Custom: 1 }] });
    expect(simulated.value.logs?.[0]).toBe(`Program ${COUNTER} invoke [1]`);
    expect(t.chain.ledger.readAccount(counter)?.data[0]).toBe(1);
  });

  it('simulation shows the post-state of a successful mixed transaction without committing it', async () => {
    const tx = new Transaction().add(counterInstruction(counter, 4));
    const { blockhash } = await t.connection.getLatestBlockhash();
    tx.recentBlockhash = blockhash;
    tx.feePayer = t.ordinary.publicKey;
    tx.sign(t.ordinary);
    const message = tx.compileMessage();
    const simulated = await t.connection.simulateTransaction(
      new VersionedTransaction(message, [tx.signature ?? new Uint8Array(64)]),
      { accounts: { encoding: 'base64', addresses: [counter.toBase58()] } },
    );
    expect(simulated.value.err).toBeNull();
    const data = simulated.value.accounts?.[0]?.data;
    expect(Buffer.from(data?.[0] ?? '', 'base64')[0]).toBe(5);
    expect(simulated.value.unitsConsumed).toBe(1_234);
    expect(t.chain.ledger.readAccount(counter)?.data[0]).toBe(1);
  });

  it.each([
    ['a read-only account', false, 'ReadonlyDataModified'],
    ['a writable account it does not own', true, 'ExternalAccountDataModified'],
  ] as const)('refuses an emulated program that writes %s', async (_label, writable, error) => {
    const other = Keypair.generate().publicKey;
    t.chain.ledger.writeAccount(other, {
      lamports: 1_000_000n,
      owner: SystemProgram.programId,
      data: Uint8Array.from([0]),
      executable: false,
      rentEpoch: RENT_EXEMPT_EPOCH,
    });
    const tx = new Transaction().add(
      counterInstruction(counter, 255, { address: other, writable }),
    );
    const simulated = await t.connection.simulateTransaction(tx, [t.ordinary]);
    expect(simulated.value.err).toEqual({ InstructionError: [0, error] });
    expect(t.chain.ledger.readAccount(other)?.data[0]).toBe(0);
  });

  it('resolves the accounts of a v0 message through its address lookup table', async () => {
    const slot = await t.connection.getSlot();
    const [createTable, table] = AddressLookupTableProgram.createLookupTable({
      authority: t.ordinary.publicKey,
      payer: t.ordinary.publicKey,
      recentSlot: slot - 1,
    });
    const extend = AddressLookupTableProgram.extendLookupTable({
      lookupTable: table,
      authority: t.ordinary.publicKey,
      payer: t.ordinary.publicKey,
      addresses: [counter, COUNTER_PROGRAM],
    });
    await sendAndConfirmTransaction(t.connection, new Transaction().add(createTable, extend), [
      t.ordinary,
    ]);
    t.chain.ledger.advanceSlots(2);
    const lookup = (await t.connection.getAddressLookupTable(table)).value;
    if (lookup === null) throw new Error('table not created');
    const { blockhash } = await t.connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: t.ordinary.publicKey,
      recentBlockhash: blockhash,
      instructions: [counterInstruction(counter, 7)],
    }).compileToV0Message([lookup]);
    expect(message.addressTableLookups).toHaveLength(1);
    const versioned = new VersionedTransaction(message);
    versioned.sign([t.ordinary]);
    const signature = await t.connection.sendTransaction(versioned);
    // The sandbox lands a sent transaction before it answers.
    expect((await t.connection.getSignatureStatus(signature)).value?.err).toBeNull();
    expect(t.chain.ledger.readAccount(counter)?.data[0]).toBe(8);
  });

  it('lets one emulated program call another, with the caller’s privileges only', async () => {
    const tx = new Transaction().add(relayInstruction(counter, 4, true));
    const simulated = await t.connection.simulateTransaction(tx, [t.ordinary]);
    expect(simulated.value.err).toBeNull();
    const relay = RELAY_PROGRAM.toBase58();
    expect(simulated.value.logs).toEqual([
      `Program ${relay} invoke [1]`,
      'Program log: Instruction: Relay',
      `Program ${COUNTER} invoke [2]`,
      'Program log: Instruction: Add',
      `Program ${COUNTER} consumed 1234 of 199500 compute units`,
      `Program ${COUNTER} success`,
      `Program ${relay} consumed 1734 of 200000 compute units`,
      `Program ${relay} success`,
    ]);
    // Passed read-only to the relay, the counter cannot be handed on writable.
    const escalated = new Transaction().add(relayInstruction(counter, 4, false));
    const refused = await t.connection.simulateTransaction(escalated, [t.ordinary]);
    expect(refused.value.err).toEqual({ InstructionError: [0, 'PrivilegeEscalation'] });
    expect(t.chain.ledger.readAccount(counter)?.data[0]).toBe(1);
  });

  it('notifies account and log subscribers of what a mixed transaction changed', async () => {
    const { tx, destination } = mixedTransaction(2);
    const open = t.chain.subscriptions;
    const counterChange = firstEvent<Buffer>((deliver) => {
      t.connection.onAccountChange(counter, (info) => deliver(info.data));
    });
    const tokenChange = firstEvent<number>((deliver) => {
      t.connection.onAccountChange(destination, (info) => deliver(info.lamports));
    });
    const logs = firstEvent<string[]>((deliver) => {
      t.connection.onLogs(COUNTER_PROGRAM, (entry) => deliver(entry.logs));
    });
    // The three subscribes have reached the server before the transaction lands.
    await expect
      .poll(() => t.chain.subscriptions, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(open + 3);
    await sendLanded(t.connection, tx, [t.ordinary]);
    expect((await counterChange)[0]).toBe(3);
    expect(await tokenChange).toBeGreaterThan(0);
    expect(await logs).toContain(`Program ${COUNTER} success`);
  });
});
