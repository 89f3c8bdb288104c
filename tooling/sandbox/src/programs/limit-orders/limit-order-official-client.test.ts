import { createRequire } from 'node:module';
import { LimoClient } from '@kamino-finance/limo-sdk';
import {
  fetchMaybeOrder,
  type Order,
} from '@kamino-finance/limo-sdk/dist/rpc_client/generated/accounts';
import { INITIALIZE_VAULT_DISCRIMINATOR } from '@kamino-finance/limo-sdk/dist/rpc_client/generated/instructions';
import { NATIVE_MINT, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { LIMIT_ORDER_GLOBAL_CONFIG } from '@keel/limit-order-programs';
import {
  address,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
} from '@solana/kit';
import { type Keypair, PublicKey, Transaction, type TransactionInstruction } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { writeTokenAccount } from '../../world/accounts/spl-accounts';
import { faucetKeypair } from '../../world/wallets';
import { limitOrderHandler } from './limit-order-handler';
import {
  ataOf,
  freshMint,
  lamportsOf,
  legacyInstruction,
  tokenAmount,
  vaultOf,
  worldMint,
} from './test-limit-orders';

/*
 * The independent check: limo-sdk 3.1.0's LimoClient, on the sandbox's RPC, builds the maker's
 * and the taker's transactions with its defaults (initialize_vault on a mint's first order,
 * update_order for a permissionless order, its take and its close), the sandbox executes them,
 * and the client's own Order decoder reads back what landed.
 */

type ClientArgs = ConstructorParameters<typeof LimoClient>;
type Signer = Parameters<LimoClient['initializeVaultIx']>[0];
type Amount = Parameters<LimoClient['createOrderGenericIx']>[3];
type SdkInstruction = Awaited<ReturnType<LimoClient['initializeVaultIx']>>;

/** bn.js, the amounts type limo-sdk takes, as the SDK itself resolves it. */
const BN = createRequire(require.resolve('@kamino-finance/limo-sdk'))('bn.js') as new (
  value: string,
) => Amount;
const amount = (value: bigint): Amount => new BN(value.toString());

let t: TestChain;
let client: LimoClient;
let maker: Signer;

beforeAll(async () => {
  t = await startTestChain({ seed: 'limo-sdk', handlers: [limitOrderHandler] });
  client = new LimoClient(
    createSolanaRpc(t.chain.rpcUrl) as unknown as ClientArgs[0],
    createSolanaRpcSubscriptions(t.chain.wsUrl) as unknown as ClientArgs[1],
    address(LIMIT_ORDER_GLOBAL_CONFIG.toBase58()) as ClientArgs[2],
  );
  maker = (await createKeyPairSignerFromBytes(t.ordinary.secretKey)) as unknown as Signer;
});
afterAll(() => t.chain.close());
beforeEach(() => t.chain.reset());

const usdc = () => worldMint(t, 'USDC');
const kit = (key: PublicKey) => address(key.toBase58()) as ClientArgs[2] & string;
const TOKEN = kit(toPublicKey(TOKEN_PROGRAM_ID));

/**
 * Lands limo-sdk's instructions: the wallets sign with web3.js, the order's key (the SDK's own
 * non-extractable signer) with WebCrypto over the same message.
 */
async function land(
  instructions: readonly SdkInstruction[],
  wallets: Keypair[],
  orderSigner?: { address: string; keyPair: CryptoKeyPair },
): Promise<void> {
  const tx = new Transaction().add(
    ...instructions.map((ix) => legacyInstruction(ix) as TransactionInstruction),
  );
  tx.feePayer = wallets[0]?.publicKey;
  tx.recentBlockhash = (await t.connection.getLatestBlockhash()).blockhash;
  if (orderSigner !== undefined) {
    tx.setSigners(...wallets.map((w) => w.publicKey), new PublicKey(orderSigner.address));
  }
  tx.partialSign(...wallets);
  if (orderSigner !== undefined) {
    const signature = await crypto.subtle.sign(
      'Ed25519',
      orderSigner.keyPair.privateKey,
      new Uint8Array(tx.serializeMessage()),
    );
    tx.addSignature(new PublicKey(orderSigner.address), Buffer.from(signature));
  }
  const sent = await t.connection.sendRawTransaction(tx.serialize());
  const status = (await t.connection.getSignatureStatus(sent)).value;
  expect(status?.err ?? null).toBeNull();
}

async function readOrder(order: string): Promise<Order | null> {
  const found = await fetchMaybeOrder(
    createSolanaRpc(t.chain.rpcUrl) as unknown as Parameters<typeof fetchMaybeOrder>[0],
    address(order) as Parameters<typeof fetchMaybeOrder>[1],
  );
  return found.exists ? found.data : null;
}

/** The maker's order of `input` raw `mint` for `output` raw USDC, as the client builds it. */
async function createOrder(
  mint: PublicKey,
  input: bigint,
  output: bigint,
  permissionless: boolean,
) {
  const [instructions, order] = await client.createOrderGenericWithParamsIx({
    user: maker,
    inputMint: kit(mint),
    outputMint: kit(usdc()),
    inputAmountLamports: amount(input),
    outputAmountLamports: amount(output),
    inputMintProgramId: TOKEN,
    outputMintProgramId: TOKEN,
    permissionless,
  });
  await land(
    instructions,
    [t.ordinary],
    order as unknown as { address: string; keyPair: CryptoKeyPair },
  );
  return { instructions, order: order.address as string };
}

describe('limo-sdk 3.1.0 against the sandbox', () => {
  it('creates an order with the client’s defaults: initialize_vault on the mint’s first order', async () => {
    const mint = freshMint(t, t.ordinary.publicKey, 5_000_000n);
    const first = await createOrder(mint, 2_000_000n, 7_000_000n, false);
    expect(Buffer.from(first.instructions[0]?.data ?? []).subarray(0, 8)).toEqual(
      Buffer.from(INITIALIZE_VAULT_DISCRIMINATOR),
    );
    const state = await readOrder(first.order);
    expect(state).not.toBeNull();
    expect(state?.maker).toBe(t.ordinary.publicKey.toBase58());
    expect(state?.inputMint).toBe(mint.toBase58());
    expect(state?.initialInputAmount).toBe(2_000_000n);
    expect(state?.remainingInputAmount).toBe(2_000_000n);
    expect(state?.expectedOutputAmount).toBe(7_000_000n);
    expect(state?.status).toBe(0);
    expect(state?.feePaid).toBe(0n);
    expect(tokenAmount(t, vaultOf(mint))).toBe(2_000_000n);

    // The vault exists now: the client's second order of the mint has no initialize_vault.
    const second = await createOrder(mint, 1_000_000n, 3_000_000n, false);
    expect(
      second.instructions.some((ix) =>
        Buffer.from(ix.data ?? [])
          .subarray(0, 8)
          .equals(Buffer.from(INITIALIZE_VAULT_DISCRIMINATOR)),
      ),
    ).toBe(false);
    expect(tokenAmount(t, vaultOf(mint))).toBe(3_000_000n);
  });

  it('sells SOL: the client wraps it, creates the order and closes its wrapped account', async () => {
    const before = lamportsOf(t, t.ordinary.publicKey);
    const { order } = await createOrder(
      toPublicKey(NATIVE_MINT),
      1_500_000_000n,
      9_000_000n,
      false,
    );
    const state = await readOrder(order);
    expect(state?.remainingInputAmount).toBe(1_500_000_000n);
    expect(tokenAmount(t, vaultOf(toPublicKey(NATIVE_MINT)))).toBe(1_500_000_000n);
    // 1.5 SOL, the order account's rent (limo-sdk's 3 841 920) and two signatures.
    expect(before - lamportsOf(t, t.ordinary.publicKey)).toBe(
      1_500_000_000n + 3_841_920n + 10_000n,
    );
  });

  it('cancels with closeOrderAndClaimTipIx: the input back, the order gone', async () => {
    const mint = freshMint(t, t.ordinary.publicKey, 5_000_000n);
    const { order } = await createOrder(mint, 2_000_000n, 7_000_000n, false);
    const state = await readOrder(order);
    if (state === null) throw new Error('no order');
    const instructions = await client.closeOrderAndClaimTipIx(maker, {
      address: order as Parameters<LimoClient['closeOrderAndClaimTipIx']>[1]['address'],
      state,
    });
    await land(instructions, [t.ordinary]);
    expect(await readOrder(order)).toBeNull();
    expect(tokenAmount(t, ataOf(t.ordinary.publicKey, mint))).toBe(5_000_000n);
    expect(tokenAmount(t, vaultOf(mint))).toBe(0n);
  });

  it('takes a permissionless order with takeOrderIx, partly then fully, as the client reads it', async () => {
    const mint = freshMint(t, t.ordinary.publicKey, 4_000_000n);
    const { order, instructions } = await createOrder(mint, 4_000_000n, 10_000_001n, true);
    expect(instructions.length).toBeGreaterThan(2); // update_order after create_order
    const created = await readOrder(order);
    if (created === null) throw new Error('no order');
    expect(created.permissionless).toBe(1);

    const takerKeys = faucetKeypair('limo-sdk');
    const taker = (await createKeyPairSignerFromBytes(takerKeys.secretKey)) as unknown as Signer;
    writeTokenAccount(
      t.chain.ledger,
      ataOf(takerKeys.publicKey, usdc()),
      toPublicKey(TOKEN_PROGRAM_ID),
      {
        mint: usdc().toBase58(),
        owner: takerKeys.publicKey.toBase58(),
        amount: 20_000_000n,
      },
    );
    const makerUsdc = tokenAmount(t, ataOf(t.ordinary.publicKey, usdc()));
    const relay = address('PytERJFhAKuNNuaiXkApLfWzwNwSNDACpigT3LwQfou') as ClientArgs[2] & string;
    const orderAddress = order as Parameters<LimoClient['takeOrderIx']>[1]['address'];

    // A quarter: ceil(1 000 000 × 10 000 001 / 4 000 000) = 2 500 001.
    const quarter = await client.takeOrderIx(
      taker,
      { address: orderAddress, state: created },
      amount(1_000_000n),
      amount(2_500_001n),
      relay,
      amount(0n),
      true,
    );
    await land(quarter, [takerKeys]);
    const partly = await readOrder(order);
    expect(partly?.remainingInputAmount).toBe(3_000_000n);
    expect(partly?.filledOutputAmount).toBe(2_500_001n);
    expect(partly?.numberOfFills).toBe(1n);
    expect(partly?.status).toBe(0);
    if (partly === null) throw new Error('no order');

    const rest = await client.takeOrderIx(
      taker,
      { address: orderAddress, state: partly },
      amount(3_000_000n),
      amount(7_500_001n),
      relay,
      amount(0n),
      true,
    );
    await land(rest, [takerKeys]);
    const filled = await readOrder(order);
    expect(filled?.remainingInputAmount).toBe(0n);
    expect(filled?.filledOutputAmount).toBe(10_000_002n);
    expect(filled?.numberOfFills).toBe(2n);
    expect(filled?.status).toBe(1); // Filled
    expect(tokenAmount(t, ataOf(t.ordinary.publicKey, usdc())) - makerUsdc).toBe(10_000_002n);
    expect(tokenAmount(t, ataOf(takerKeys.publicKey, mint))).toBe(4_000_000n);
    expect(tokenAmount(t, vaultOf(mint))).toBe(0n);
  });

  it('takes with the client’s default: the order as its Express Relay permission', async () => {
    const mint = freshMint(t, t.ordinary.publicKey, 1_000_000n);
    const { order } = await createOrder(mint, 1_000_000n, 2_000_000n, false);
    const created = await readOrder(order);
    if (created === null) throw new Error('no order');
    expect(created.permissionless).toBe(0);
    const takerKeys = faucetKeypair('limo-sdk');
    const taker = (await createKeyPairSignerFromBytes(takerKeys.secretKey)) as unknown as Signer;
    writeTokenAccount(
      t.chain.ledger,
      ataOf(takerKeys.publicKey, usdc()),
      toPublicKey(TOKEN_PROGRAM_ID),
      { mint: usdc().toBase58(), owner: takerKeys.publicKey.toBase58(), amount: 2_000_000n },
    );
    const instructions = await client.takeOrderIx(
      taker,
      { address: order as Parameters<LimoClient['takeOrderIx']>[1]['address'], state: created },
      amount(1_000_000n),
      amount(2_000_000n),
      address('PytERJFhAKuNNuaiXkApLfWzwNwSNDACpigT3LwQfou') as ClientArgs[2] & string,
    );
    await land(instructions, [takerKeys]);
    const filled = await readOrder(order);
    expect(filled?.status).toBe(1);
    expect(filled?.filledOutputAmount).toBe(2_000_000n);
    expect(filled?.tipAmount).toBe(0n); // Express Relay's fee is not emulated: none
  });
});
