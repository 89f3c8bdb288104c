import { TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import {
  type AccountInfo,
  type Context,
  type KeyedAccountInfo,
  Keypair,
  LAMPORTS_PER_SOL,
  type Logs,
  PublicKey,
  type SignatureResult,
  type SlotInfo,
  SystemProgram,
  Transaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { encodeBase58 } from '../encoding/base58';
import { transferChecked } from '../test-support/spl-instructions';
import { firstEvent, startTestChain, type TestChain } from '../test-support/test-chain';
import type { WorldWallet } from '../world/types';

let t: TestChain;
let wallets: WorldWallet[];

beforeAll(async () => {
  t = await startTestChain({ seed: 'pubsub' });
  wallets = t.chain.world.wallets;
});
afterAll(() => t.chain.close());

async function signedTransfer(to: PublicKey, lamports = LAMPORTS_PER_SOL) {
  const { blockhash } = await t.connection.getLatestBlockhash();
  const tx = new Transaction({ feePayer: t.ordinary.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: t.ordinary.publicKey, toPubkey: to, lamports }),
  );
  tx.sign(t.ordinary);
  return tx;
}

/** Resolves once the server holds `count` subscriptions: the subscribes have reached it. */
async function subscribed(count: number) {
  await expect.poll(() => t.chain.subscriptions, { timeout: 5_000 }).toBeGreaterThanOrEqual(count);
}

describe('websocket subscriptions through a web3.js Connection', () => {
  it('fires logsSubscribe for a transfer that mentions the wallet, and not for others', async () => {
    const seen: Logs[] = [];
    const open = t.chain.subscriptions;
    const id = t.connection.onLogs(t.flagged.publicKey, (logs) => seen.push(logs), 'confirmed');
    const unrelated = await signedTransfer(Keypair.generate().publicKey);
    const mentioning = await signedTransfer(t.flagged.publicKey);
    await subscribed(open + 1);
    await t.connection.sendRawTransaction(unrelated.serialize());
    const signature = await t.connection.sendRawTransaction(mentioning.serialize());
    await expect.poll(() => seen.length, { timeout: 5_000 }).toBeGreaterThan(0);
    await t.connection.removeOnLogsListener(id);
    expect(seen.map((l) => l.signature)).toEqual([signature]);
    expect(seen[0]?.err).toBeNull();
    expect(seen[0]?.logs).toContain('Program 11111111111111111111111111111111 success');
  });

  it('fires signatureSubscribe at once for a landed signature, and on landing for a pending one', async () => {
    const tx = await signedTransfer(Keypair.generate().publicKey);
    const signature = await t.connection.sendRawTransaction(tx.serialize(), {
      skipPreflight: true,
    });
    const late = await firstEvent<SignatureResult>((deliver) => {
      t.connection.onSignature(signature, (result) => deliver(result), 'confirmed');
    });
    expect(late.err).toBeNull();
    const pending = await signedTransfer(Keypair.generate().publicKey);
    const pendingSignature = Buffer.from(pending.signature ?? []);
    const open = t.chain.subscriptions;
    const early = firstEvent<[SignatureResult, Context]>((deliver) => {
      t.connection.onSignature(
        encodeBase58(pendingSignature),
        (result, context) => deliver([result, context]),
        'confirmed',
      );
    });
    await subscribed(open + 1);
    await t.connection.sendRawTransaction(pending.serialize());
    const [result, context] = await early;
    expect(result.err).toBeNull();
    expect(context.slot).toBeGreaterThan(0);
  });

  it('fires slotSubscribe every slot', async () => {
    const slots: SlotInfo[] = [];
    const id = t.connection.onSlotChange((info) => slots.push(info));
    await expect.poll(() => slots.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await t.connection.removeSlotChangeListener(id);
    expect((slots[1]?.slot ?? 0) - (slots[0]?.slot ?? 0)).toBe(1);
    expect(slots[1]?.parent).toBe(slots[0]?.slot);
  });

  it('fires accountSubscribe and programSubscribe on a token transfer', async () => {
    const sender = wallets.find((w) => w.role === 'ordinary');
    const receiver = wallets.find((w) => w.role === 'flagged');
    const from = sender?.tokens.find((b) => b.symbol === 'USDC');
    const to = receiver?.tokens.find((b) => b.symbol === 'USDC');
    if (from === undefined || to === undefined) throw new Error('USDC accounts');
    const listeners: number[] = [];
    const open = t.chain.subscriptions;
    const account = firstEvent<AccountInfo<Buffer>>((deliver) => {
      listeners.push(
        t.connection.onAccountChange(
          new PublicKey(to.account),
          (info) => deliver(info),
          'confirmed',
        ),
      );
    });
    const program = firstEvent<KeyedAccountInfo>((deliver) => {
      listeners.push(
        t.connection.onProgramAccountChange(
          toPublicKey(TOKEN_PROGRAM_ID),
          (keyed) => deliver(keyed),
          'confirmed',
          [{ dataSize: 165 }, { memcmp: { offset: 32, bytes: t.flagged.publicKey.toBase58() } }],
        ),
      );
    });
    await subscribed(open + 2);
    const { blockhash } = await t.connection.getLatestBlockhash();
    const tx = new Transaction({ feePayer: t.ordinary.publicKey, recentBlockhash: blockhash }).add(
      transferChecked(
        new PublicKey(from.account),
        new PublicKey(from.mint),
        new PublicKey(to.account),
        t.ordinary.publicKey,
        2_000_000n,
        6,
        toPublicKey(TOKEN_PROGRAM_ID),
      ),
    );
    tx.sign(t.ordinary);
    await t.connection.sendRawTransaction(tx.serialize());
    const changed = await account;
    expect(changed.data.readBigUInt64LE(64)).toBe(1_202_000_000n);
    const keyed = await program;
    expect(keyed.accountId.toBase58()).toBe(to.account);
    await t.connection.removeAccountChangeListener(listeners[0] ?? -1);
    await t.connection.removeProgramAccountChangeListener(listeners[1] ?? -1);
  });
});

describe('PubSub protocol over a raw websocket', () => {
  function open(): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(t.chain.wsUrl);
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
  }
  function next(socket: WebSocket): Promise<Record<string, unknown>> {
    return new Promise((resolve) =>
      socket.once('message', (raw) => resolve(JSON.parse(raw.toString()))),
    );
  }

  it('answers subscribe and unsubscribe with ids, and rejects unknown ids and methods', async () => {
    const socket = await open();
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'accountSubscribe',
        params: [t.ordinary.publicKey.toBase58(), { encoding: 'base64' }],
      }),
    );
    const subscribed = await next(socket);
    expect(typeof subscribed.result).toBe('number');
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'accountUnsubscribe',
        params: [subscribed.result],
      }),
    );
    expect(await next(socket)).toEqual({ jsonrpc: '2.0', result: true, id: 2 });
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 3,
        method: 'accountUnsubscribe',
        params: [subscribed.result],
      }),
    );
    expect(await next(socket)).toMatchObject({
      error: { code: -32602, message: 'Invalid subscription id.' },
      id: 3,
    });
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'blockSubscribe', params: [] }));
    expect(await next(socket)).toMatchObject({
      error: { code: -32601, message: 'Method not found: blockSubscribe' },
    });
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 5,
        method: 'logsSubscribe',
        params: [{ mentions: [t.ordinary.publicKey.toBase58(), t.flagged.publicKey.toBase58()] }],
      }),
    );
    expect(await next(socket)).toMatchObject({
      error: { code: -32602, message: 'Invalid Request: Only 1 address supported' },
    });
    socket.send('{nope');
    expect(await next(socket)).toMatchObject({ error: { code: -32700 } });
    socket.close();
  });
});
