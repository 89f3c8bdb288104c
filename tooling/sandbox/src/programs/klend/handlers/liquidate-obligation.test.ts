import { type Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import type { WorldObligation, WorldReserve } from '../../../world/types';
import { farmsHandler } from '../../farms/farms-handler';
import { ata } from '../action-test-kit';
import { KLEND_ERRORS } from '../errors';
import { fromBps, ONE } from '../fraction';
import { klendHandler } from '../handler';
import { BORROW, DEPOSIT, OBLIGATION, RESERVE } from '../layout-offsets';
import {
  liquidationBalances,
  marketOf,
  predictLiquidation,
  pushLtv,
  refreshedSnapshot,
} from '../liquidation-prediction';
import { type Liquidation, liquidationTx, prepareLiquidations } from '../liquidation-test-kit';
import { ObligationAccount } from '../obligation-account';
import { failedWith, send } from '../test-instructions';
import {
  ledgerAccount,
  ledgerBytes,
  patchAccount,
  worldObligation,
  worldReserve,
} from '../test-world';

/*
 * liquidate_obligation_and_redeem_reserve_collateral through signed transactions: the jlp
 * market's near-liquidation obligation pushed unhealthy by moving its collateral's oracle
 * price, then liquidated with every amount predicted from the refreshed state (MATH §4).
 */

let t: TestChain;
let liquidator: Keypair;
let jlpVanilla: WorldObligation;
let jlp: WorldReserve;
let usdc: WorldReserve;
const U64_MAX = (1n << 64n) - 1n;

beforeAll(async () => {
  t = await startTestChain({
    seed: 'klend-liquidate',
    handlers: [klendHandler, farmsHandler],
    keepOraclesFresh: true,
  });
  liquidator = t.flagged;
  jlpVanilla = worldObligation(t, (o) => o.market === 'jlp' && o.scenario === 'near-liquidation');
  jlp = worldReserve(t, 'jlp', 'JLP');
  usdc = worldReserve(t, 'jlp', 'USDC');
  prepareLiquidations(t);
  await t.connection.requestAirdrop(liquidator.publicKey, 10 * LAMPORTS_PER_SOL);
  // The liquidator's USDC (one mint for every market): enough for every repayment below.
  patchAccount(t, ata(liquidator.publicKey, usdc), (b) => b.setU64(64, 50_000_000_000n));
});
afterAll(() => t.chain.close());

const jlpLiquidation = (amount: bigint, extra: Partial<Liquidation> = {}): Liquidation => ({
  obligation: jlpVanilla,
  repay: usdc,
  withdraw: jlp,
  liquidator: liquidator.publicKey,
  amount,
  ...extra,
});

const code = (name: keyof typeof KLEND_ERRORS) => ({ Custom: KLEND_ERRORS[name].code });

describe('liquidate_obligation_and_redeem_reserve_collateral', () => {
  it('refuses a healthy obligation (ObligationHealthy), printing its LTV', async () => {
    const { ixs, index } = liquidationTx(t, jlpLiquidation(100_000_000n));
    const sent = await send(t, ixs, [liquidator]);
    expect(sent.err).toEqual(failedWith(index, code('ObligationHealthy')));
    expect(sent.logs).toContain(
      'Program log: Instruction: LiquidateObligationAndRedeemReserveCollateral',
    );
    expect(sent.logs).toContain(
      'Program log: LiquidateObligationAndRedeemReserveCollateral amount 100000000 max_allowed_ltv_override_percent 0',
    );
    expect(
      sent.logs.some((l) =>
        /^Program log: Obligation is healthy and cannot be liquidated, LTV: 0\.\d+$/.test(l),
      ),
    ).toBe(true);
    expect(sent.logs).toContain(
      'Program log: AnchorError occurred. Error Code: ObligationHealthy. Error Number: 6016. Error Message: Cannot liquidate healthy obligations.',
    );
  });

  it('liquidates once the collateral price falls: debt settled at the close factor, collateral redeemed at the bonus, the protocol fee paid', async () => {
    const l = jlpLiquidation(300_000_000n);
    pushLtv(t, await refreshedSnapshot(t, l, liquidator), jlp, 1.03);
    const s = await refreshedSnapshot(t, l, liquidator);
    const p = predictLiquidation(s, l, marketOf(t, jlpVanilla));
    expect(p.repay).toBe(300_000_000n);
    const before = await liquidationBalances(t, l);
    const reserveBefore = ledgerBytes(t, jlp.address);

    const tooGreedy = liquidationTx(t, { ...l, minReceived: p.net + 1n });
    const refused = await send(t, tooGreedy.ixs, [liquidator]);
    expect(refused.err).toEqual(failedWith(tooGreedy.index, code('LiquidationRewardTooSmall')));
    expect(await liquidationBalances(t, l)).toEqual(before);

    const { ixs, index } = liquidationTx(t, { ...l, minReceived: p.net });
    const sent = await send(t, ixs, [liquidator]);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    const after = await liquidationBalances(t, l);
    expect(after.source).toBe(before.source - p.repay);
    expect(after.repayVault).toBe(before.repayVault + p.repay);
    expect(after.collateralVault).toBe(before.collateralVault - p.withdraw);
    expect(after.cTokens).toBe(before.cTokens);
    expect(after.withdrawVault).toBe(before.withdrawVault - p.liquidity);
    expect(after.destination).toBe(before.destination + p.net);
    expect(after.feeVault).toBe(before.feeVault + p.fee);
    expect(p.fee).toBeGreaterThan(0n);
    const logs = sent.logs.slice(index);
    expect(logs).toContain(
      `Program log: Obligation is eligible for liquidation because of LtvExceeded with liquidation bonus: ${(p.bonus * 10_000n + ONE / 2n) >> 60n}bps`,
    );
    expect(logs).toContain(
      `Program log: pnl: Liquidator repaid ${p.repay} and withdrew ${p.net} collateral with fees ${p.fee}`,
    );
    // The obligation: that much debt and collateral less, stale until refreshed.
    const o = new ObligationAccount(ledgerAccount(t, jlpVanilla.address).data);
    const borrowBefore = s.o.bytes.u128(s.borrow.base + BORROW.borrowedAmountSf);
    expect(o.bytes.u128(s.borrow.base + BORROW.borrowedAmountSf)).toBe(borrowBefore - p.settle);
    const depositBefore = s.o.bytes.u64(s.deposit.base + DEPOSIT.depositedAmount);
    expect(o.bytes.u64(s.deposit.base + DEPOSIT.depositedAmount)).toBe(depositBefore - p.withdraw);
    expect(o.bytes.u8(OBLIGATION.lastUpdate + 8)).toBe(1);
    // The withdraw reserve: cTokens burnt, liquidity out, the deposit cap not counted.
    const reserveAfter = ledgerBytes(t, jlp.address);
    expect(reserveAfter.u64(RESERVE.collateralMintTotalSupply)).toBe(
      reserveBefore.u64(RESERVE.collateralMintTotalSupply) - p.withdraw,
    );
    expect(reserveAfter.u64(RESERVE.depositWithdrawalCap + 8)).toBe(
      reserveBefore.u64(RESERVE.depositWithdrawalCap + 8),
    );
  });

  it('refuses an amount whose collateral rounds to nothing (LiquidationTooSmall)', async () => {
    const { ixs, index } = liquidationTx(t, jlpLiquidation(1n));
    const sent = await send(t, ixs, [liquidator]);
    expect(sent.err).toEqual(failedWith(index, code('LiquidationTooSmall')));
    expect(sent.logs).toContain('Program log: Liquidation is too small to receive collateral');
  });

  it('takes all the collateral of an obligation in bad debt, at the bad-debt bonus, settling what it covers', async () => {
    const l = jlpLiquidation(U64_MAX);
    pushLtv(t, await refreshedSnapshot(t, l, liquidator), jlp, 1.4);
    const s = await refreshedSnapshot(t, l, liquidator);
    const p = predictLiquidation(s, l, marketOf(t, jlpVanilla));
    expect(p.bonus).toBe(
      fromBps(Math.min(jlp.badDebtLiquidationBonusBps, usdc.badDebtLiquidationBonusBps)),
    );
    const cTokens = s.o.bytes.u64(s.deposit.base + DEPOSIT.depositedAmount);
    expect(p.withdraw).toBe(cTokens);
    const before = await liquidationBalances(t, l);
    const { ixs, index } = liquidationTx(t, l);
    const sent = await send(t, ixs, [liquidator]);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    const after = await liquidationBalances(t, l);
    expect(after.source).toBe(before.source - p.repay);
    expect(after.destination).toBe(before.destination + p.net);
    expect(after.feeVault).toBe(before.feeVault + p.fee);
    expect(sent.logs.slice(index)).toContain(
      `Program log: pnl: Liquidator repaid ${p.repay} and withdrew ${p.net} collateral with fees ${p.fee}`,
    );
    // No collateral left; the debt it did not cover stays (bad debt).
    const o = new ObligationAccount(ledgerAccount(t, jlpVanilla.address).data);
    expect(o.activeDeposits()).toHaveLength(0);
    expect(o.activeBorrows()).toHaveLength(1);
    expect(o.bytes.u8(OBLIGATION.hasDebt)).toBe(1);
  });
});
