import { TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../test-support/test-chain';

let t: TestChain;

beforeAll(async () => {
  t = await startTestChain({ seed: 'control' });
});
afterAll(() => t.chain.close());

async function control(method: string, path: string, body?: unknown) {
  const response = await fetch(`${t.chain.controlUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('control endpoints', () => {
  it('publishes the sandbox wallets with keys that sign for them', async () => {
    const { status, body } = await control('GET', '/wallets');
    expect(status).toBe(200);
    const wallets = body.wallets as Array<{ role: string; publicKey: string; secretKey: number[] }>;
    expect(wallets.map((w) => w.role)).toEqual(['ordinary', 'flagged', 'manager']);
    for (const wallet of wallets) {
      const keypair = Keypair.fromSecretKey(Uint8Array.from(wallet.secretKey));
      expect(keypair.publicKey.toBase58()).toBe(wallet.publicKey);
    }
    expect(wallets[0]?.publicKey).toBe(t.ordinary.publicKey.toBase58());
  });

  it('serves the world and the status', async () => {
    const world = (await control('GET', '/world')).body;
    expect((world.markets as unknown[]).length).toBeGreaterThanOrEqual(6);
    const status = (await control('GET', '/status')).body;
    expect(status.seed).toBe('control');
    expect(status.rpcUrl).toBe(t.chain.rpcUrl);
    const { programState } = status.world as {
      programState: {
        lending: { markets: number; reserves: number; obligations: number };
        liquidity: { strategies: number; meteoraPositions: number };
        farms: { farms: number; userStates: number };
        notWritten: string[];
      };
    };
    expect(programState.lending.markets).toBe((world.markets as unknown[]).length);
    expect(programState.lending.reserves).toBeGreaterThanOrEqual(40);
    expect(programState.lending.obligations).toBeGreaterThanOrEqual(6);
    expect(programState.liquidity.strategies).toBeGreaterThanOrEqual(60);
    expect(programState.farms.userStates).toBeGreaterThan(0);
    expect(programState.liquidity.meteoraPositions).toBeGreaterThan(0);
    expect(programState.notWritten.some((line) => line.includes('Meteora'))).toBe(false);
  });

  it('advances slots and time together', async () => {
    const before = await t.connection.getSlot();
    const { body } = await control('POST', '/advance', { slots: 100, seconds: 60 });
    expect(body.slot).toBeGreaterThanOrEqual(before + 250);
    const slot = body.slot as number;
    expect(await t.connection.getBlockTime(slot)).toBe(body.blockTime);
    expect((await t.connection.getBlockTime(slot)) ?? 0).toBeGreaterThanOrEqual(
      ((await t.connection.getBlockTime(before)) ?? 0) + 99,
    );
    expect((await control('POST', '/advance', { slots: -1 })).status).toBe(400);
    expect((await control('POST', '/advance', {})).status).toBe(400);
  });

  it('holds the next sent transaction, re-sends included, until its blockhash expires', async () => {
    const stranger = Keypair.generate().publicKey;
    const transfer = async (lamports: number) => {
      const latest = await t.connection.getLatestBlockhash();
      const tx = new Transaction({
        feePayer: t.ordinary.publicKey,
        recentBlockhash: latest.blockhash,
      }).add(
        SystemProgram.transfer({ fromPubkey: t.ordinary.publicKey, toPubkey: stranger, lamports }),
      );
      tx.sign(t.ordinary);
      return { raw: tx.serialize(), latest };
    };
    expect((await control('POST', '/transactions/hold', { count: -1 })).status).toBe(400);
    expect((await control('POST', '/transactions/hold', {})).status).toBe(400);
    expect((await control('GET', '/transactions/hold')).status).toBe(405);
    const { body } = await control('POST', '/transactions/hold', { count: 1 });
    expect(body).toEqual({ remaining: 1, held: [] });

    const held = await transfer(1_000_000);
    const signature = await t.connection.sendRawTransaction(held.raw);
    expect(await t.connection.sendRawTransaction(held.raw, { skipPreflight: true })).toBe(
      signature,
    );
    expect((await t.connection.getSignatureStatus(signature)).value).toBeNull();
    expect(await t.connection.getBalance(stranger)).toBe(0);

    // Only the one: the next transaction lands.
    const next = await transfer(2_000_000);
    const landed = await t.connection.sendRawTransaction(next.raw);
    await t.connection.confirmTransaction({ signature: landed, ...next.latest }, 'confirmed');
    expect(await t.connection.getBalance(stranger)).toBe(2_000_000);

    await control('POST', '/advance', { slots: 151 });
    expect(await t.connection.getBlockHeight()).toBeGreaterThan(held.latest.lastValidBlockHeight);
    expect((await t.connection.getSignatureStatus(signature)).value).toBeNull();
    expect((await control('POST', '/transactions/hold', { count: 0 })).body).toEqual({
      remaining: 0,
      held: [signature],
    });
  });

  it('overwrites an account and reads it back through RPC', async () => {
    const address = Keypair.generate().publicKey;
    const data = Buffer.from([1, 2, 3, 4, 5]);
    const { status, body } = await control('PUT', `/accounts/${address.toBase58()}`, {
      lamports: '5000000',
      owner: TOKEN_PROGRAM_ID.toBase58(),
      data: data.toString('base64'),
    });
    expect(status).toBe(200);
    expect(body.account).toMatchObject({ lamports: 5_000_000, owner: TOKEN_PROGRAM_ID.toBase58() });
    const info = await t.connection.getAccountInfo(address);
    expect(info?.data).toEqual(data);
    expect(info?.owner.equals(toPublicKey(TOKEN_PROGRAM_ID))).toBe(true);
    const listed = await t.connection.getProgramAccounts(toPublicKey(TOKEN_PROGRAM_ID), {
      filters: [{ dataSize: 5 }],
    });
    expect(listed.map((a) => a.pubkey.toBase58())).toEqual([address.toBase58()]);
  });

  it('refuses bad overwrites and unknown endpoints with JSON errors', async () => {
    const target = `/accounts/${Keypair.generate().publicKey.toBase58()}`;
    const bad = await control('PUT', target, { lamports: 'lots', owner: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/lamports/);
    expect(
      (
        await control('PUT', target, {
          lamports: 1,
          owner: PublicKey.default.toBase58(),
          data: '!!',
        })
      ).status,
    ).toBe(400);
    expect((await control('PUT', target, '{not json')).status).toBe(400);
    expect((await control('GET', '/nothing')).status).toBe(404);
    expect((await control('DELETE', '/reset')).status).toBe(405);
  });

  it('resets to the seed: balances, created accounts and transaction history go back', async () => {
    const stranger = Keypair.generate().publicKey;
    const { blockhash } = await t.connection.getLatestBlockhash();
    const tx = new Transaction({ feePayer: t.ordinary.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: t.ordinary.publicKey,
        toPubkey: stranger,
        lamports: LAMPORTS_PER_SOL,
      }),
    );
    const signature = await sendAndConfirmTransaction(t.connection, tx, [t.ordinary]);
    expect(await t.connection.getBalance(stranger)).toBe(LAMPORTS_PER_SOL);
    const slotBefore = await t.connection.getSlot();
    const { status } = await control('POST', '/reset');
    expect(status).toBe(200);
    expect(await t.connection.getBalance(stranger)).toBe(0);
    expect(await t.connection.getBalance(t.ordinary.publicKey)).toBe(250 * LAMPORTS_PER_SOL);
    expect((await t.connection.getSignatureStatus(signature)).value).toBeNull();
    expect(await t.connection.getSlot()).toBeGreaterThanOrEqual(slotBefore);
  });

  it('resets to another seed when asked, with other wallets', async () => {
    const { body } = await control('POST', '/reset', { seed: 'another' });
    expect(body.seed).toBe('another');
    const wallets = (await control('GET', '/wallets')).body.wallets as Array<{ publicKey: string }>;
    expect(wallets[0]?.publicKey).not.toBe(t.ordinary.publicKey.toBase58());
    expect(await t.connection.getBalance(new PublicKey(wallets[0]?.publicKey ?? ''))).toBe(
      250 * LAMPORTS_PER_SOL,
    );
    expect(await t.connection.getBalance(t.ordinary.publicKey)).toBe(0);
  });
});
