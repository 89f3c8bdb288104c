import { describe, expect, it } from 'vitest';
import { U64_MAX } from '../../../common/programLimits';
import { testKey } from '../../lending/data/testing/reserveFixture';
import { marketFixture } from '../../lending/data/testing/seedLending';
import { marketSettingChanges, marketSettingsOf, marketSettingsProblems } from './marketSettings';

const before = marketSettingsOf(marketFixture(testKey(1), 'Main Market'));

describe('market settings', () => {
  it('reads the market as the form shows it', () => {
    expect(before.emergencyMode).toBe('off');
    expect(before.liquidationCloseFactorPct).toBe('10');
    expect(before.insolvencyRiskLtvPct).toBe('95');
  });

  it('refuses what update_lending_market refuses', () => {
    expect(
      marketSettingsProblems({
        ...before,
        referralFeeBps: '100.01',
        liquidationCloseFactorPct: '101',
        emergencyMode: 'maybe',
        globalAllowedBorrowValue: '1.5',
      }),
    ).toEqual([
      'Emergency mode must be on or off',
      'Referral fee must be between 0.00% and 100.00% (two decimals at most)',
      'Liquidation close factor must be between 0 and 100',
      'Global allowed borrow must be a whole number, or empty for no cap',
    ]);
    expect(marketSettingsProblems(before)).toEqual([]);
  });

  it('lists only what changed, with its update', () => {
    const from = { ...before, maxLiquidatableDebtValue: '1500000' };
    const changes = marketSettingChanges(from, {
      ...from,
      borrowDisabled: 'on',
      referralFeeBps: '2.5',
      globalAllowedBorrowValue: ' 0 ',
      maxLiquidatableDebtValue: '2500000',
    });
    // Each in its label's unit, with separators.
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Borrowing disabled', 'off', 'on'],
      ['Referral fee', '0.00%', '2.50%'],
      ['Max liquidatable debt at once', '1,500,000', '2,500,000'],
    ]);
    expect(changes.map((c) => c.update)).toEqual([
      { mode: 'UpdateBorrowingDisabled', value: true },
      { mode: 'UpdateReferralFeeBps', value: 250 },
      { mode: 'UpdateLiquidationMaxValue', value: 2_500_000n },
    ]);
  });

  it('shows an unlimited USD cap as empty, and writes it back as the program’s unlimited value', () => {
    const market = {
      ...marketFixture(testKey(1), 'Main Market'),
      globalAllowedBorrowValue: U64_MAX,
    };
    const unlimited = marketSettingsOf(market);
    expect(unlimited.globalAllowedBorrowValue).toBe('');
    expect(marketSettingsProblems(unlimited)).toEqual([]);
    expect(marketSettingChanges(unlimited, unlimited)).toEqual([]);
    const [change] = marketSettingChanges(before, { ...before, globalAllowedBorrowValue: '' });
    expect([change?.label, change?.after]).toEqual(['Global allowed borrow', 'No cap']);
    expect(change?.update).toEqual({ mode: 'UpdateGlobalAllowedBorrow', value: U64_MAX });
  });
});
