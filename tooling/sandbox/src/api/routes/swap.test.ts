import {
  associatedTokenAddress,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import {
  Connection,
  type Keypair,
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swapHandler } from '../../programs/swap/swap-handler';
import { SANDBOX_SWAP_PROGRAM_ID, swapPoolAuthority } from '../../programs/swap/swap-program';
import { readTokenAccount } from '../../spl/token-accounts';
import { type SandboxApi, startSandboxApi } from '../sandbox-api';
import { type Sandbox, startSandbox } from '../start-sandbox';
import type { SwapInstructionsResponse } from './swap-instructions';
import type { QuoteResponse } from './swap-quote';
import type { JupiterInstruction } from './swap-setup';

const SEED = 'swap-api';
let sandbox: Sandbox;
let connection: Connection;
let wallet: Keypair;

beforeAll(async () => {
  sandbox = await startSandbox({
    seed: SEED,
    handlers: [swapHandler],
    ports: { rpc: 0, ws: 0, control: 0 },
    api: { port: 0 },
  });
  connection = new Connection(sandbox.chain.rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: sandbox.chain.wsUrl,
  });
  wallet = sandbox.chain.wallet('ordinary');
});
afterAll(() => sandbox.close());

function token(symbol: string) {
  const found = sandbox.chain.world.tokens.find((candidate) => candidate.symbol === symbol);
  if (found === undefined) throw new Error(`no ${symbol}`);
  const program =
    found.tokenProgram === 'spl-token-2022' ? TOKEN_2022_PROGRAM_ID : TOKEN_PROGRAM_ID;
  return {
    mint: found.mint,
    ata: associatedTokenAddress(wallet.publicKey, new PublicKey(found.mint), program).address,
  };
}

function balance(account: PublicKey): bigint {
  return readTokenAccount(account, sandbox.chain.ledger.readAccount(account))?.amount ?? 0n;
}

async function get(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
}

async function quote(query: Record<string, string>, api: { url: string } = sandbox.api) {
  const { status, body } = await get(`${api.url}/swap/v1/quote?${new URLSearchParams(query)}`);
  if (status !== 200) throw new Error(`quote ${status}: ${JSON.stringify(body)}`);
  return body as QuoteResponse;
}

async function swapInstructions(body: unknown) {
  const response = await fetch(`${sandbox.api.url}/swap/v1/swap-instructions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const instruction = (ix: JupiterInstruction) =>
  new TransactionInstruction({
    programId: new PublicKey(ix.programId),
    keys: ix.accounts.map((meta) => ({ ...meta, pubkey: new PublicKey(meta.pubkey) })),
    data: Buffer.from(ix.data, 'base64'),
  });

/** quote → swap-instructions → a v0 transaction signed by the wallet, sent and confirmed. */
async function executeQuote(quoted: QuoteResponse, options: Record<string, unknown> = {}) {
  const answer = await swapInstructions({
    quoteResponse: quoted,
    userPublicKey: wallet.publicKey.toBase58(),
    ...options,
  });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  const ixs = answer.body as SwapInstructionsResponse;
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: wallet.publicKey,
    recentBlockhash: blockhash,
    instructions: [
      ...ixs.computeBudgetInstructions,
      ...ixs.setupInstructions,
      ixs.swapInstruction,
      ...(ixs.cleanupInstruction === null ? [] : [ixs.cleanupInstruction]),
    ].map(instruction),
  }).compileToV0Message();
  const transaction = new VersionedTransaction(message);
  transaction.sign([wallet]);
  const signature = await connection.sendTransaction(transaction);
  const confirmed = await connection.confirmTransaction(
    { signature, blockhash, lastValidBlockHeight },
    'confirmed',
  );
  expect(confirmed.value.err).toBeNull();
  const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
  return { ixs, fee: BigInt(landed?.meta?.fee ?? 0) };
}

describe('GET /swap/v1/quote', () => {
  it('answers in Jupiter’s QuoteResponse shape', async () => {
    const [usdc, pyusd] = [token('USDC'), token('PYUSD')];
    const slotBefore = sandbox.chain.ledger.slot;
    const q = await quote({
      inputMint: usdc.mint,
      outputMint: pyusd.mint,
      amount: '1000000000',
      slippageBps: '50',
    });
    expect(q).toMatchObject({
      inputMint: usdc.mint,
      inAmount: '1000000000',
      outputMint: pyusd.mint,
      swapMode: 'ExactIn',
      slippageBps: 50,
      platformFee: null,
    });
    const out = BigInt(q.outAmount);
    expect(out).toBeGreaterThan(990_000_000n);
    expect(q.otherAmountThreshold).toBe(((out * 9_950n) / 10_000n).toString());
    expect(Number(q.priceImpactPct)).toBeGreaterThan(0);
    expect(Number(q.priceImpactPct)).toBeLessThan(0.001);
    expect(q.routePlan).toEqual([
      {
        swapInfo: {
          ammKey: swapPoolAuthority().toBase58(),
          label: 'Sandbox Swap',
          inputMint: usdc.mint,
          outputMint: pyusd.mint,
          inAmount: '1000000000',
          outAmount: q.outAmount,
          feeAmount: '1000000',
          feeMint: usdc.mint,
        },
        percent: 100,
        bps: 10_000,
      },
    ]);
    // The chain's slot when it quoted (the slot ticks on meanwhile).
    expect(q.contextSlot).toBeGreaterThanOrEqual(slotBefore);
    expect(q.contextSlot).toBeLessThanOrEqual(sandbox.chain.ledger.slot);
    expect(typeof q.timeTaken).toBe('number');
  });

  it('gives the same quote without a chain, from the world’s accounts', async () => {
    const alone: SandboxApi = await startSandboxApi({ port: 0, seed: SEED });
    try {
      const query = {
        inputMint: token('SOL').mint,
        outputMint: token('TSLAx').mint,
        amount: '3000000000',
        slippageBps: '100',
      };
      const { contextSlot: _slot, timeTaken: _time, ...offChain } = await quote(query, alone);
      const { contextSlot: _s, timeTaken: _t, ...onChain } = await quote(query);
      expect(offChain).toEqual(onChain);
    } finally {
      await alone.close();
    }
  });

  it('refuses as Jupiter does: one mint twice, an unknown mint, no route, bad parameters', async () => {
    const [usdc, googl] = [token('USDC'), token('GOOGLx')];
    const url = (query: Record<string, string>) =>
      `${sandbox.api.url}/swap/v1/quote?${new URLSearchParams(query)}`;
    const stranger = PublicKey.unique().toBase58();
    expect(await get(url({ inputMint: usdc.mint, outputMint: usdc.mint, amount: '1' }))).toEqual({
      status: 400,
      body: {
        error: 'Circular arbitrage is disabled',
        errorCode: 'CIRCULAR_ARBITRAGE_IS_DISABLED',
      },
    });
    expect(await get(url({ inputMint: usdc.mint, outputMint: stranger, amount: '1' }))).toEqual({
      status: 400,
      body: { error: `The token ${stranger} is not tradable`, errorCode: 'TOKEN_NOT_TRADABLE' },
    });
    // A billion GOOGLx is far beyond the pool's depth.
    const tooMuch = url({
      inputMint: usdc.mint,
      outputMint: googl.mint,
      amount: '100000000000000000',
      swapMode: 'ExactOut',
    });
    expect(await get(tooMuch)).toEqual({
      status: 400,
      body: { error: 'Could not find any route', errorCode: 'COULD_NOT_FIND_ANY_ROUTE' },
    });
    const zero = await get(url({ inputMint: usdc.mint, outputMint: googl.mint, amount: '0' }));
    expect(zero.body).toMatchObject({ errorCode: 'COULD_NOT_FIND_ANY_ROUTE' });
    const bad = await get(url({ inputMint: usdc.mint, outputMint: googl.mint, amount: '1.5' }));
    expect(bad).toMatchObject({ status: 400, body: { errorCode: 'INVALID_REQUEST' } });
  });
});

describe('POST /swap/v1/swap-instructions', () => {
  it('builds a transaction that moves exactly the quoted amounts (SPL Token → new Token-2022 ATA)', async () => {
    const [usdc, aapl] = [token('USDC'), token('AAPLx')];
    const q = await quote({ inputMint: usdc.mint, outputMint: aapl.mint, amount: '2500000000' });
    const before = { usdc: balance(toPublicKey(usdc.ata)), out: balance(toPublicKey(aapl.ata)) };
    const { ixs } = await executeQuote(q, { computeUnitPriceMicroLamports: 1_000 });
    expect(balance(toPublicKey(usdc.ata))).toBe(before.usdc - 2_500_000_000n);
    expect(balance(toPublicKey(aapl.ata))).toBe(before.out + BigInt(q.outAmount));
    expect(ixs.swapInstruction.programId).toBe(SANDBOX_SWAP_PROGRAM_ID.toBase58());
    expect(ixs.setupInstructions).toHaveLength(1); // the destination ATA, idempotent
    expect(ixs.cleanupInstruction).toBeNull();
    expect(ixs.computeBudgetInstructions).toHaveLength(2);
    expect(ixs.addressLookupTableAddresses).toEqual([]);
    expect(ixs.prioritizationFeeLamports).toBe(400);
  });

  it('wraps SOL in and unwraps SOL out', async () => {
    const [sol, usdc] = [token('SOL'), token('USDC')];
    const lamports = () => connection.getBalance(wallet.publicKey).then(BigInt);

    const buy = await quote({ inputMint: sol.mint, outputMint: usdc.mint, amount: '2000000000' });
    // Unwrapping closes the wrapped-SOL account: whatever it held comes back too.
    const wrapped = () => sandbox.chain.ledger.readAccount(toPublicKey(sol.ata))?.lamports ?? 0n;
    const start = {
      sol: await lamports(),
      wrapped: wrapped(),
      usdc: balance(toPublicKey(usdc.ata)),
    };
    const bought = await executeQuote(buy);
    expect(bought.ixs.setupInstructions).toHaveLength(4); // wSOL ATA, transfer, sync, USDC ATA
    expect(bought.ixs.cleanupInstruction).not.toBeNull();
    expect(await lamports()).toBe(start.sol + start.wrapped - 2_000_000_000n - bought.fee);
    expect(balance(toPublicKey(usdc.ata))).toBe(start.usdc + BigInt(buy.outAmount));
    expect(sandbox.chain.ledger.readAccount(toPublicKey(sol.ata))).toBeNull();

    const sell = await quote({ inputMint: usdc.mint, outputMint: sol.mint, amount: '100000000' });
    const middle = { sol: await lamports(), usdc: balance(toPublicKey(usdc.ata)) };
    const sold = await executeQuote(sell);
    expect(await lamports()).toBe(middle.sol + BigInt(sell.outAmount) - sold.fee);
    expect(balance(toPublicKey(usdc.ata))).toBe(middle.usdc - 100_000_000n);
  });

  it('executes an ExactOut quote: exactly the amount out, the quoted amount in', async () => {
    const [pyusd, jup] = [token('PYUSD'), token('JUP')];
    const q = await quote({
      inputMint: pyusd.mint,
      outputMint: jup.mint,
      amount: '250000000',
      swapMode: 'ExactOut',
      slippageBps: '30',
    });
    expect(q.swapMode).toBe('ExactOut');
    expect(q.outAmount).toBe('250000000');
    expect(BigInt(q.otherAmountThreshold)).toBeGreaterThan(BigInt(q.inAmount));
    const before = { in: balance(toPublicKey(pyusd.ata)), out: balance(toPublicKey(jup.ata)) };
    await executeQuote(q);
    expect(balance(toPublicKey(jup.ata))).toBe(before.out + 250_000_000n);
    expect(balance(toPublicKey(pyusd.ata))).toBe(before.in - BigInt(q.inAmount));
  });

  it('refuses a body without a quote or a wallet, and a pair it cannot route', async () => {
    const missing = await swapInstructions({ userPublicKey: wallet.publicKey.toBase58() });
    expect(missing).toMatchObject({ status: 400, body: { errorCode: 'INVALID_REQUEST' } });
    const q = await quote({
      inputMint: token('USDC').mint,
      outputMint: token('JTO').mint,
      amount: '1000',
    });
    const noWallet = await swapInstructions({ quoteResponse: q, userPublicKey: 'nope' });
    expect(noWallet).toMatchObject({ status: 400, body: { errorCode: 'INVALID_REQUEST' } });
    const stranger = PublicKey.unique().toBase58();
    const unknown = await swapInstructions({
      quoteResponse: { ...q, outputMint: stranger },
      userPublicKey: wallet.publicKey.toBase58(),
    });
    expect(unknown).toMatchObject({ status: 400, body: { errorCode: 'TOKEN_NOT_TRADABLE' } });
  });
});
