import { UserState } from '@kamino-finance/farms-sdk';
import {
  getFlashLoanInstructions,
  KaminoAction,
  KaminoMarket,
  type KaminoObligation,
  PROGRAM_ID,
  VanillaObligation,
} from '@kamino-finance/klend-sdk';
import { farmUserStatePda, KLEND_PROGRAM_ID } from '@keel/chain-readers';
import {
  address,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  none,
  type TransactionSigner,
} from '@solana/kit';
import { PublicKey } from '@solana/web3.js';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import type { WorldMarket, WorldReserve } from '../../world/types';
import { farmsHandler } from '../farms/farms-handler';
import { legacyInstruction as legacy } from '../farms/kit-instruction';
import { ata, balance } from './action-test-kit';
import { klendHandler } from './handler';
import { send } from './test-instructions';
import { worldMarket, worldReserve } from './test-world';

/*
 * The independent check: the official SDK (klend-sdk 7.3.22) loads the market from the sandbox's
 * RPC, builds each action with its KaminoAction (the flash loan with its getFlashLoanInstructions),
 * the sandbox executes it, and the SDK reads the obligation and the reserve back with the amounts
 * its own maths predicts.
 */

let t: TestChain;
let main: WorldMarket;
let usdc: WorldReserve;
let usdt: WorldReserve;
let owner: TransactionSigner;

beforeAll(async () => {
  t = await startTestChain({
    seed: 'klend-sdk',
    handlers: [klendHandler, farmsHandler],
    keepOraclesFresh: true,
  });
  main = worldMarket(t, 'main');
  usdc = worldReserve(t, 'main', 'USDC');
  usdt = worldReserve(t, 'main', 'USDT');
  owner = await createKeyPairSignerFromBytes(t.ordinary.secretKey);
});
afterAll(() => t.chain.close());

async function loadMarket(): Promise<KaminoMarket> {
  const market = await KaminoMarket.load(
    createSolanaRpc(t.chain.rpcUrl),
    address(main.address),
    400,
    PROGRAM_ID,
  );
  if (market === null) throw new Error('the SDK found no market');
  return market;
}

async function obligation(market: KaminoMarket): Promise<KaminoObligation> {
  const found = await market.getObligationByWallet(
    owner.address,
    new VanillaObligation(PROGRAM_ID),
  );
  if (found === null) throw new Error('the SDK found no obligation');
  return found;
}

async function land(action: KaminoAction): Promise<void> {
  const sent = await send(t, KaminoAction.actionToIxs(action).map(legacy), [t.ordinary]);
  expect(sent.err, sent.logs.join('\n')).toBeNull();
}

const amountOf = (o: KaminoObligation, r: WorldReserve, side: 'deposit' | 'borrow') =>
  (side === 'deposit'
    ? o.getDepositByReserve(address(r.address))
    : o.getBorrowByReserve(address(r.address))
  )?.amount.toNumber() ?? 0;

describe('klend-sdk 7.3.22 against the sandbox', () => {
  it('uses the program the sandbox emulates', () => {
    expect(PROGRAM_ID.toString()).toBe(KLEND_PROGRAM_ID.toBase58());
  });

  it('deposit, borrow, repay, withdraw built by KaminoAction land, and the SDK reads them back', async () => {
    let market = await loadMarket();
    const slot = await t.connection.getSlot();
    const steps: Array<{
      build: (m: KaminoMarket, o: KaminoObligation) => Promise<KaminoAction>;
      reserve: WorldReserve;
      side: 'deposit' | 'borrow';
      change: number;
    }> = [
      {
        build: (m, o) =>
          KaminoAction.buildDepositTxns(
            m,
            '100000000',
            address(usdc.mint),
            owner,
            o,
            true,
            undefined,
            1_000_000,
            true,
          ),
        reserve: usdc,
        side: 'deposit',
        change: 100_000_000,
      },
      {
        build: (m, o) =>
          KaminoAction.buildBorrowTxns(
            m,
            '20000000',
            address(usdt.mint),
            owner,
            o,
            true,
            undefined,
            1_000_000,
            true,
          ),
        reserve: usdt,
        side: 'borrow',
        change: 20_000_000,
      },
      {
        build: (m, o) =>
          KaminoAction.buildRepayTxns(
            m,
            '10000000',
            address(usdt.mint),
            owner,
            o,
            true,
            undefined,
            BigInt(slot),
          ),
        reserve: usdt,
        side: 'borrow',
        change: -10_000_000,
      },
      {
        build: (m, o) =>
          KaminoAction.buildWithdrawTxns(
            m,
            '50000000',
            address(usdc.mint),
            owner,
            o,
            true,
            undefined,
            1_000_000,
            true,
          ),
        reserve: usdc,
        side: 'deposit',
        change: -50_000_000,
      },
    ];
    for (const step of steps) {
      const current = await obligation(market);
      const previous = amountOf(current, step.reserve, step.side);
      await land(await step.build(market, current));
      market = await loadMarket();
      const now = amountOf(await obligation(market), step.reserve, step.side);
      // The SDK's own valuation moved by the amount: what is left is the interest it accrues
      // between its two reads and the cToken rounding, a few thousandths of a cent at most.
      expect(Math.abs(now - previous - step.change)).toBeLessThan(1_000);
    }
    // farms-sdk reads the obligation's USDC collateral farm stake: the V2 actions synced it.
    const o = await obligation(market);
    const slotState = o.state.deposits.find((d) => d.depositReserve === address(usdc.address));
    const farm = new PublicKey(usdc.farmCollateral ?? '');
    const user = await UserState.fetch(
      createSolanaRpc(t.chain.rpcUrl),
      address(farmUserStatePda(farm, new PublicKey(o.obligationAddress)).address.toBase58()),
    );
    expect(user?.activeStakeScaled.toString()).toBe(slotState?.depositedAmount.toString());
  });

  it('a flash borrow and repay built by getFlashLoanInstructions land; the wallet pays the SDK’s fee', async () => {
    const market = await loadMarket();
    const reserve = market.getReserveByAddress(address(usdc.address));
    if (reserve === undefined) throw new Error('the SDK found no USDC reserve');
    const amount = new Decimal(1_000_000_000);
    const fee = reserve.calculateFlashLoanFees(amount, market.state.referralFeeBps, false);
    const wallet = ata(t.ordinary.publicKey, usdc);
    const feeVault = new PublicKey(reserve.state.liquidity.feeVault);
    const [walletBefore, vaultBefore] = [await balance(t, wallet), await balance(t, feeVault)];
    const available = reserve.state.liquidity.availableAmount.toString();
    const { flashBorrowIx, flashRepayIx } = getFlashLoanInstructions({
      borrowIxIndex: 0,
      userTransferAuthority: owner,
      lendingMarketAuthority: await market.getLendingMarketAuthority(),
      lendingMarketAddress: market.getAddress(),
      reserve,
      amountLamports: amount,
      destinationAta: address(wallet.toBase58()),
      referrerAccount: none(),
      referrerTokenState: none(),
      programId: PROGRAM_ID,
    });
    const sent = await send(t, [legacy(flashBorrowIx), legacy(flashRepayIx)], [t.ordinary]);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    // The SDK's fee (amount × the reserve's flash loan fee), in whole units rounded up as the
    // program charges it.
    const charged = BigInt(fee.protocolFees.ceil().toFixed(0));
    expect(charged).toBeGreaterThan(0n);
    expect(walletBefore - (await balance(t, wallet))).toBe(charged);
    expect((await balance(t, feeVault)) - vaultBefore).toBe(charged);
    // The SDK reads the reserve's liquidity back where it was: the loan came home within the
    // transaction, and the fee went to the fee vault.
    const after = (await loadMarket()).getReserveByAddress(address(usdc.address));
    expect(after?.state.liquidity.availableAmount.toString()).toBe(available);
  });
});
