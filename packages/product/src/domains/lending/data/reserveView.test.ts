import { MathDecimal, reserveRates, reserveUtilization } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { isListedReserve } from './reserveListing';
import { reserveView } from './reserveView';
import { reserveFixture, testKey } from './testing/reserveFixture';

const market = testKey(1);

describe('reserveView', () => {
  const reserve = reserveFixture({
    address: testKey(2),
    market,
    symbol: 'SOL',
    decimals: 9,
    available: '400',
    borrowed: '600',
    price: '150',
    depositLimit: '1500',
    borrowLimit: '700',
  });
  const view = reserveView(reserve, { slotDurationMs: 400, nowSeconds: 1_700_000_000 });

  it('reads the symbol, totals in whole tokens and their USD values', () => {
    expect(view.symbol).toBe('SOL');
    expect(view.totalSupply.toFixed()).toBe('1000');
    expect(view.totalBorrow.toFixed()).toBe('600');
    expect(view.totalSupplyUsd.toFixed()).toBe('150000');
    expect(view.utilization.toFixed()).toBe('0.6');
  });

  it('takes rates from core-math with the measured slot duration', () => {
    const expected = reserveRates({
      curve: reserve.config.borrowRateCurve,
      utilization: reserveUtilization(reserve.liquidity),
      protocolTakeRatePct: 10,
      slotDurationMs: 400,
    });
    expect(view.apys.lendingDepositApy.eq(expected.supplyApy)).toBe(true);
    expect(view.apys.totalBorrowApy.eq(expected.borrowApy)).toBe(true);
    const at450 = reserveView(reserve, { slotDurationMs: 450, nowSeconds: 0 });
    expect(at450.borrowApr.lt(view.borrowApr)).toBe(true);
  });

  it('adds farm rewards to supply and subtracts them from borrow', () => {
    const withRewards = reserveView(reserve, {
      slotDurationMs: 400,
      nowSeconds: 0,
      collateralFarmApys: [view.apys.lendingDepositApy.times(0).plus('0.02')],
      debtFarmApys: [view.apys.lendingDepositApy.times(0).plus('0.01')],
    });
    expect(withRewards.apys.totalDepositApy.minus(view.apys.totalDepositApy).toFixed()).toBe(
      '0.02',
    );
    expect(view.apys.totalBorrowApy.minus(withRewards.apys.totalBorrowApy).toFixed()).toBe('0.01');
  });

  it("adds the token's staking APY to the supply total, next to farm rewards", () => {
    const mint = reserve.liquidity.mintPubkey.toBase58();
    const staked = reserveView(reserve, {
      slotDurationMs: 400,
      nowSeconds: 0,
      collateralFarmApys: [new MathDecimal('0.02')],
      extraSupplyYields: { stakingYields: [{ tokenMint: mint, apy: new MathDecimal('0.07') }] },
    });
    expect(staked.apys.extraSupplyApy.toFixed()).toBe('0.07');
    expect(staked.apys.totalDepositApy.minus(view.apys.totalDepositApy).toFixed()).toBe('0.09');
    expect(staked.apys.lendingDepositApy.eq(view.apys.lendingDepositApy)).toBe(true);
    // Borrowers pay the same: the staking yield is the supplier's only.
    expect(staked.apys.totalBorrowApy.eq(view.apys.totalBorrowApy)).toBe(true);
    expect(view.apys.extraSupplyApy.isZero()).toBe(true);
  });

  it('gives the staked synthetic dollar the synthetic-dollar yield', () => {
    const susde = reserveFixture({
      address: testKey(3),
      market,
      symbol: 'sUSDe',
      decimals: 9,
      available: '900',
      borrowed: '100',
      price: '1.18',
    });
    const input = { slotDurationMs: 400, nowSeconds: 0 };
    const plain = reserveView(susde, input);
    const staked = reserveView(susde, {
      ...input,
      extraSupplyYields: { syntheticDollarYield: { apy: new MathDecimal('0.0452') } },
    });
    expect(staked.apys.totalDepositApy.minus(plain.apys.totalDepositApy).toFixed()).toBe('0.0452');
  });

  it('gives LTVs as fractions and caps remaining in tokens', () => {
    expect(view.maxLtv.toFixed()).toBe('0.75');
    expect(view.liquidationLtv.toFixed()).toBe('0.8');
    expect(view.depositCapRemaining.toFixed()).toBe('500');
    expect(view.borrowCapRemaining.toFixed()).toBe('100');
    expect(view.utilizationCapRemaining.isFinite()).toBe(false);
    expect(view.depositWithdrawalCap.enabled).toBe(false);
    expect(view.flashLoanFee?.toDecimalPlaces(6).toFixed()).toBe('0.001');
  });
});

describe('isListedReserve', () => {
  it('lists Active reserves, and Hidden ones only with the flag', () => {
    expect(isListedReserve('Active', false)).toBe(true);
    expect(isListedReserve('Hidden', false)).toBe(false);
    expect(isListedReserve('Hidden', true)).toBe(true);
    expect(isListedReserve('Obsolete', true)).toBe(false);
  });
});
