import { NATIVE_MINT, sameAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import {
  cancelOrderInstructions,
  LIMIT_ORDER_PROGRAM_ID,
  placeOrderInstructions,
  readMakerOrders,
  takeOrderInstruction,
} from '@keel/limit-order-programs';
import { Keypair, PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { writeTokenAccount } from '../../world/accounts/spl-accounts';
import { faucetKeypair } from '../../world/wallets';
import { limitOrderHandler } from './limit-order-handler';
import { takeCrossingLimitOrders } from './limit-order-keeper';
import {
  AUTHORITY,
  ataOf,
  CONFIG,
  failure,
  lamportsOf,
  orderState,
  send,
  tokenAmount,
  vaultOf,
  worldMint,
} from './test-limit-orders';

/*
 * Expected values from the program's source (Kamino-Finance/limo): `create_order` escrows the
 * whole input and writes the order active (`operations::create_order`); a take pays at least
 * ceil(input × expected_output / initial_input) (`take_order_calcs`); an order is filled once no
 * input is left and the output asked for is paid; `close = maker` returns the account's lamports.
 */

let t: TestChain;

beforeAll(async () => {
  t = await startTestChain({ seed: 'limit-orders', handlers: [limitOrderHandler] });
});
afterAll(() => t.chain.close());
beforeEach(() => t.chain.reset());

const SOL = toPublicKey(NATIVE_MINT);
const usdc = () => worldMint(t, 'USDC');
const priceOf = (mint: string) => t.chain.oracle.pricedToken(mint);

/** The ordinary wallet sells `lamports` of SOL for `usdcOut` USDC (raw). */
async function sellSol(lamports: bigint, usdcOut: bigint): Promise<PublicKey> {
  const order = Keypair.generate();
  await send(
    t,
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

describe('the emulated limit-order program', () => {
  it('escrows the input at create in the world’s vault and lists the order by its maker', async () => {
    const order = await sellSol(2_000_000_000n, 1_000_000_000n);
    expect(tokenAmount(t, vaultOf(SOL))).toBe(2_000_000_000n);
    const state = orderState(t, order);
    expect(sameAddress(state.maker, t.ordinary.publicKey)).toBe(true);
    expect(state.status).toBe(0); // OrderStatus::Active
    expect(state.remainingInputAmount).toBe(2_000_000_000n);
    expect(state.expectedOutputAmount).toBe(1_000_000_000n);
    expect(state.feePaid).toBe(0n);
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
    const solPrice = priceOf(SOL.toBase58())?.priceUsd;
    if (solPrice === undefined) throw new Error('no SOL price');
    // 1 SOL for 1.2 × the market price in USDC (6 decimals).
    const asked = BigInt(solPrice.times(1.2).times(1e6).toFixed(0));
    const order = await sellSol(1_000_000_000n, asked);
    const usdcBefore = tokenAmount(t, ataOf(t.ordinary.publicKey, usdc()));
    const taker = faucetKeypair('limit-orders');
    expect(takeCrossingLimitOrders(t.chain.ledger, taker, priceOf)).toEqual([]);
    t.chain.oracle.setPrice(SOL.toBase58(), solPrice.times(1.25).toFixed(6));
    const taken = takeCrossingLimitOrders(t.chain.ledger, taker, priceOf);
    expect(taken).toHaveLength(1);
    expect(taken[0]?.error).toBeUndefined();
    expect(tokenAmount(t, ataOf(t.ordinary.publicKey, usdc()))).toBe(usdcBefore + asked);
    expect(tokenAmount(t, vaultOf(SOL))).toBe(0n);
    const state = orderState(t, order);
    expect(state.status).toBe(1); // OrderStatus::Filled
    expect(state.filledOutputAmount).toBe(asked);
    expect(state.numberOfFills).toBe(1n);
  });

  it('pays SOL output to the maker through the intermediary, the authority’s rent back', async () => {
    const order = Keypair.generate();
    const usdcIn = 5_000_000n;
    const solOut = 30_000_000n;
    await send(
      t,
      [t.ordinary, order],
      ...placeOrderInstructions({
        maker: t.ordinary.publicKey,
        order: order.publicKey,
        inputMint: usdc(),
        outputMint: SOL,
        inputAmount: usdcIn,
        outputAmount: solOut,
      }),
    );
    const makerBefore = lamportsOf(t, t.ordinary.publicKey);
    const authorityBefore = lamportsOf(t, AUTHORITY);
    const solPrice = priceOf(SOL.toBase58())?.priceUsd;
    if (solPrice === undefined) throw new Error('no SOL price');
    t.chain.oracle.setPrice(SOL.toBase58(), '0.01'); // 5 USDC now buys far more than 0.03 SOL
    const taken = takeCrossingLimitOrders(t.chain.ledger, faucetKeypair('limit-orders'), priceOf);
    expect(taken[0]?.error).toBeUndefined();
    expect(lamportsOf(t, t.ordinary.publicKey) - makerBefore).toBe(solOut);
    expect(lamportsOf(t, AUTHORITY)).toBe(authorityBefore);
    expect(orderState(t, order.publicKey).status).toBe(1);
  });

  it('cancels: the remainder back to the maker, the order closed with its rent', async () => {
    const order = await sellSol(3_000_000_000n, 1n << 40n);
    const rent = lamportsOf(t, order);
    const wrappedRent = lamportsOf(t, ataOf(t.ordinary.publicKey, SOL));
    const lamportsBefore = lamportsOf(t, t.ordinary.publicKey);
    await send(
      t,
      [t.ordinary],
      ...cancelOrderInstructions({
        maker: t.ordinary.publicKey,
        order,
        inputMint: NATIVE_MINT,
        outputMint: usdc(),
      }),
    );
    expect(t.chain.ledger.readAccount(order)).toBeNull();
    expect(tokenAmount(t, vaultOf(SOL))).toBe(0n);
    // 3 SOL, the order's rent and the unwrapped account's rent back, less the 5 000-lamport fee.
    expect(lamportsOf(t, t.ordinary.publicKey) - lamportsBefore).toBe(
      3_000_000_000n + rent + wrappedRent - 5_000n,
    );
  });

  it('refuses another wallet’s cancel: the order’s has_one = maker', async () => {
    const order = await sellSol(1_000_000_000n, 1n << 40n);
    const stranger = t.flagged;
    const refused = await failure(
      t,
      [stranger],
      ...cancelOrderInstructions({
        maker: stranger.publicKey,
        order,
        inputMint: NATIVE_MINT,
        outputMint: usdc(),
      }),
    );
    expect(refused.message).toContain('custom program error: 0x7d1'); // ConstraintHasOne
    expect(refused.logs.some((l) => l.includes('caused by account: order'))).toBe(true);
    expect(orderState(t, order).remainingInputAmount).toBe(1_000_000_000n);
  });

  it('refuses a take below the order’s price, and a permissionless take of an order not opened to it', async () => {
    const order = await sellSol(1_000_000_000n, 3_000_001n);
    const taker = faucetKeypair('limit-orders');
    const program = toPublicKey(TOKEN_PROGRAM_ID);
    writeTokenAccount(t.chain.ledger, ataOf(taker.publicKey, SOL), program, {
      mint: SOL.toBase58(),
      owner: taker.publicKey.toBase58(),
      amount: 0n,
    });
    writeTokenAccount(t.chain.ledger, ataOf(taker.publicKey, usdc()), program, {
      mint: usdc().toBase58(),
      owner: taker.publicKey.toBase58(),
      amount: 10_000_000n,
    });
    const take = (minOutputAmount: bigint, permissionless: boolean) =>
      takeOrderInstruction({
        taker: taker.publicKey,
        maker: t.ordinary.publicKey,
        order,
        inputMint: NATIVE_MINT,
        outputMint: usdc(),
        inputAmount: 333_333_333n,
        minOutputAmount,
        permissionless,
      });
    // ceil(333 333 333 × 3 000 001 / 1 000 000 000) = 1 000 001: 1 000 000 is short.
    const short = await failure(t, [taker], take(1_000_000n, false));
    expect(short.message).toContain('custom program error: 0x177a'); // OrderOutputAmountInvalid
    const unpermitted = await failure(t, [taker], take(1_000_001n, true));
    expect(unpermitted.message).toContain('custom program error: 0x178d'); // PermissionRequired…
    await send(t, [taker], take(1_000_001n, false));
    expect(orderState(t, order).remainingInputAmount).toBe(666_666_667n);
    expect(orderState(t, order).status).toBe(0);
  });

  it('refuses an order of one mint for itself and an empty order', async () => {
    const order = Keypair.generate();
    const same = await failure(
      t,
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
      t,
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
    expect(empty.logs.some((l) => l.includes('create_order.rs:26'))).toBe(true);
  });

  it('lives at the program’s id with its GlobalConfig, funded authority and vaults from the world', () => {
    const config = t.chain.ledger.readAccount(CONFIG);
    expect(config?.owner.equals(toPublicKey(LIMIT_ORDER_PROGRAM_ID))).toBe(true);
    expect(config?.data.length).toBe(2168);
    expect(lamportsOf(t, AUTHORITY)).toBeGreaterThan(0n);
    for (const token of t.chain.world.tokens) {
      expect(t.chain.ledger.readAccount(vaultOf(new PublicKey(token.mint)))).not.toBeNull();
    }
  });
});
