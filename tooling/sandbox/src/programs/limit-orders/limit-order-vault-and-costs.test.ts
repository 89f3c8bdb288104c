import { getUpdateOrderInstruction } from '@kamino-finance/limo-sdk/dist/rpc_client/generated/instructions';
import { TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import {
  cancelOrderInstructions,
  initializeVaultInstruction,
  LIMIT_ORDER_GLOBAL_CONFIG,
  ORDER_SIZE,
  placeOrderInstructions,
  takeOrderInstruction,
} from '@keel/limit-order-programs';
import { address, createNoopSigner } from '@solana/kit';
import { Keypair, type PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { writeTokenAccount } from '../../world/accounts/spl-accounts';
import { faucetKeypair } from '../../world/wallets';
import { limitOrderHandler } from './limit-order-handler';
import {
  AUTHORITY,
  ataOf,
  configState,
  failure,
  freshMint,
  lamportsOf,
  legacyInstruction,
  orderState,
  send,
  setConfig,
  tokenAmount,
  vaultOf,
  worldMint,
} from './test-limit-orders';

/*
 * The escrow vaults (handlers/initialize_vault.rs; create_order's `input_vault` is an existing
 * InterfaceAccount), the maker's costs (create_order moves `ata_creation_cost + txn_fee_cost`
 * lamports from the maker; limo-sdk 3.1.0's Order keeps them on the order as `fee_paid`, returned
 * by `close = maker`) and the tips (`tip_calcs`: the host's share is ceil(host_fee_bps / 10 000 ×
 * tip), the maker's the rest, paid back at close).
 */

let t: TestChain;

beforeAll(async () => {
  t = await startTestChain({ seed: 'limit-order-costs', handlers: [limitOrderHandler] });
});
afterAll(() => t.chain.close());
beforeEach(() => t.chain.reset());

const usdc = () => worldMint(t, 'USDC');
const SIGNATURE_FEE = 5_000n;

async function place(inputMint: PublicKey, inputAmount: bigint, initializeVault = false) {
  const order = Keypair.generate();
  await send(
    t,
    [t.ordinary, order],
    ...placeOrderInstructions({
      maker: t.ordinary.publicKey,
      order: order.publicKey,
      inputMint,
      outputMint: usdc(),
      inputAmount,
      outputAmount: 4_000_000n,
      initializeVault,
    }),
  );
  return order.publicKey;
}

describe('the limit-order escrow vaults', () => {
  it('create_order needs the mint’s vault; initialize_vault creates it, once', async () => {
    const mint = freshMint(t, t.ordinary.publicKey, 1_000_000n);
    const order = Keypair.generate();
    const missing = await failure(
      t,
      [t.ordinary, order],
      ...placeOrderInstructions({
        maker: t.ordinary.publicKey,
        order: order.publicKey,
        inputMint: mint,
        outputMint: usdc(),
        inputAmount: 1_000n,
        outputAmount: 1_000n,
      }),
    );
    expect(missing.message).toContain('custom program error: 0xbc4'); // AccountNotInitialized
    expect(missing.logs.some((l) => l.includes('caused by account: input_vault'))).toBe(true);

    const placed = await place(mint, 1_000n, true);
    expect(tokenAmount(t, vaultOf(mint))).toBe(1_000n);
    const vault = t.chain.ledger.readAccount(vaultOf(mint));
    expect(vault?.owner.equals(toPublicKey(TOKEN_PROGRAM_ID))).toBe(true);
    expect(
      Buffer.from(vault?.data ?? [])
        .subarray(32, 64)
        .equals(AUTHORITY.toBuffer()),
    ).toBe(true);
    expect(orderState(t, placed).remainingInputAmount).toBe(1_000n);

    const again = await failure(
      t,
      [t.ordinary],
      initializeVaultInstruction({ payer: t.ordinary.publicKey, mint }),
    );
    expect(again.message).toContain('custom program error: 0x0'); // AccountAlreadyInUse
  });
});

describe('the maker’s costs', () => {
  it('charges ata_creation_cost + txn_fee_cost at create, onto the order, and returns it at close', async () => {
    setConfig(t, { txnFeeCost: 10_000n, ataCreationCost: 2_039_280n });
    const costs = 2_049_280n;
    const mint = freshMint(t, t.ordinary.publicKey, 1_000_000n);
    await send(t, [t.ordinary], initializeVaultInstruction({ payer: t.ordinary.publicKey, mint }));
    const before = lamportsOf(t, t.ordinary.publicKey);
    const order = await place(mint, 500_000n);
    const rent = t.chain.ledger.minimumBalanceForRentExemption(ORDER_SIZE);
    // The order account's rent (limo-sdk's 3 841 920) and the costs, and the two signatures.
    expect(before - lamportsOf(t, t.ordinary.publicKey)).toBe(
      3_841_920n + costs + 2n * SIGNATURE_FEE,
    );
    expect(lamportsOf(t, order)).toBe(3_841_920n + costs);
    expect(rent).toBeLessThanOrEqual(3_841_920n);
    expect(orderState(t, order).feePaid).toBe(costs);

    const beforeClose = lamportsOf(t, t.ordinary.publicKey);
    await send(
      t,
      [t.ordinary],
      ...cancelOrderInstructions({
        maker: t.ordinary.publicKey,
        order,
        inputMint: mint,
        outputMint: usdc(),
      }),
    );
    expect(lamportsOf(t, t.ordinary.publicKey) - beforeClose).toBe(
      3_841_920n + costs - SIGNATURE_FEE,
    );
    expect(tokenAmount(t, ataOf(t.ordinary.publicKey, mint))).toBe(1_000_000n);
  });
});

describe('the takers’ tips', () => {
  it('splits a permissionless taker’s tip with the host and pays the maker’s share at close', async () => {
    setConfig(t, { hostFeeBps: 2_500 });
    const mint = freshMint(t, t.ordinary.publicKey, 1_000_000n);
    const order = await place(mint, 1_000_000n, true);
    const maker = createNoopSigner(address(t.ordinary.publicKey.toBase58()));
    const permissionless = getUpdateOrderInstruction({
      maker,
      globalConfig: address(LIMIT_ORDER_GLOBAL_CONFIG.toBase58()),
      order: address(order.toBase58()),
      mode: 0,
      value: Uint8Array.of(1),
    });
    await send(t, [t.ordinary], legacyInstruction(permissionless));
    expect(orderState(t, order).permissionless).toBe(1);

    const taker = faucetKeypair('limit-order-costs');
    const program = toPublicKey(TOKEN_PROGRAM_ID);
    writeTokenAccount(t.chain.ledger, ataOf(taker.publicKey, mint), program, {
      mint: mint.toBase58(),
      owner: taker.publicKey.toBase58(),
      amount: 0n,
    });
    writeTokenAccount(t.chain.ledger, ataOf(taker.publicKey, usdc()), program, {
      mint: usdc().toBase58(),
      owner: taker.publicKey.toBase58(),
      amount: 10_000_000n,
    });
    const authorityBefore = lamportsOf(t, AUTHORITY);
    await send(
      t,
      [taker],
      takeOrderInstruction({
        taker: taker.publicKey,
        maker: t.ordinary.publicKey,
        order,
        inputMint: mint,
        outputMint: usdc(),
        inputAmount: 250_000n,
        minOutputAmount: 1_000_000n, // ceil(250 000 × 4 000 000 / 1 000 000)
        permissionless: true,
        tipAmountPermissionlessTaking: 1_001n,
      }),
    );
    // host: ceil(0.25 × 1 001) = 251; maker: 750.
    const taken = orderState(t, order);
    expect(taken.tipAmount).toBe(750n);
    expect(taken.remainingInputAmount).toBe(750_000n);
    expect(taken.filledOutputAmount).toBe(1_000_000n);
    expect(taken.status).toBe(0);
    const config = configState(t);
    expect(config.hostTipAmount).toBe(251n);
    expect(config.totalTipAmount).toBe(1_001n);
    expect(lamportsOf(t, AUTHORITY)).toBe(authorityBefore + 1_001n);
    expect(config.pdaAuthorityPreviousLamportsBalance).toBe(authorityBefore + 1_001n);

    const beforeClose = lamportsOf(t, t.ordinary.publicKey);
    const rent = lamportsOf(t, order);
    await send(
      t,
      [t.ordinary],
      ...cancelOrderInstructions({
        maker: t.ordinary.publicKey,
        order,
        inputMint: mint,
        outputMint: usdc(),
      }),
    );
    expect(lamportsOf(t, t.ordinary.publicKey) - beforeClose).toBe(rent + 750n - SIGNATURE_FEE);
    expect(configState(t).totalTipAmount).toBe(251n);
    expect(lamportsOf(t, AUTHORITY)).toBe(authorityBefore + 251n);
  });
});
