import { decodeLendingMarket, decodeReserve, sameAddress } from '@keel/chain-readers';
import {
  updateLendingMarketInstruction,
  updateReserveConfigInstruction,
} from '@keel/lending-programs';
import { PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import { MANAGED_MARKET_SLUG } from '../../../world/wallets';
import { KLEND_ERRORS } from '../errors';
import { klendHandler } from '../handler';
import { failedWith, send } from '../test-instructions';
import { ledgerAccount, worldMarket } from '../test-world';

/*
 * update_reserve_config and update_lending_market, built by the product's builders: applied when
 * the market owner (the 'manager' wallet) signs, refused with the program's errors otherwise or
 * when the new configuration breaks validate_reserve_config.
 */

let t: TestChain;
let market: PublicKey;
let reserve: PublicKey;
const manager = () => t.chain.wallet('manager');
const code = (name: keyof typeof KLEND_ERRORS) => ({ Custom: KLEND_ERRORS[name].code });

beforeAll(async () => {
  t = await startTestChain({ seed: 'klend-market-admin', handlers: [klendHandler] });
  const world = worldMarket(t, MANAGED_MARKET_SLUG);
  market = new PublicKey(world.address);
  const target = world.reserves.find((r) => r.loanToValuePct > 10 && r.liquidationThresholdPct > 0);
  if (!target) throw new Error('no collateral reserve in the managed market');
  reserve = new PublicKey(target.address);
});
afterAll(() => t.chain.close());

const readReserve = () => decodeReserve(reserve, ledgerAccount(t, reserve));
const readMarket = () => decodeLendingMarket(market, ledgerAccount(t, market));

describe('update_reserve_config', () => {
  it('the owner lowers the max LTV; the reserve is marked stale', async () => {
    expect(sameAddress(readMarket().lendingMarketOwner, manager().publicKey)).toBe(true);
    const before = readReserve().config.loanToValuePct;
    const ix = updateReserveConfigInstruction({
      signer: manager().publicKey,
      lendingMarket: market,
      reserve,
      update: { mode: 'UpdateLoanToValuePct', value: before - 5 },
    });
    const sent = await send(t, [ix], [manager()]);
    expect(sent.err).toBeNull();
    const after = readReserve();
    expect(after.config.loanToValuePct).toBe(before - 5);
    expect(after.lastUpdate.stale).toBe(true);
  });

  it('another signer is InvalidSigner and nothing changes', async () => {
    const before = readReserve().config.loanToValuePct;
    const ix = updateReserveConfigInstruction({
      signer: t.ordinary.publicKey,
      lendingMarket: market,
      reserve,
      update: { mode: 'UpdateLoanToValuePct', value: 1 },
    });
    const sent = await send(t, [ix], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, code('InvalidSigner')));
    expect(readReserve().config.loanToValuePct).toBe(before);
  });

  it('an LTV above the liquidation threshold is InvalidConfig', async () => {
    const { liquidationThresholdPct } = readReserve().config;
    const ix = updateReserveConfigInstruction({
      signer: manager().publicKey,
      lendingMarket: market,
      reserve,
      update: { mode: 'UpdateLoanToValuePct', value: liquidationThresholdPct + 1 },
    });
    const sent = await send(t, [ix], [manager()]);
    expect(sent.err).toEqual(failedWith(0, code('InvalidConfig')));
    expect(sent.logs.join('\n')).toContain('Liquidation threshold must be in range [LTV, 100]');
  });

  it('a borrow factor below 100 is InvalidConfig; 150 lands', async () => {
    const low = updateReserveConfigInstruction({
      signer: manager().publicKey,
      lendingMarket: market,
      reserve,
      update: { mode: 'UpdateBorrowFactor', value: 99n },
    });
    expect((await send(t, [low], [manager()])).err).toEqual(failedWith(0, code('InvalidConfig')));
    const ok = updateReserveConfigInstruction({
      signer: manager().publicKey,
      lendingMarket: market,
      reserve,
      update: { mode: 'UpdateBorrowFactor', value: 150n },
    });
    expect((await send(t, [ok], [manager()])).err).toBeNull();
    expect(readReserve().config.borrowFactorPct).toBe(150n);
  });

  it('the owner sets a daily withdrawal cap: capacity and interval, the running total kept', async () => {
    const before = readReserve().config.depositWithdrawalCap;
    const ix = updateReserveConfigInstruction({
      signer: manager().publicKey,
      lendingMarket: market,
      reserve,
      update: {
        mode: 'UpdateDepositWithdrawalCap',
        value: { capacity: 123_456n, intervalSeconds: 86_400n },
      },
    });
    expect((await send(t, [ix], [manager()])).err).toBeNull();
    const after = readReserve().config.depositWithdrawalCap;
    expect(after.configCapacity).toBe(123_456n);
    expect(after.configIntervalLengthSeconds).toBe(86_400n);
    expect(after.currentTotal).toBe(before.currentTotal);
  });

  it('the owner of another market cannot change this one', async () => {
    const main = worldMarket(t, 'main');
    expect(main.owner).not.toBe(manager().publicKey.toBase58());
    const mainReserve = new PublicKey(main.reserves[0]?.address ?? '');
    const ix = updateReserveConfigInstruction({
      signer: manager().publicKey,
      lendingMarket: new PublicKey(main.address),
      reserve: mainReserve,
      update: { mode: 'UpdateLoanToValuePct', value: 1 },
    });
    expect((await send(t, [ix], [manager()])).err).toEqual(failedWith(0, code('InvalidSigner')));
  });
});

describe('update_lending_market', () => {
  it('the owner sets the referral fee; above 10000 bps is InvalidConfig', async () => {
    const ok = updateLendingMarketInstruction({
      lendingMarketOwner: manager().publicKey,
      lendingMarket: market,
      update: { mode: 'UpdateReferralFeeBps', value: 250 },
    });
    expect((await send(t, [ok], [manager()])).err).toBeNull();
    expect(readMarket().referralFeeBps).toBe(250);
    const bad = updateLendingMarketInstruction({
      lendingMarketOwner: manager().publicKey,
      lendingMarket: market,
      update: { mode: 'UpdateReferralFeeBps', value: 10_001 },
    });
    expect((await send(t, [bad], [manager()])).err).toEqual(failedWith(0, code('InvalidConfig')));
  });

  it('the owner rewrites an elevation group; rules the program checks are InvalidElevationGroupConfig', async () => {
    // A new group in the first free slot, borrowing the reserve under test.
    const used = new Set(readMarket().elevationGroups.map((g) => g.id));
    const id = Array.from({ length: 32 }, (_, i) => i + 1).find((n) => !used.has(n)) ?? 32;
    const group = {
      id,
      maxLiquidationBonusBps: 500,
      ltvPct: 70,
      liquidationThresholdPct: 75,
      allowNewLoans: true,
      maxReservesAsCollateral: 2,
      debtReserve: reserve,
    };
    const update = (value: typeof group) =>
      updateLendingMarketInstruction({
        lendingMarketOwner: manager().publicKey,
        lendingMarket: market,
        update: { mode: 'UpdateElevationGroup', value },
      });
    const created = update(group);
    expect((await send(t, [created], [manager()])).err).toBeNull();
    expect(readMarket().elevationGroups.find((g) => g.id === id)).toEqual(group);
    const lowered = { ...group, ltvPct: group.ltvPct - 1 };
    expect((await send(t, [update(lowered)], [manager()])).err).toBeNull();
    expect(readMarket().elevationGroups.find((g) => g.id === id)).toEqual(lowered);
    // An LTV above the group's liquidation threshold, and threshold × bonus past 100 %.
    for (const bad of [
      { ...group, ltvPct: group.liquidationThresholdPct + 1 },
      { ...group, liquidationThresholdPct: 95, ltvPct: 90, maxLiquidationBonusBps: 600 },
    ]) {
      expect((await send(t, [update(bad)], [manager()])).err).toEqual(
        failedWith(0, code('InvalidElevationGroupConfig')),
      );
    }
    expect(readMarket().elevationGroups.find((g) => g.id === id)).toEqual(lowered);
  });

  it('a non-owner is refused by has_one', async () => {
    const ix = updateLendingMarketInstruction({
      lendingMarketOwner: t.ordinary.publicKey,
      lendingMarket: market,
      update: { mode: 'UpdateBorrowingDisabled', value: true },
    });
    const sent = await send(t, [ix], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 2001 }));
    expect(readMarket().borrowDisabled).toBe(false);
  });
});
