import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import {
  ComputeBudgetProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAssociatedTokenAccountIdempotent,
  transferChecked,
} from '../test-support/spl-instructions';
import { rawRpc, startTestChain, type TestChain } from '../test-support/test-chain';
import { associatedTokenAddress } from '../world/addresses';
import type { WorldWallet } from '../world/types';

let t: TestChain;
let ordinary: WorldWallet;

beforeAll(async () => {
  t = await startTestChain({ seed: 'transactions' });
  ordinary = t.chain.world.wallets.find((w) => w.role === 'ordinary') as WorldWallet;
});
afterAll(() => t.chain.close());

const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
/** A program id with neither a binary nor an emulation. */
const MISSING_PROGRAM_ID = new PublicKey('Missing111111111111111111111111111111111111');

async function transferTransaction(lamports: number, to = Keypair.generate().publicKey) {
  const { blockhash, lastValidBlockHeight } = await t.connection.getLatestBlockhash();
  const tx = new Transaction({ feePayer: t.ordinary.publicKey, blockhash, lastValidBlockHeight });
  tx.add(SystemProgram.transfer({ fromPubkey: t.ordinary.publicKey, toPubkey: to, lamports }));
  return { tx, to };
}

describe('transactions executed in the SVM', () => {
  it('executes a SOL transfer signed by a sandbox wallet and records it', async () => {
    const before = await t.connection.getBalance(t.ordinary.publicKey);
    const { tx, to } = await transferTransaction(LAMPORTS_PER_SOL);
    tx.add(
      new TransactionInstruction({
        programId: MEMO_PROGRAM_ID,
        keys: [],
        data: Buffer.from('sandbox'),
      }),
    );
    const signature = await sendAndConfirmTransaction(t.connection, tx, [t.ordinary]);
    expect(await t.connection.getBalance(to)).toBe(LAMPORTS_PER_SOL);
    expect(await t.connection.getBalance(t.ordinary.publicKey)).toBe(
      before - LAMPORTS_PER_SOL - 5_000,
    );
    const status = (await t.connection.getSignatureStatus(signature)).value;
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    const recorded = await t.connection.getTransaction(signature, {
      maxSupportedTransactionVersion: 0,
      commitment: 'confirmed',
    });
    expect(recorded?.meta?.fee).toBe(5_000);
    expect(recorded?.meta?.err).toBeNull();
    expect(
      recorded?.meta?.logMessages?.some((l) => l.startsWith('Program log: Memo (len 7)')),
    ).toBe(true);
    expect(recorded?.meta?.postBalances[1]).toBe(LAMPORTS_PER_SOL);
    expect(recorded?.blockTime).toBe(await t.connection.getBlockTime(recorded?.slot ?? 0));
    const parsed = await t.connection.getParsedTransaction(signature, { commitment: 'confirmed' });
    expect(parsed?.transaction.message.accountKeys[0]?.signer).toBe(true);
    // Sent again, the same transaction is dropped as already processed: nothing moves twice.
    expect(await t.connection.sendRawTransaction(tx.serialize())).toBe(signature);
    expect(await t.connection.getBalance(to)).toBe(LAMPORTS_PER_SOL);
  });

  it('charges the priority fee that getFeeForMessage quotes', async () => {
    // Alone in its slot, so the slot's minimum prioritization fee is this transaction's.
    t.chain.ledger.advanceSlots(1);
    const { tx } = await transferTransaction(LAMPORTS_PER_SOL / 10);
    tx.instructions.unshift(
      ComputeBudgetProgram.setComputeUnitLimit({ units: 20_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 500_000 }),
    );
    const quoted = (await t.connection.getFeeForMessage(tx.compileMessage())).value;
    expect(quoted).toBe(5_000 + 10_000);
    const before = await t.connection.getBalance(t.ordinary.publicKey);
    await sendAndConfirmTransaction(t.connection, tx, [t.ordinary]);
    expect(before - (await t.connection.getBalance(t.ordinary.publicKey))).toBe(
      LAMPORTS_PER_SOL / 10 + (quoted ?? 0),
    );
    const fees = await t.connection.getRecentPrioritizationFees({
      lockedWritableAccounts: [t.ordinary.publicKey],
    });
    expect(fees.some((f) => f.prioritizationFee === 500_000)).toBe(true);
  });

  it.each([
    ['SPL Token', 'USDC', TOKEN_PROGRAM_ID],
    ['Token-2022', 'PYUSD', TOKEN_2022_PROGRAM_ID],
  ] as const)(
    'executes a %s transfer into a freshly created associated account',
    async (_label, symbol, program) => {
      const holding = ordinary.tokens.find((b) => b.symbol === symbol);
      const mintInfo = t.chain.world.tokens.find((x) => x.symbol === symbol);
      if (holding === undefined || mintInfo === undefined) throw new Error(symbol);
      const mint = new PublicKey(holding.mint);
      const recipient = Keypair.generate().publicKey;
      const destination = associatedTokenAddress(recipient, mint, toPublicKey(program));
      const tx = new Transaction().add(
        createAssociatedTokenAccountIdempotent(
          t.ordinary.publicKey,
          destination,
          recipient,
          mint,
          toPublicKey(program),
        ),
        transferChecked(
          new PublicKey(holding.account),
          mint,
          destination,
          t.ordinary.publicKey,
          123_450_000n,
          mintInfo.decimals,
          toPublicKey(program),
        ),
      );
      const signature = await sendAndConfirmTransaction(t.connection, tx, [t.ordinary]);
      const received = await t.connection.getTokenAccountBalance(destination);
      expect(received.value.uiAmountString).toBe('123.45');
      const sent = await t.connection.getTokenAccountBalance(new PublicKey(holding.account));
      expect(sent.value.amount).toBe(String(BigInt(holding.amount) * 1_000_000n - 123_450_000n));
      const owned = await t.connection.getTokenAccountsByOwner(recipient, {
        programId: toPublicKey(program),
      });
      expect(owned.value.map((a) => a.pubkey.toBase58())).toEqual([destination.toBase58()]);
      const recorded = await t.connection.getTransaction(signature, {
        maxSupportedTransactionVersion: 0,
      });
      const post = recorded?.meta?.postTokenBalances?.find((b) => b.owner === recipient.toBase58());
      expect(post?.uiTokenAmount.uiAmountString).toBe('123.45');
      expect(post?.programId).toBe(program.toBase58());
    },
  );

  it('executes v0 transactions', async () => {
    const to = Keypair.generate().publicKey;
    const { blockhash } = await t.connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: t.ordinary.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: t.ordinary.publicKey,
          toPubkey: to,
          lamports: LAMPORTS_PER_SOL,
        }),
      ],
    }).compileToV0Message();
    const tx = new VersionedTransaction(message);
    tx.sign([t.ordinary]);
    const signature = await t.connection.sendTransaction(tx);
    await t.connection.confirmTransaction({
      signature,
      ...(await t.connection.getLatestBlockhash()),
    });
    expect(await t.connection.getBalance(to)).toBe(LAMPORTS_PER_SOL);
    await expect(t.connection.getTransaction(signature)).rejects.toThrow(
      /maxSupportedTransactionVersion/,
    );
    expect(
      (await t.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))
        ?.version,
    ).toBe(0);
  });
});

describe('transactions the runtime refuses', () => {
  it('rejects a tampered signature with -32003 and never lands it', async () => {
    const { tx, to } = await transferTransaction(LAMPORTS_PER_SOL);
    tx.sign(t.ordinary);
    const wire = tx.serialize();
    wire[1] = (wire[1] ?? 0) ^ 0xff;
    await expect(t.connection.sendRawTransaction(wire)).rejects.toThrow(
      /Transaction signature verification failure/,
    );
    const skipped = await t.connection.sendRawTransaction(wire, { skipPreflight: true });
    expect((await t.connection.getSignatureStatus(skipped)).value).toBeNull();
    expect(await t.connection.getBalance(to)).toBe(0);
  });

  it('rejects unknown and expired blockhashes', async () => {
    const unknown = new Transaction({
      feePayer: t.ordinary.publicKey,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
    }).add(
      SystemProgram.transfer({
        fromPubkey: t.ordinary.publicKey,
        toPubkey: PublicKey.unique(),
        lamports: LAMPORTS_PER_SOL,
      }),
    );
    unknown.sign(t.ordinary);
    await expect(t.connection.sendRawTransaction(unknown.serialize())).rejects.toThrow(
      /Transaction simulation failed: Blockhash not found/,
    );
    const { tx } = await transferTransaction(LAMPORTS_PER_SOL);
    tx.sign(t.ordinary);
    await fetch(`${t.chain.controlUrl}/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slots: 151 }),
    });
    const simulated = await t.connection.simulateTransaction(tx);
    expect(simulated.value.err).toBe('BlockhashNotFound');
    await expect(t.connection.sendRawTransaction(tx.serialize())).rejects.toThrow(
      /Blockhash not found/,
    );
  });

  it('fails a call to a program the sandbox lacks with the runtime error, never a success', async () => {
    const { blockhash } = await t.connection.getLatestBlockhash();
    const tx = new Transaction({ feePayer: t.ordinary.publicKey, recentBlockhash: blockhash }).add(
      new TransactionInstruction({
        programId: MISSING_PROGRAM_ID,
        keys: [],
        data: Buffer.from([1, 2, 3]),
      }),
    );
    tx.sign(t.ordinary);
    let failure: unknown;
    try {
      await t.connection.sendRawTransaction(tx.serialize());
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(SendTransactionError);
    expect(String((failure as Error).message)).toContain(
      'This program may not be used for executing instructions',
    );
    const answer = (await rawRpc(
      t.chain.rpcUrl,
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [tx.serialize().toString('base64'), { encoding: 'base64' }],
      }),
    )) as { error: { code: number; data: { err: unknown } } };
    expect(answer.error.code).toBe(-32002);
    expect(answer.error.data.err).toBe('InvalidProgramForExecution');
  });

  it('lands an instruction failure with its error, logs and the fee', async () => {
    const { tx } = await transferTransaction(10_000 * LAMPORTS_PER_SOL);
    tx.sign(t.ordinary);
    const before = await t.connection.getBalance(t.ordinary.publicKey);
    const signature = await t.connection.sendRawTransaction(tx.serialize(), {
      skipPreflight: true,
    });
    const status = (await t.connection.getSignatureStatus(signature)).value;
    expect(status?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(before - (await t.connection.getBalance(t.ordinary.publicKey))).toBe(5_000);
    const recorded = await t.connection.getTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    });
    expect(recorded?.meta?.logMessages?.some((l) => l.includes('insufficient lamports'))).toBe(
      true,
    );
  });
});

describe('simulation and airdrops', () => {
  it('simulates unsigned transactions and returns post-state accounts', async () => {
    const to = Keypair.generate().publicKey;
    const { blockhash } = await t.connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: t.ordinary.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: t.ordinary.publicKey,
          toPubkey: to,
          lamports: LAMPORTS_PER_SOL,
        }),
      ],
    }).compileToV0Message();
    const result = await t.connection.simulateTransaction(new VersionedTransaction(message), {
      accounts: { encoding: 'base64', addresses: [to.toBase58()] },
      replaceRecentBlockhash: true,
    });
    expect(result.value.err).toBeNull();
    expect(result.value.unitsConsumed).toBeGreaterThan(0);
    expect(result.value.accounts?.[0]?.lamports).toBe(LAMPORTS_PER_SOL);
    expect(await t.connection.getBalance(to)).toBe(0);
  });

  it('airdrops with a real transfer that confirms', async () => {
    const to = Keypair.generate().publicKey;
    const signature = await t.connection.requestAirdrop(to, 3 * LAMPORTS_PER_SOL);
    await t.connection.confirmTransaction({
      signature,
      ...(await t.connection.getLatestBlockhash()),
    });
    expect(await t.connection.getBalance(to)).toBe(3 * LAMPORTS_PER_SOL);
    await expect(t.connection.requestAirdrop(to, 0)).rejects.toThrow(/lamports/);
  });
});
