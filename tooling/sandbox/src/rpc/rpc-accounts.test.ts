import {
  decodeMint,
  decodeTokenAccount,
  MINT_SIZE,
  sameAddress,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_ACCOUNT_SIZE,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { type ParsedAccountData, PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SLOT_MS } from '../config/defaults';
import { rawRpc, startTestChain, type TestChain } from '../test-support/test-chain';
import type { WorldToken, WorldWallet } from '../world/types';

let t: TestChain;
let ordinary: WorldWallet;
const token = (symbol: string): WorldToken => {
  const found = t.chain.world.tokens.find((x) => x.symbol === symbol);
  if (found === undefined) throw new Error(symbol);
  return found;
};

beforeAll(async () => {
  t = await startTestChain();
  ordinary = t.chain.world.wallets.find((w) => w.role === 'ordinary') as WorldWallet;
});
afterAll(() => t.chain.close());

describe('account reads through a web3.js Connection', () => {
  it('returns seeded mints that decode with the chain-readers layouts', async () => {
    const usdc = token('USDC');
    const info = await t.connection.getAccountInfo(new PublicKey(usdc.mint));
    expect(info).not.toBeNull();
    expect(info?.owner.equals(toPublicKey(TOKEN_PROGRAM_ID))).toBe(true);
    expect(info?.data.length).toBe(MINT_SIZE);
    const mint = decodeMint(new PublicKey(usdc.mint), info as NonNullable<typeof info>);
    expect(mint.decimals).toBe(6);
    expect(mint.supply).toBe(8_600_000_000_000_000n);
  });

  it('reads several accounts at once, with null for missing ones', async () => {
    const keys = [token('USDC').mint, token('PYUSD').mint, PublicKey.unique().toBase58()].map(
      (k) => new PublicKey(k),
    );
    const infos = await t.connection.getMultipleAccountsInfo(keys);
    expect(infos[0]?.owner.equals(toPublicKey(TOKEN_PROGRAM_ID))).toBe(true);
    expect(infos[1]?.owner.equals(toPublicKey(TOKEN_2022_PROGRAM_ID))).toBe(true);
    expect(infos[2]).toBeNull();
  });

  it('renders jsonParsed mints and token accounts', async () => {
    const parsedMint = await t.connection.getParsedAccountInfo(
      new PublicKey(token('JitoSOL').mint),
    );
    const mintData = parsedMint.value?.data as ParsedAccountData;
    expect(mintData.program).toBe('spl-token');
    expect(mintData.parsed).toMatchObject({
      type: 'mint',
      info: { decimals: 9, isInitialized: true },
    });
    const pyusd = ordinary.tokens.find((b) => b.symbol === 'PYUSD');
    const parsedAccount = await t.connection.getParsedAccountInfo(
      new PublicKey(pyusd?.account ?? ''),
    );
    const accountData = parsedAccount.value?.data as ParsedAccountData;
    expect(accountData.program).toBe('spl-token-2022');
    expect(accountData.parsed).toEqual({
      type: 'account',
      info: {
        isNative: false,
        mint: token('PYUSD').mint,
        owner: ordinary.publicKey,
        state: 'initialized',
        tokenAmount: { amount: '1500000000', decimals: 6, uiAmount: 1500, uiAmountString: '1500' },
        extensions: [{ extension: 'immutableOwner' }],
      },
    });
  });

  it('falls back to base64 for jsonParsed accounts it cannot parse', async () => {
    const parsed = await t.connection.getParsedAccountInfo(t.ordinary.publicKey);
    expect(parsed.value?.data).toEqual(Buffer.from(''));
    expect(parsed.value?.lamports).toBe(250_000_000_000);
  });

  it('lists the token accounts of both token programs, in base64 and jsonParsed', async () => {
    const owner = t.ordinary.publicKey;
    const classic = await t.connection.getTokenAccountsByOwner(owner, {
      programId: toPublicKey(TOKEN_PROGRAM_ID),
    });
    const extended = await t.connection.getTokenAccountsByOwner(owner, {
      programId: toPublicKey(TOKEN_2022_PROGRAM_ID),
    });
    const expected2022 = ordinary.tokens.filter((b) => b.tokenProgram === 'spl-token-2022');
    expect(extended.value.map((a) => a.pubkey.toBase58()).sort()).toEqual(
      expected2022.map((b) => b.account).sort(),
    );
    const expectedClassic =
      ordinary.tokens.filter((b) => b.tokenProgram === 'spl-token').length +
      ordinary.strategyShares.length +
      t.chain.world.earnVaults.filter((v) => v.walletShares !== null).length;
    expect(classic.value).toHaveLength(expectedClassic);
    for (const { pubkey, account } of classic.value) {
      expect(sameAddress(decodeTokenAccount(pubkey, account).owner, owner)).toBe(true);
    }
    const parsed = await t.connection.getParsedTokenAccountsByOwner(owner, {
      mint: new PublicKey(token('USDC').mint),
    });
    expect(parsed.value).toHaveLength(1);
    expect(parsed.value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('25000');
  });

  it('gives a token account balance and refuses non-token accounts', async () => {
    const bonk = ordinary.tokens.find((b) => b.symbol === 'BONK');
    const balance = await t.connection.getTokenAccountBalance(new PublicKey(bonk?.account ?? ''));
    expect(balance.value).toEqual({
      amount: '2500000000000',
      decimals: 5,
      uiAmount: 25_000_000,
      uiAmountString: '25000000',
    });
    await expect(t.connection.getTokenAccountBalance(t.ordinary.publicKey)).rejects.toThrow(
      /not a Token account/,
    );
  });

  it('filters getProgramAccounts by dataSize and memcmp, and slices data', async () => {
    const owner = t.ordinary.publicKey;
    const accounts = await t.connection.getProgramAccounts(toPublicKey(TOKEN_PROGRAM_ID), {
      filters: [
        { dataSize: TOKEN_ACCOUNT_SIZE },
        { memcmp: { offset: 32, bytes: owner.toBase58() } },
      ],
    });
    expect(accounts.length).toBeGreaterThan(10);
    expect(accounts.every((a) => a.account.data.subarray(32, 64).equals(owner.toBuffer()))).toBe(
      true,
    );
    const mints = await t.connection.getProgramAccounts(toPublicKey(TOKEN_PROGRAM_ID), {
      filters: [{ dataSize: MINT_SIZE }],
      dataSlice: { offset: 44, length: 1 },
    });
    const classicTokenMints = t.chain.world.tokens.filter(
      (x) => x.tokenProgram === 'spl-token' && x.supply !== null,
    ).length;
    // Token mints, strategy share mints, the reserves' cToken mints, the earn vaults' shares
    // mints, the native mint and the governance realm's council mint.
    const cTokenMints = t.chain.world.markets.flatMap((m) => m.reserves).length;
    expect(mints).toHaveLength(
      classicTokenMints +
        t.chain.world.strategies.length +
        cTokenMints +
        t.chain.world.earnVaults.length +
        2,
    );
    expect(mints.every((m) => m.account.data.length === 1)).toBe(true);
    const usdc = mints.find((m) => m.pubkey.toBase58() === token('USDC').mint);
    expect(usdc?.account.data[0]).toBe(6);
    const none = await t.connection.getProgramAccounts(toPublicKey(TOKEN_PROGRAM_ID), {
      filters: [{ dataSize: 7 }],
    });
    expect(none).toEqual([]);
  });

  it('reports balances and rent minimums', async () => {
    expect(await t.connection.getBalance(t.flagged.publicKey)).toBe(20_000_000_000);
    expect(await t.connection.getMinimumBalanceForRentExemption(0)).toBe(890_880);
    expect(await t.connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280);
  });
});

describe('cluster reads', () => {
  it('advances slots in real time with block times that follow them', async () => {
    const started = performance.now();
    const first = await t.connection.getSlot();
    // Slots advance on their own…
    await expect
      .poll(() => t.connection.getSlot(), { timeout: 5_000 })
      .toBeGreaterThanOrEqual(first + 2);
    const second = await t.connection.getSlot();
    // …and never ahead of the clock.
    const elapsed = performance.now() - started;
    expect(second - first).toBeLessThanOrEqual(Math.ceil(elapsed / DEFAULT_SLOT_MS) + 1);
    const earlier = await t.connection.getBlockTime(first - 150);
    const later = await t.connection.getBlockTime(first);
    expect(earlier).toBeGreaterThan(1_600_000_000);
    expect((later ?? 0) - (earlier ?? 0)).toBe(60);
    await expect(t.connection.getBlockTime(second + 1_000)).rejects.toThrow(/not available/);
    expect(await t.connection.getBlockHeight()).toBeGreaterThanOrEqual(second);
  });

  it('answers epoch, blockhash, version, health and performance samples', async () => {
    const epoch = await t.connection.getEpochInfo();
    expect(epoch.slotsInEpoch).toBe(432_000);
    expect(epoch.epoch).toBe(Math.floor(epoch.absoluteSlot / 432_000));
    const { blockhash, lastValidBlockHeight } = await t.connection.getLatestBlockhash();
    expect(lastValidBlockHeight - (epoch.blockHeight ?? 0)).toBeGreaterThan(140);
    expect((await t.connection.isBlockhashValid(blockhash)).value).toBe(true);
    expect((await t.connection.isBlockhashValid(PublicKey.unique().toBase58())).value).toBe(false);
    expect((await t.connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/);
    const samples = await t.connection.getRecentPerformanceSamples(3);
    expect(samples).toHaveLength(3);
    expect(samples[0]?.samplePeriodSecs).toBe(60);
    expect(((samples[0]?.samplePeriodSecs ?? 0) * 1000) / (samples[0]?.numSlots ?? 1)).toBe(400);
    const fees = await t.connection.getRecentPrioritizationFees();
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((f) => f.prioritizationFee === 0)).toBe(true);
    expect(await rawRpc(t.chain.rpcUrl, '{"jsonrpc":"2.0","id":1,"method":"getHealth"}')).toEqual({
      jsonrpc: '2.0',
      result: 'ok',
      id: 1,
    });
  });
});

describe('JSON-RPC errors over HTTP', () => {
  it('names unknown methods in -32601', async () => {
    expect(
      await rawRpc(t.chain.rpcUrl, '{"jsonrpc":"2.0","id":4,"method":"getBlockProduction"}'),
    ).toEqual({
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found: getBlockProduction' },
      id: 4,
    });
  });

  it('answers malformed JSON with -32700 and bad envelopes with -32600', async () => {
    expect(await rawRpc(t.chain.rpcUrl, '{"jsonrpc":"2.0","id":')).toMatchObject({
      error: { code: -32700, message: 'Parse error' },
      id: null,
    });
    expect(
      await rawRpc(t.chain.rpcUrl, '{"jsonrpc":"1.0","id":1,"method":"getSlot"}'),
    ).toMatchObject({
      error: { code: -32600 },
    });
  });

  it('answers bad parameters with -32602', async () => {
    const bad = await rawRpc(
      t.chain.rpcUrl,
      '{"jsonrpc":"2.0","id":1,"method":"getAccountInfo","params":["not-a-key"]}',
    );
    expect(bad).toMatchObject({ error: { code: -32602, message: 'Invalid param: Invalid' } });
    const tooMany = await rawRpc(
      t.chain.rpcUrl,
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getMultipleAccounts',
        params: [Array.from({ length: 101 }, () => PublicKey.unique().toBase58())],
      }),
    );
    expect(tooMany).toMatchObject({ error: { code: -32602 } });
    const base58TooLong = await rawRpc(
      t.chain.rpcUrl,
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getAccountInfo',
        params: [ordinary.tokens[0]?.account, { encoding: 'base58' }],
      }),
    );
    expect(base58TooLong).toMatchObject({ error: { code: -32600 } });
  });

  it('answers batches request by request', async () => {
    const answer = (await rawRpc(
      t.chain.rpcUrl,
      '[{"jsonrpc":"2.0","id":1,"method":"getSlot"},{"jsonrpc":"2.0","id":2,"method":"nope"}]',
    )) as Array<{ id: number; result?: number; error?: { code: number } }>;
    expect(answer.map((r) => r.id)).toEqual([1, 2]);
    expect(typeof answer[0]?.result).toBe('number');
    expect(answer[1]?.error?.code).toBe(-32601);
  });

  it('writes u64 rent epochs exactly', async () => {
    const response = await fetch(t.chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getAccountInfo',
        params: [token('USDC').mint, { encoding: 'base64' }],
      }),
    });
    expect(await response.text()).toContain('"rentEpoch":18446744073709551615');
  });
});
