import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import type { WorldObligation, WorldReserve } from '../../../world/types';
import { farmsHandler } from '../../farms/farms-handler';
import { KLEND_ERRORS } from '../errors';
import { klendHandler } from '../handler';
import { OBLIGATION } from '../layout-offsets';
import {
  type Liquidation,
  liquidateIx,
  liquidationTx,
  liquidatorAccounts,
  prepareLiquidations,
} from '../liquidation-test-kit';
import { failedWith, send } from '../test-instructions';
import { ledgerBytes, patchAccount, worldObligation, worldReserve } from '../test-world';

/*
 * Liquidation rejections: the main market's Vanilla obligation (SOL and USDC deposits, a USDT
 * debt), liquidated by its owner once tripling the debt's price made it unhealthy; each fixture
 * is undone after its test.
 */

let t: TestChain;
let mainVanilla: WorldObligation;
let usdt: WorldReserve;
let sol: WorldReserve;
let mainUsdc: WorldReserve;
const CONFIG = 4856; // ReserveConfig's base in a Reserve.

beforeAll(async () => {
  t = await startTestChain({
    seed: 'klend-liquidate',
    handlers: [klendHandler, farmsHandler],
    keepOraclesFresh: true,
  });
  const owner = t.ordinary.publicKey.toBase58();
  mainVanilla = worldObligation(
    t,
    (o) => o.owner === owner && o.market === 'main' && o.tag === 'Vanilla',
  );
  usdt = worldReserve(t, 'main', 'USDT');
  sol = worldReserve(t, 'main', 'SOL');
  mainUsdc = worldReserve(t, 'main', 'USDC');
  prepareLiquidations(t);
});
afterAll(() => t.chain.close());

const code = (name: keyof typeof KLEND_ERRORS) => ({ Custom: KLEND_ERRORS[name].code });

describe('liquidation rejects', () => {
  const vanillaLiquidation = (withdraw: WorldReserve, amount: bigint): Liquidation => ({
    obligation: mainVanilla,
    repay: usdt,
    withdraw,
    liquidator: t.ordinary.publicKey,
    amount,
  });

  it('refuses to run without the refreshes before it (IncorrectInstructionInPosition)', async () => {
    const l = vanillaLiquidation(sol, 1_000_000n);
    const setup = await send(t, liquidatorAccounts(l.liquidator, l.withdraw), [t.ordinary]);
    expect(setup.err).toBeNull();
    const sent = await send(t, [liquidateIx(t, l)], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, code('IncorrectInstructionInPosition')));
  });

  it('refuses visibly when only an obligation order could make it liquidatable (not emulated)', async () => {
    const at = OBLIGATION.obligationOrders + 36;
    patchAccount(t, mainVanilla.address, (b) => b.setU8(at, 1));
    const { ixs, index } = liquidationTx(t, vanillaLiquidation(sol, 1_000_000n));
    const sent = await send(t, ixs, [t.ordinary]);
    patchAccount(t, mainVanilla.address, (b) => b.setU8(at, 0));
    expect(sent.err).toEqual(failedWith(index, 'InvalidInstructionData'));
    expect(sent.logs).toContain(
      'Program log: klend liquidation by an obligation order is not emulated by the sandbox yet',
    );
  });

  it('takes the collateral of lowest liquidation LTV first (LiquidationLowestLiquidationLtvPriority)', async () => {
    const l = vanillaLiquidation(mainUsdc, 1_000_000n);
    // The debt's price tripled: the obligation is past its unhealthy LTV.
    t.chain.oracle.setPrice(usdt.mint, '3');
    const higher = sol.liquidationThresholdPct < mainUsdc.liquidationThresholdPct ? mainUsdc : sol;
    const { ixs, index } = liquidationTx(t, { ...l, withdraw: higher, maxLtvOverridePct: 50n });
    const sent = await send(t, ixs, [t.ordinary]);
    expect(sent.err).toEqual(failedWith(index, code('LiquidationLowestLiquidationLtvPriority')));
    expect(sent.logs).toContain(
      'Program log: Collateral reserve must be the lowest liquidation LTV reserve',
    );
    // The owner may liquidate its own obligation; an LTV override is ignored outside staging.
    expect(sent.logs).toContain(
      'Program log: Warning! Attempting to set an ltv override outside the staging program',
    );
  });

  it('refuses a debt reserve whose borrow factor is not the highest (LiquidationBorrowFactorPriority)', async () => {
    const lowest = sol.liquidationThresholdPct <= mainUsdc.liquidationThresholdPct ? sol : mainUsdc;
    const at = CONFIG + 152;
    const saved = ledgerBytes(t, usdt.address).u64(at);
    // Below 100 counts as 100 in the obligation's highest borrow factor, not in the check.
    patchAccount(t, usdt.address, (b) => b.setU64(at, 90n));
    const { ixs, index } = liquidationTx(t, vanillaLiquidation(lowest, 1_000_000n));
    const sent = await send(t, ixs, [t.ordinary]);
    patchAccount(t, usdt.address, (b) => b.setU64(at, saved));
    expect(sent.err).toEqual(failedWith(index, code('LiquidationBorrowFactorPriority')));
  });

  it('refuses a collateral with a zero liquidation threshold (CollateralNonLiquidatable)', async () => {
    const lowest = sol.liquidationThresholdPct <= mainUsdc.liquidationThresholdPct ? sol : mainUsdc;
    const at = CONFIG + 17;
    const saved = ledgerBytes(t, lowest.address).u8(at);
    patchAccount(t, lowest.address, (b) => b.setU8(at, 0));
    const { ixs, index } = liquidationTx(t, vanillaLiquidation(lowest, 1_000_000n));
    const sent = await send(t, ixs, [t.ordinary]);
    patchAccount(t, lowest.address, (b) => b.setU8(at, saved));
    expect(sent.err).toEqual(failedWith(index, code('CollateralNonLiquidatable')));
  });

  it('wants a small debt repaid in full (RepayTooSmallForFullLiquidation)', async () => {
    const lowest = sol.liquidationThresholdPct <= mainUsdc.liquidationThresholdPct ? sol : mainUsdc;
    const at = 128; // LendingMarket.minFullLiquidationValueThreshold
    const saved = ledgerBytes(t, mainVanilla.marketAddress).u64(at);
    patchAccount(t, mainVanilla.marketAddress, (b) => b.setU64(at, 10n ** 9n));
    const { ixs, index } = liquidationTx(t, vanillaLiquidation(lowest, 1_000_000n));
    const sent = await send(t, ixs, [t.ordinary]);
    patchAccount(t, mainVanilla.marketAddress, (b) => b.setU64(at, saved));
    expect(sent.err).toEqual(failedWith(index, code('RepayTooSmallForFullLiquidation')));
  });

  it('counts an unhealthy obligation as healthy when price-triggered liquidations are off', async () => {
    const lowest = sol.liquidationThresholdPct <= mainUsdc.liquidationThresholdPct ? sol : mainUsdc;
    const at = 3307; // LendingMarket.priceTriggeredLiquidationDisabled
    patchAccount(t, mainVanilla.marketAddress, (b) => b.setU8(at, 1));
    const { ixs, index } = liquidationTx(t, vanillaLiquidation(lowest, 1_000_000n));
    const sent = await send(t, ixs, [t.ordinary]);
    patchAccount(t, mainVanilla.marketAddress, (b) => b.setU8(at, 0));
    t.chain.oracle.setPrice(usdt.mint, usdt.priceUsd);
    expect(sent.err).toEqual(failedWith(index, code('ObligationHealthy')));
    expect(sent.logs).toContain(
      'Program log: Obligation is eligible for ltv-exceeded liquidation, but price-triggered liquidations are disabled',
    );
  });
});
