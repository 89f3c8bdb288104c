import { describe, expect, it } from 'vitest';
import { U64_MAX } from '../../../common/programLimits';
import {
  allocationChange,
  allocationProblems,
  allocationSettingsOf,
  investPlan,
  vaultSettingChanges,
  vaultSettingsOf,
  vaultSettingsProblems,
} from './vaultSettings';

const stored = {
  performanceFeeBps: 1000n,
  managementFeeBps: 50n,
  minDepositAmount: 1_000n,
  minWithdrawAmount: 0n,
  minInvestAmount: 0n,
  minInvestDelaySlots: 0n,
};

describe('allocation settings', () => {
  it('shows the stored weight and the cap in whole tokens', () => {
    expect(allocationSettingsOf({ weight: 300n, cap: 2_500_000n }, 6)).toEqual({
      weight: '300',
      cap: '2.5',
    });
    expect(allocationSettingsOf(null, 6)).toEqual({ weight: '', cap: '' });
  });

  it('refuses what update_reserve_allocation cannot take', () => {
    const context = { decimals: 6, adding: false, activeAllocations: 3 };
    expect(allocationProblems({ weight: '1.5', cap: '10' }, context)).toEqual([
      'Target weight must be a whole number',
    ]);
    expect(allocationProblems({ weight: '18446744073709551616', cap: '10' }, context)).toEqual([
      'Target weight must be at most 18446744073709551615',
    ]);
    expect(allocationProblems({ weight: '1', cap: '0.0000001' }, context)).toEqual([
      'Token cap has at most 6 decimals',
    ]);
    expect(allocationProblems({ weight: '1', cap: '-1' }, context)).toEqual([
      'Token cap must be a number of tokens',
    ]);
    expect(allocationProblems({ weight: '1', cap: '18446744073710' }, context)).toEqual([
      'Token cap is too large',
    ]);
    expect(
      allocationProblems(
        { weight: '1', cap: '1' },
        { ...context, adding: true, activeAllocations: 25 },
      ),
    ).toEqual(['The vault already allocates to 25 reserves, the most it can']);
    expect(allocationProblems({ weight: '0', cap: '0' }, context)).toEqual([]);
  });

  it('diffs before → after in the program units, a new reserve from None', () => {
    const change = allocationChange(
      { weight: 300n, cap: 2_500_000n },
      { weight: '300', cap: '7' },
      6,
      'USDC',
    );
    expect(change).toEqual({
      rows: [{ label: 'Token cap (USDC)', before: '2.5', after: '7' }],
      weight: 300n,
      cap: 7_000_000n,
    });
    expect(
      allocationChange({ weight: 300n, cap: 7_000_000n }, { weight: '300', cap: '7.0' }, 6, 'USDC'),
    ).toBeNull();
    const unlimited = allocationSettingsOf({ weight: 300n, cap: U64_MAX }, 6);
    expect(unlimited.cap).toBe('');
    expect(
      allocationProblems(unlimited, { decimals: 6, adding: false, activeAllocations: 3 }),
    ).toEqual([]);
    // Left empty, the unlimited cap is unchanged; emptied, it is written back as u64::MAX.
    expect(allocationChange({ weight: 300n, cap: U64_MAX }, unlimited, 6, 'USDC')).toBeNull();
    expect(
      allocationChange({ weight: 300n, cap: 2_500_000n }, { weight: '300', cap: '' }, 6, 'USDC'),
    ).toEqual({
      rows: [{ label: 'Token cap (USDC)', before: '2.5', after: 'No cap' }],
      weight: 300n,
      cap: U64_MAX,
    });
    // Large settings read with separators, every decimal kept.
    expect(
      allocationChange(
        { weight: 1500n, cap: 2_500_000_500_000n },
        { weight: '12000', cap: '3000000.25' },
        6,
        'USDC',
      )?.rows,
    ).toEqual([
      { label: 'Target weight', before: '1,500', after: '12,000' },
      { label: 'Token cap (USDC)', before: '2,500,000.5', after: '3,000,000.25' },
    ]);
    const added = allocationChange(null, { weight: '5', cap: '1' }, 6, 'USDC');
    expect(added?.rows.map((row) => row.before)).toEqual(['None', 'None']);
    expect(added?.weight).toBe(5n);
  });
});

describe('vault settings', () => {
  it('edits fees in percent, refusing above 100%, and refuses malformed amounts', () => {
    const settings = vaultSettingsOf(stored, 6);
    expect(settings.minDepositAmount).toBe('0.001');
    expect(settings.performanceFeeBps).toBe('10');
    expect(settings.managementFeeBps).toBe('0.5');
    expect(vaultSettingsProblems(settings, 6)).toEqual([]);
    expect(vaultSettingsProblems({ ...settings, performanceFeeBps: '100.01' }, 6)).toEqual([
      'Performance fee must be between 0.00% and 100.00% (two decimals at most)',
    ]);
    expect(vaultSettingsProblems({ ...settings, minInvestAmount: 'x' }, 6)).toEqual([
      'Minimum invest must be a number of tokens',
    ]);
  });

  it('lists each changed setting with its update_vault_config field and raw value', () => {
    const settings = {
      ...vaultSettingsOf(stored, 6),
      managementFeeBps: '0.75',
      minInvestAmount: '2',
    };
    expect(vaultSettingChanges(stored, settings, 6, 'USDC')).toEqual([
      {
        field: 'ManagementFeeBps',
        label: 'Management fee (%, stored in bps)',
        before: '0.50%',
        after: '0.75%',
        value: 75n,
      },
      {
        field: 'MinInvestAmount',
        label: 'Minimum invest (USDC)',
        before: '0',
        after: '2',
        value: 2_000_000n,
      },
    ]);
    expect(vaultSettingChanges(stored, vaultSettingsOf(stored, 6), 6, 'USDC')).toEqual([]);
  });
});

describe('invest plan', () => {
  const base = {
    aum: 1_000n,
    tokenAvailable: 600n,
    invested: 400n,
    weight: 1n,
    totalWeight: 1n,
    cap: 10_000n,
    minInvestAmount: 0n,
  };

  it('deposits what the target lacks, at most what is available', () => {
    expect(investPlan(base)).toEqual({
      target: 1_000n,
      direction: 'deposit',
      amount: 600n,
      problem: null,
    });
    expect(investPlan({ ...base, cap: 500n })).toMatchObject({ target: 500n, amount: 100n });
    expect(investPlan({ ...base, minInvestAmount: 700n }).problem).toBe(
      'The amount is below the vault’s minimum invest',
    );
  });

  it('redeems what is above the target (its weight share of the AUM)', () => {
    expect(investPlan({ ...base, weight: 1n, totalWeight: 4n })).toEqual({
      target: 250n,
      direction: 'redeem',
      amount: 150n,
      problem: null,
    });
  });

  it('has nothing to move at the target or without tokens', () => {
    expect(investPlan({ ...base, cap: 400n }).problem).toBe('The reserve is at its target');
    expect(investPlan({ ...base, tokenAvailable: 0n }).problem).toBe(
      'The vault has no tokens available',
    );
    expect(investPlan({ ...base, totalWeight: 0n }).direction).toBe('redeem');
  });
});
