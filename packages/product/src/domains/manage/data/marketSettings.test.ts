import { describe, expect, it } from 'vitest';
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
        referralFeeBps: '10001',
        liquidationCloseFactorPct: '101',
        emergencyMode: 'maybe',
        globalAllowedBorrowValue: '1.5',
      }),
    ).toEqual([
      'Emergency mode must be on or off',
      'Referral fee must be between 0 and 10000',
      'Liquidation close factor must be between 0 and 100',
      'Global allowed borrow must be a whole number',
    ]);
    expect(marketSettingsProblems(before)).toEqual([]);
  });

  it('lists only what changed, with its update', () => {
    const changes = marketSettingChanges(before, {
      ...before,
      borrowDisabled: 'on',
      referralFeeBps: '250',
      globalAllowedBorrowValue: ' 0 ',
    });
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Borrowing disabled', 'off', 'on'],
      ['Referral fee', '0', '250'],
    ]);
    expect(changes.map((c) => c.update)).toEqual([
      { mode: 'UpdateBorrowingDisabled', value: true },
      { mode: 'UpdateReferralFeeBps', value: 250 },
    ]);
  });
});
