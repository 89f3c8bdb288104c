import {
  type Address,
  createJsonRpcChain,
  KLEND_PROGRAM_ID,
  readLendingMarket,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { Connection, PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxChain, startSandboxChain } from '../../src/sandbox-chain';

let chain: SandboxChain;
let connection: Connection;
let light: ReturnType<typeof createJsonRpcChain>;

beforeAll(async () => {
  chain = await startSandboxChain({ ports: { rpc: 0, ws: 0, control: 0 }, seed: 'readers-light' });
  connection = new Connection(chain.rpcUrl, { commitment: 'processed', wsEndpoint: chain.wsUrl });
  light = createJsonRpcChain({ endpoint: chain.rpcUrl, commitment: 'processed' });
});
afterAll(() => chain.close());

const bytesOf = (account: { owner: Address; data: Uint8Array } | null) =>
  account === null
    ? null
    : { owner: account.owner.toBase58(), data: Buffer.from(account.data).toString('hex') };

describe('the light JSON-RPC client against the sandbox node', () => {
  it('reads the same accounts as a web3.js Connection', async () => {
    const market = chain.world.markets[0];
    if (!market) throw new Error('no market in the world');
    const keys = [
      new PublicKey(market.address),
      ...market.reserves.map((r) => new PublicKey(r.address)),
      PublicKey.unique(),
    ];
    const [ours, theirs] = await Promise.all([
      light.getMultipleAccountsInfo(keys),
      connection.getMultipleAccountsInfo(keys),
    ]);
    expect(ours.map(bytesOf)).toEqual(theirs.map(bytesOf));
    expect(ours.at(-1)).toBeNull();
    expect(ours[0]).not.toBeNull();
  });

  it('lists the same program accounts (filters, data slice) and decodes a market alike', async () => {
    const market = chain.world.markets[0];
    if (!market) throw new Error('no market in the world');
    const config = {
      dataSlice: { offset: 0, length: 40 },
      filters: [{ memcmp: { offset: 32, bytes: market.address } }],
    };
    const [ours, theirs] = await Promise.all([
      light.getProgramAccounts(KLEND_PROGRAM_ID, config),
      connection.getProgramAccounts(toPublicKey(KLEND_PROGRAM_ID), config),
    ]);
    const listed = (list: readonly { pubkey: Address; account: { data: Uint8Array } }[]) =>
      list
        .map((a) => `${a.pubkey.toBase58()} ${Buffer.from(a.account.data).toString('hex')}`)
        .sort();
    expect(listed(ours)).toEqual(listed(theirs));
    expect(ours.length).toBeGreaterThan(0);

    const address = new PublicKey(market.address);
    const [a, b] = await Promise.all([
      readLendingMarket(light, address),
      readLendingMarket(connection, address),
    ]);
    expect(a.reserves.map((r) => r.address.toBase58()).sort()).toEqual(
      b.reserves.map((r) => r.address.toBase58()).sort(),
    );
  });

  it('agrees on balances, token accounts and the clock', async () => {
    const wallet = chain.world.wallets.find((w) => w.role === 'ordinary');
    if (!wallet) throw new Error('no ordinary wallet');
    const owner = new PublicKey(wallet.publicKey);
    expect(await light.getBalance(owner)).toBe(await connection.getBalance(owner));
    const filter = { programId: toPublicKey(TOKEN_PROGRAM_ID) };
    const [ours, theirs] = await Promise.all([
      light.getTokenAccountsByOwner(owner, filter),
      connection.getTokenAccountsByOwner(owner, filter),
    ]);
    const listed = (list: readonly { pubkey: Address; account: { data: Uint8Array } }[]) =>
      list
        .map((a) => `${a.pubkey.toBase58()} ${Buffer.from(a.account.data).toString('hex')}`)
        .sort();
    expect(listed(ours.value)).toEqual(listed(theirs.value));
    expect(ours.value.length).toBeGreaterThan(0);

    const slot = await light.getSlot();
    expect(Math.abs(slot - (await connection.getSlot()))).toBeLessThan(50);
    expect(await light.getBlockTime(slot)).toEqual(await connection.getBlockTime(slot));
    expect((await light.getRecentPerformanceSamples(3)).length).toBe(
      (await connection.getRecentPerformanceSamples(3)).length,
    );
  });

  it('fails like a Connection when the node refuses a request', async () => {
    const bad = { toBase58: () => 'not-an-address' } as unknown as PublicKey;
    const ours = await light.getMultipleAccountsInfo([bad]).catch((e: Error) => e.message);
    const theirs = await connection.getMultipleAccountsInfo([bad]).catch((e: Error) => e.message);
    expect(typeof ours).toBe('string');
    expect(ours).toBe(theirs);
  });
});
