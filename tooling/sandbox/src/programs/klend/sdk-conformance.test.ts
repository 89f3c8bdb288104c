import { UserState } from '@kamino-finance/farms-sdk';
import {
  KaminoAction,
  KaminoMarket,
  type KaminoObligation,
  PROGRAM_ID,
  VanillaObligation,
} from '@kamino-finance/klend-sdk';
import { farmUserStatePda, KLEND_PROGRAM_ID } from '@keel/chain-readers';
import {
  AccountRole,
  address,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  type Instruction,
  type TransactionSigner,
} from '@solana/kit';
import { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import type { WorldMarket, WorldReserve } from '../../world/types';
import { farmsHandler } from '../farms/farms-handler';
import { klendHandler } from './handler';
import { send } from './test-instructions';
import { worldMarket, worldReserve } from './test-world';

/*
 * The independent check: the official SDK (klend-sdk 7.3.22) loads the market from the sandbox's
 * RPC, builds each action with its KaminoAction, the sandbox executes it, and the SDK reads the
 * obligation back with the amounts its own maths predicts.
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

/** A kit instruction as web3.js sends it (roles: 1 writable, 2 signer). */
function legacy(ix: Instruction): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(ix.programAddress),
    keys: (ix.accounts ?? []).map((meta) => ({
      pubkey: new PublicKey(meta.address),
      isWritable: meta.role === AccountRole.WRITABLE || meta.role === AccountRole.WRITABLE_SIGNER,
      isSigner:
        meta.role === AccountRole.READONLY_SIGNER || meta.role === AccountRole.WRITABLE_SIGNER,
    })),
    data: Buffer.from(ix.data ?? new Uint8Array()),
  });
}

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
});
