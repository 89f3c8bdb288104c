import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { sameAddress } from '../address/address';
import { JsonRpcError } from './jsonRpc';
import { createJsonRpcChain } from './jsonRpcChain';

const ENDPOINT = 'http://node.test/rpc';
const A = new PublicKey('So11111111111111111111111111111111111111112');
const B = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const OWNER = new PublicKey('11111111111111111111111111111111');

interface Sent {
  method: string;
  params: unknown[];
}

type Answer = { status?: number; statusText?: string; body: unknown };

/** A node behind fetch: records each request and answers with `answer(request)`. */
function fakeNode(answer: (request: Sent, index: number) => Answer) {
  const sent: Sent[] = [];
  const fetch = async (input: string, init: RequestInit) => {
    expect(input).toBe(ENDPOINT);
    expect(init.method).toBe('POST');
    const request = JSON.parse(String(init.body)) as Sent & { jsonrpc: string; id: number };
    expect(request.jsonrpc).toBe('2.0');
    sent.push({ method: request.method, params: request.params });
    const reply = answer(request, sent.length - 1);
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status ?? 200,
      statusText: reply.statusText ?? 'OK',
    });
  };
  return { sent, fetch };
}

const ok = (result: unknown): Answer => ({ body: { jsonrpc: '2.0', id: 1, result } });
const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));
const account = (bytes: number[], owner = OWNER) => ({
  data: [base64(bytes), 'base64'],
  owner: owner.toBase58(),
  lamports: 42,
  executable: false,
  rentEpoch: 0,
  space: bytes.length,
});

describe('createJsonRpcChain', () => {
  it('reads accounts as getMultipleAccounts base64 at the read commitment, in order', async () => {
    const node = fakeNode(() => ok({ context: { slot: 1 }, value: [account([1, 2, 255]), null] }));
    const rpc = createJsonRpcChain({ endpoint: ENDPOINT, commitment: 'processed', ...node });
    const [first, second] = await rpc.getMultipleAccountsInfo([A, B]);
    expect(node.sent).toEqual([
      {
        method: 'getMultipleAccounts',
        params: [[A.toBase58(), B.toBase58()], { encoding: 'base64', commitment: 'processed' }],
      },
    ]);
    expect(first?.data).toEqual(new Uint8Array([1, 2, 255]));
    expect(sameAddress(first?.owner, OWNER)).toBe(true);
    expect(second).toBeNull();
    expect(rpc.rpcEndpoint).toBe(ENDPOINT);
  });

  it('splits more than 100 addresses into requests the node accepts', async () => {
    const node = fakeNode((request) => {
      const keys = request.params[0] as string[];
      return ok({ context: { slot: 1 }, value: keys.map((_, i) => account([i % 256])) });
    });
    const rpc = createJsonRpcChain({ endpoint: ENDPOINT, ...node });
    const keys = Array.from({ length: 250 }, () => A);
    const accounts = await rpc.getMultipleAccountsInfo(keys, 'confirmed');
    expect(node.sent.map((s) => (s.params[0] as string[]).length)).toEqual([100, 100, 50]);
    expect(node.sent[0]?.params[1]).toEqual({ encoding: 'base64', commitment: 'confirmed' });
    expect(accounts).toHaveLength(250);
    expect(accounts[100]?.data).toEqual(new Uint8Array([0]));
  });

  it('lists program accounts with base58 memcmp filters and a data slice', async () => {
    const node = fakeNode(() => ok([{ pubkey: B.toBase58(), account: account([7]) }]));
    const rpc = createJsonRpcChain({ endpoint: ENDPOINT, commitment: 'processed', ...node });
    const listed = await rpc.getProgramAccounts(A, {
      dataSlice: { offset: 10, length: 1 },
      filters: [{ dataSize: 8624 }, { memcmp: { offset: 32, bytes: OWNER.toBase58() } }],
    });
    expect(node.sent[0]).toEqual({
      method: 'getProgramAccounts',
      params: [
        A.toBase58(),
        {
          encoding: 'base64',
          commitment: 'processed',
          dataSlice: { offset: 10, length: 1 },
          filters: [
            { dataSize: 8624 },
            { memcmp: { offset: 32, bytes: OWNER.toBase58(), encoding: 'base58' } },
          ],
        },
      ],
    });
    expect(listed).toHaveLength(1);
    expect(sameAddress(listed[0]?.pubkey, B)).toBe(true);
    expect(listed[0]?.account.data).toEqual(new Uint8Array([7]));
  });

  it('reads balance, token accounts, slot, block time and performance samples', async () => {
    const results: Record<string, unknown> = {
      getBalance: { context: { slot: 1 }, value: 5_000 },
      getTokenAccountsByOwner: {
        context: { slot: 1 },
        value: [{ pubkey: A.toBase58(), account: account([9], B) }],
      },
      getSlot: 77,
      getBlockTime: null,
      getRecentPerformanceSamples: [
        { slot: 9, numTransactions: 10, numSlots: 11, samplePeriodSecs: 60, numNonVoteTx: 3 },
      ],
    };
    const node = fakeNode((request) => ok(results[request.method]));
    const rpc = createJsonRpcChain({ endpoint: ENDPOINT, ...node });
    expect(await rpc.getBalance(A, 'confirmed')).toBe(5_000);
    const tokens = await rpc.getTokenAccountsByOwner(A, { programId: B });
    expect(sameAddress(tokens.value[0]?.account.owner, B)).toBe(true);
    expect(await rpc.getSlot()).toBe(77);
    expect(await rpc.getBlockTime(77)).toBeNull();
    expect(await rpc.getRecentPerformanceSamples(60)).toEqual([
      { slot: 9, numTransactions: 10, numSlots: 11, samplePeriodSecs: 60 },
    ]);
    expect(node.sent).toEqual([
      { method: 'getBalance', params: [A.toBase58(), { commitment: 'confirmed' }] },
      {
        method: 'getTokenAccountsByOwner',
        params: [A.toBase58(), { programId: B.toBase58() }, { encoding: 'base64' }],
      },
      { method: 'getSlot', params: [] },
      { method: 'getBlockTime', params: [77] },
      { method: 'getRecentPerformanceSamples', params: [60] },
    ]);
  });

  it("throws the node's error message the way web3.js words it", async () => {
    const node = fakeNode(() => ({
      body: { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid param' } },
    }));
    const rpc = createJsonRpcChain({ endpoint: ENDPOINT, ...node });
    const error = await rpc.getSlot().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JsonRpcError);
    expect((error as JsonRpcError).code).toBe(-32602);
    expect((error as Error).message).toBe('failed to get slot: Invalid param');
    await expect(rpc.getMultipleAccountsInfo([A])).rejects.toThrow(
      `failed to get info for accounts ${A.toBase58()}: Invalid param`,
    );
    await expect(rpc.getBalance(A)).rejects.toThrow(
      `failed to get balance of account ${A.toBase58()}: SolanaJSONRPCError: failed to get balance for ${A.toBase58()}: Invalid param`,
    );
  });

  it('retries while rate limited and reports other HTTP failures with their body', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const limited = fakeNode((_, index) =>
      index < 2 ? { status: 429, statusText: 'Too Many Requests', body: 'slow down' } : ok(5),
    );
    const rpc = createJsonRpcChain({ endpoint: ENDPOINT, sleep, ...limited });
    expect(await rpc.getSlot()).toBe(5);
    expect(waits).toEqual([500, 1000]);

    const down = fakeNode(() => ({ status: 503, statusText: 'Service Unavailable', body: 'down' }));
    const failing = createJsonRpcChain({ endpoint: ENDPOINT, sleep, ...down });
    await expect(failing.getSlot()).rejects.toThrow('503 Service Unavailable: down');
  });

  it('refuses garbage instead of returning it', async () => {
    const answers: Answer[] = [
      { body: '<html>oops</html>' },
      ok({ context: { slot: 1 }, value: [{ data: 'AAAA', owner: OWNER.toBase58() }] }),
      ok({ context: { slot: 1 }, value: [] }),
      ok('seventy'),
    ];
    const node = fakeNode((_, index) => answers[index] ?? ok(null));
    const rpc = createJsonRpcChain({ endpoint: ENDPOINT, ...node });
    await expect(rpc.getSlot()).rejects.toThrow('something other than JSON');
    await expect(rpc.getMultipleAccountsInfo([A])).rejects.toThrow('unexpected shape');
    await expect(rpc.getMultipleAccountsInfo([A])).rejects.toThrow('unexpected shape');
    await expect(rpc.getSlot()).rejects.toThrow('unexpected shape');
  });
});
