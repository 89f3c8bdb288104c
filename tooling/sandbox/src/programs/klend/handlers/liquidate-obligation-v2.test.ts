import { farmUserStatePda, toPublicKey } from '@keel/chain-readers';
import {
  type Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import { farmsHandler } from '../../farms/farms-handler';
import { ata, refreshBefore, tokenProgramOf } from '../action-test-kit';
import { readFarmUser } from '../farms-test-kit';
import { klendHandler } from '../handler';
import { BORROW, DEPOSIT, RESERVE } from '../layout-offsets';
import {
  liquidationBalances,
  marketOf,
  predictLiquidation,
  pushLtv,
  refreshedSnapshot,
} from '../liquidation-prediction';
import {
  type Liquidation,
  liquidateV2Ix,
  liquidatorAccounts,
  prepareLiquidations,
} from '../liquidation-test-kit';
import { ObligationAccount } from '../obligation-account';
import { send } from '../test-instructions';
import {
  ledgerAccount,
  ledgerBytes,
  patchAccount,
  worldMarket,
  worldObligation,
  worldReserve,
} from '../test-world';

/*
 * liquidate_obligation_and_redeem_reserve_collateral_v2: no refresh-order check, the collateral
 * and debt farm stakes refreshed by CPI afterwards; in an elevation group too.
 */

let t: TestChain;
let liquidator: Keypair;
const CONFIG = 4856; // ReserveConfig's base in a Reserve.

beforeAll(async () => {
  t = await startTestChain({
    seed: 'klend-liquidate',
    handlers: [klendHandler, farmsHandler],
    keepOraclesFresh: true,
  });
  liquidator = t.flagged;
  prepareLiquidations(t);
  await t.connection.requestAirdrop(liquidator.publicKey, 10 * LAMPORTS_PER_SOL);
  // The liquidator's USDC (one mint for every market): enough for every repayment below.
  const usdc = worldReserve(t, 'main', 'USDC');
  patchAccount(t, ata(liquidator.publicKey, usdc), (b) => b.setU64(64, 50_000_000_000n));
});
afterAll(() => t.chain.close());

describe('liquidate_obligation_and_redeem_reserve_collateral_v2', () => {
  it('refreshes the obligation’s collateral and debt farm stakes by CPI after the liquidation', async () => {
    const owner = t.ordinary.publicKey.toBase58();
    const leverage = worldObligation(
      t,
      (o) => o.owner === owner && o.market === 'main' && o.scenario === 'leverage-long',
    );
    const sol = worldReserve(t, 'main', 'SOL');
    const debt = worldReserve(t, 'main', 'USDC');
    if (sol.farmCollateral === null || debt.farmDebt === null) throw new Error('No farms');
    const l: Liquidation = {
      obligation: leverage,
      repay: debt,
      withdraw: sol,
      liquidator: liquidator.publicKey,
      amount: 200_000_000n,
    };
    pushLtv(t, await refreshedSnapshot(t, l, liquidator), sol, 1.03);
    const s = await refreshedSnapshot(t, l, liquidator);
    const p = predictLiquidation(s, l, marketOf(t, leverage));
    const before = await liquidationBalances(t, l);
    const refreshes = refreshBefore(t, leverage, debt);
    const setup = liquidatorAccounts(l.liquidator, sol);
    const sent = await send(t, [...setup, ...refreshes, liquidateV2Ix(t, l)], [liquidator]);
    t.chain.oracle.setPrice(sol.mint, sol.priceUsd);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    const after = await liquidationBalances(t, l);
    expect(after.source).toBe(before.source - p.repay);
    expect(after.destination).toBe(before.destination + p.net);
    expect(after.feeVault).toBe(before.feeVault + p.fee);
    expect(sent.logs).toContain(
      'Program log: Instruction: LiquidateObligationAndRedeemReserveCollateralV2',
    );
    const o = new ObligationAccount(ledgerAccount(t, leverage.address).data);
    const stake = (farm: string) =>
      readFarmUser(
        t,
        toPublicKey(farmUserStatePda(new PublicKey(farm), new PublicKey(leverage.address)).address),
      )?.activeStakeScaled;
    expect(stake(sol.farmCollateral)).toBe(o.bytes.u64(s.deposit.base + DEPOSIT.depositedAmount));
    expect(stake(debt.farmDebt)).toBe(o.bytes.u128(s.borrow.base + BORROW.borrowedAmountSf) >> 60n);
  });

  it('in an elevation group: the group’s bonus cap and debt trackers of the deposit reserves', async () => {
    const owner = t.ordinary.publicKey.toBase58();
    const multiply = worldObligation(t, (o) => o.owner === owner && o.tag === 'Multiply');
    const jitoSol = worldReserve(t, multiply.market, 'JitoSOL');
    const sol = worldReserve(t, multiply.market, 'SOL');
    const group = worldMarket(t, multiply.market).elevationGroups.find(
      (g) => g.id === multiply.elevationGroup,
    );
    if (group === undefined) throw new Error('No group');
    const l: Liquidation = {
      obligation: multiply,
      repay: sol,
      withdraw: jitoSol,
      liquidator: liquidator.publicKey,
      amount: 2_000_000_000n,
    };
    // The liquidator's wrapped SOL, to repay the SOL debt: lamports moved in, then SyncNative.
    const wsol = ata(liquidator.publicKey, sol);
    const wrap = await send(
      t,
      [
        ...liquidatorAccounts(liquidator.publicKey, sol),
        SystemProgram.transfer({
          fromPubkey: liquidator.publicKey,
          toPubkey: wsol,
          lamports: 3 * LAMPORTS_PER_SOL,
        }),
        new TransactionInstruction({
          programId: toPublicKey(tokenProgramOf(sol)),
          keys: [{ pubkey: wsol, isSigner: false, isWritable: true }],
          data: Buffer.from([17]),
        }),
      ],
      [liquidator],
    );
    expect(wrap.err, wrap.logs.join('\n')).toBeNull();
    pushLtv(t, await refreshedSnapshot(t, l, liquidator), jitoSol, 1.03);
    const s = await refreshedSnapshot(t, l, liquidator);
    const groupCap = group.maxLiquidationBonusBps;
    const belowReserves =
      groupCap <= jitoSol.maxLiquidationBonusBps && groupCap <= sol.maxLiquidationBonusBps;
    const cap = groupCap !== 0 && belowReserves ? groupCap : 0xffff;
    const p = predictLiquidation(s, l, marketOf(t, multiply), cap);
    const tracked = (b: { u64(o: number): bigint }) =>
      b.u64(RESERVE.borrowedAmountsAgainstThisReserveInElevationGroups + (group.id - 1) * 8);
    const trackedBefore = tracked(ledgerBytes(t, jitoSol.address));
    const before = await liquidationBalances(t, l);
    const setup = liquidatorAccounts(l.liquidator, jitoSol);
    const refreshes = refreshBefore(t, multiply, sol);
    const sent = await send(t, [...setup, ...refreshes, liquidateV2Ix(t, l)], [liquidator]);
    t.chain.oracle.setPrice(jitoSol.mint, jitoSol.priceUsd);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    const after = await liquidationBalances(t, l);
    expect(after.source).toBe(before.source - p.repay);
    expect(after.destination).toBe(before.destination + p.net);
    expect(tracked(ledgerBytes(t, jitoSol.address))).toBe(trackedBefore - p.repay);
    expect(sent.logs).toContain(
      `Program log: Refreshed debt in elevation group reserve ${jitoSol.address} before ${trackedBefore} after ${trackedBefore - p.repay} limit ${ledgerBytes(t, jitoSol.address).u64(CONFIG + 656 + (group.id - 1) * 8)}`,
    );
  });
});
