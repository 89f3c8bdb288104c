import { describe, expect, it } from 'vitest';
import { reserveApys } from './reserve-apys';
import {
  assetTierFromCode,
  isEligibleForPairSpecificLtv,
  reserveStatusFromCode,
} from './reserve-status';

describe('reserve status and asset tier', () => {
  it('maps stored codes to names', () => {
    expect(reserveStatusFromCode(0)).toBe('Active');
    expect(reserveStatusFromCode(2)).toBe('Hidden');
    expect(reserveStatusFromCode(9)).toBe('unknown');
    expect(assetTierFromCode(1)).toBe('Isolated Collateral');
    expect(assetTierFromCode(2)).toBe('Isolated Debt');
    expect(assetTierFromCode(3)).toBeUndefined();
  });
});

describe('isEligibleForPairSpecificLtv', () => {
  it('needs exactly two active reserves', () => {
    const active = { status: 'Active' as const };
    const hidden = { status: 'Hidden' as const };
    expect(isEligibleForPairSpecificLtv([active, active])).toBe(true);
    expect(isEligibleForPairSpecificLtv([active, active, hidden])).toBe(true);
    expect(isEligibleForPairSpecificLtv([active])).toBe(false);
    expect(isEligibleForPairSpecificLtv([active, active, active])).toBe(false);
  });
});

describe('reserveApys', () => {
  it('adds supply-side yields and nets borrow rewards', () => {
    const apys = reserveApys({
      lendingDepositApy: '0.03',
      lendingBorrowApy: '0.06',
      collateralFarmApys: ['0.01', '0.005'],
      debtFarmApys: ['0.02'],
      kTokenFeesApy: '0.04',
      extraSupplyApy: '0.07',
    });
    expect(apys.collateralFarmTotalApy.toFixed()).toBe('0.015');
    expect(apys.totalDepositApy.toFixed()).toBe('0.155');
    expect(apys.totalBorrowApy.toFixed()).toBe('0.04');
  });

  it('treats missing parts as 0', () => {
    const apys = reserveApys({ lendingDepositApy: '0.03', lendingBorrowApy: '0.06' });
    expect(apys.totalDepositApy.toFixed()).toBe('0.03');
    expect(apys.debtFarmTotalApy.toFixed()).toBe('0');
  });
});
