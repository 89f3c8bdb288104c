import { associatedTokenAddress, NATIVE_MINT, sameAddress, toPublicKey } from '@keel/chain-readers';
import {
  cancelOrderInstructions,
  closeOrderInstruction,
  decodeLimitOrder,
  LIMIT_ORDER_GLOBAL_CONFIG,
  LIMIT_ORDER_PROGRAM_ID,
  limitOrderVaultAddress,
  ORDER_STATUS,
  placeOrderInstructions,
  readMakerOrders,
} from '@keel/limit-order-programs';
import {
  Keypair,
  PublicKey,
  SendTransactionError,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendLanded, startTestChain, type TestChain } from '../../test-support/test-chain';
import { faucetKeypair } from '../../world/wallets';
import { limitOrderHandler } from './limit-order-handler';
import { takeCrossingLimitOrders } from './limit-order-keeper';

let t: TestChain;

beforeAll(async () => {
  t = await startTestChain({ seed: 'limit-orders', handlers: [limitOrderHandler] });
});
afterAll(() => t.chain.close());
beforeEach(() => t.chain.reset());

const usdc = () => {
  const token = t.chain.world.tokens.find((x) => x.symbol === 'USDC');
  if (token === undefined) throw new Error('no USDC in the world');
  return new PublicKey(token.mint);
};
const ata = (owner: PublicKey, mint: PublicKey) => associatedTokenAddress(owner, mint).address;
function tokenAmount(address: PublicKey): bigint {
  const account = t.chain.ledger.readAccount(address);
  return account === null ? 0n : Buffer.from(account.data).readBigUInt64LE(64);
}
const vault = (mint: PublicKey) => limitOrderVaultAddress(LIMIT_ORDER_GLOBAL_CONFIG, mint).address;

async function send(signers: Keypair[], ...instructions: TransactionInstruction[]) {
  return sendLanded(t.connection, new Transaction().add(...instructions), signers);
}

async function failure(signers: Keypair[], ...instructions: TransactionInstruction[]) {
  try {
    await send(signers, ...instructions);
  } catch (caught) {
    if (!(caught instanceof SendTransactionError)) throw caught;
    return { message: caught.message, logs: caught.logs ?? [] };
  }
  throw new Error('the transaction landed');
}

/** The ordinary wallet sells `sol` SOL (lamports) for `usdcOut` USDC (raw). */
async function sellSol(lamports: bigint, usdcOut: bigint) {
  const order = Keypair.generate();
  await send(
    [t.ordinary, order],
    ...placeOrderInstructions({
      maker: t.ordinary.publicKey,
      order: order.publicKey,
      inputMint: NATIVE_MINT,
      outputMint: usdc(),
      inputAmount: lamports,
      outputAmount: usdcOut,
    }),
  );
  return order.publicKey;
}

const orderState = (address: PublicKey) => {
  const account = t.chain.ledger.readAccount(address);
  if (account === null) throw new Error('order closed');
  return decodeLimitOrder(address, account);
};

const priceOf = (mint: string) => t.chain.oracle.pricedToken(mint);

describe('the emulated limit-order program', () => {
  it('escrows the input at create and lists the order by its maker', async () => {
    const order = await sellSol(2_000_000_000n, 1_000_000_000n);
    expect(tokenAmount(toPublicKey(vault(toPublicKey(NATIVE_MINT))))).toBe(2_000_000_000n);
    const state = orderState(order);
    expect(sameAddress(state.maker, t.ordinary.publicKey)).toBe(true);
    expect(state.status).toBe(ORDER_STATUS.active);
    expect(state.remainingInputAmount).toBe(2_000_000_000n);
    expect(state.expectedOutputAmount).toBe(1_000_000_000n);
    const listed = await readMakerOrders(
      {
        getProgramAccounts: async (programId, config) =>
          (await t.connection.getProgramAccounts(toPublicKey(programId), config)).map((x) => ({
            pubkey: x.pubkey,
            account: x.account,
          })),
      },
      t.ordinary.publicKey,
    );
    expect(listed.map((o) => o.address.toBase58())).toEqual([order.toBase58()]);
  });

  it('is filled by the taker only once the price crosses, with real token movements', async () => {
    const solPrice = priceOf(NATIVE_MINT.toBase58())?.priceUsd;
    if (solPrice === undefined) throw new Error('no SOL price');
    // 1 SOL for 1.2 × the market price in USDC (6 decimals).
    const asked = BigInt(solPrice.times(1.2).times(1e6).toFixed(0));
    const order = await sellSol(1_000_000_000n, asked);
    const usdcBefore = tokenAmount(toPublicKey(ata(t.ordinary.publicKey, usdc())));
    expect(takeCrossingLimitOrders(t.chain.ledger, faucetKeypair('limit-orders'), priceOf)).toEqual(
      [],
    );
    t.chain.oracle.setPrice(NATIVE_MINT.toBase58(), solPrice.times(1.25).toFixed(6));
    const taken = takeCrossingLimitOrders(t.chain.ledger, faucetKeypair('limit-orders'), priceOf);
    expect(taken).toHaveLength(1);
    expect(taken[0]?.error).toBeUndefined();
    expect(tokenAmount(toPublicKey(ata(t.ordinary.publicKey, usdc())))).toBe(usdcBefore + asked);
    expect(tokenAmount(toPublicKey(vault(toPublicKey(NATIVE_MINT))))).toBe(0n);
    const state = orderState(order);
    expect(state.status).toBe(ORDER_STATUS.filled);
    expect(state.filledOutputAmount).toBe(asked);
    expect(state.numberOfFills).toBe(1n);
  });

  it('cancels: the remainder back to the maker, the order closed', async () => {
    const order = await sellSol(3_000_000_000n, 1n << 40n);
    const lamportsBefore = await t.connection.getBalance(t.ordinary.publicKey);
    await send(
      [t.ordinary],
      ...cancelOrderInstructions({
        maker: t.ordinary.publicKey,
        order,
        inputMint: NATIVE_MINT,
        outputMint: usdc(),
      }),
    );
    expect(t.chain.ledger.readAccount(order)).toBeNull();
    expect(tokenAmount(toPublicKey(vault(toPublicKey(NATIVE_MINT))))).toBe(0n);
    const after = await t.connection.getBalance(t.ordinary.publicKey);
    // 3 SOL and the order's rent back, less the fee.
    expect(after - lamportsBefore).toBeGreaterThan(3_000_000_000);
  });

  it('refuses another wallet’s cancel with the program’s code', async () => {
    const order = await sellSol(1_000_000_000n, 1n << 40n);
    const stranger = t.flagged;
    const refused = await failure(
      [stranger],
      closeOrderInstruction({
        maker: stranger.publicKey,
        order,
        inputMint: NATIVE_MINT,
        outputMint: usdc(),
      }),
    );
    expect(refused.message).toContain('custom program error: 0x1775'); // InvalidOrderOwner
    expect(orderState(order).remainingInputAmount).toBe(1_000_000_000n);
  });

  it('refuses an order of one mint for itself and an empty order', async () => {
    const order = Keypair.generate();
    const same = await failure(
      [t.ordinary, order],
      ...placeOrderInstructions({
        maker: t.ordinary.publicKey,
        order: order.publicKey,
        inputMint: usdc(),
        outputMint: usdc(),
        inputAmount: 5n,
        outputAmount: 5n,
      }),
    );
    expect(same.message).toContain('custom program error: 0x1794'); // OrderSameMint
    const other = Keypair.generate();
    const empty = await failure(
      [t.ordinary, other],
      ...placeOrderInstructions({
        maker: t.ordinary.publicKey,
        order: other.publicKey,
        inputMint: usdc(),
        outputMint: NATIVE_MINT,
        inputAmount: 0n,
        outputAmount: 5n,
      }),
    );
    expect(empty.message).toContain('custom program error: 0x1779'); // OrderInputAmountInvalid
    expect(empty.logs.some((l) => l.includes('OrderInputAmountInvalid'))).toBe(true);
  });

  it('lives at the program’s id with its GlobalConfig written by the world', () => {
    const config = t.chain.ledger.readAccount(toPublicKey(LIMIT_ORDER_GLOBAL_CONFIG));
    expect(config?.owner.equals(toPublicKey(LIMIT_ORDER_PROGRAM_ID))).toBe(true);
    expect(config?.data.length).toBe(2168);
  });
});
