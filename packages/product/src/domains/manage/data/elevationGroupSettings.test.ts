import { createAddress } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import {
  elevationGroupChanges,
  elevationGroupOf,
  elevationGroupProblems,
  elevationGroupSettingsOf,
  freeElevationGroupId,
} from './elevationGroupSettings';

const debt = createAddress('So11111111111111111111111111111111111111112');
const group = {
  id: 2,
  ltvPct: 80,
  liquidationThresholdPct: 85,
  maxLiquidationBonusBps: 300,
  maxReservesAsCollateral: 4,
  allowNewLoans: true,
  debtReserve: debt,
};

describe('elevation group settings', () => {
  it('round-trips a group through the form', () => {
    const settings = elevationGroupSettingsOf(group);
    expect(elevationGroupProblems(settings)).toEqual([]);
    expect(elevationGroupOf(2, settings, debt)).toEqual(group);
  });

  it('refuses what validate_new_elevation_group refuses', () => {
    const base = elevationGroupSettingsOf(group);
    expect(elevationGroupProblems({ ...base, ltvPct: '86' })).toContain(
      'LTV must be at most the liquidation threshold',
    );
    expect(elevationGroupProblems({ ...base, liquidationThresholdPct: '100' })[0]).toMatch(
      /^Liquidation threshold must be a whole number from 0 to 99/,
    );
    expect(
      elevationGroupProblems({ ...base, ltvPct: '0', liquidationThresholdPct: '0' }),
    ).toContain('Liquidation threshold must be above 0');
    // 95 % × 1.06 > 100 %: the bonus could not be paid.
    expect(
      elevationGroupProblems({
        ...base,
        liquidationThresholdPct: '95',
        maxLiquidationBonusBps: '6',
      }),
    ).toContain('Liquidation threshold × (1 + max liquidation bonus) must stay within 100.00%');
    expect(
      elevationGroupProblems({
        ...base,
        liquidationThresholdPct: '95',
        maxLiquidationBonusBps: '5.26',
      }),
    ).toEqual([]);
    expect(elevationGroupProblems({ ...base, debtReserve: '' })).toContain(
      'Choose the debt reserve',
    );
    expect(elevationGroupProblems({ ...base, maxReservesAsCollateral: '0' })).toContain(
      'Max reserves as collateral must be at least 1',
    );
  });

  it('the first free id, and the changes before → after', () => {
    expect(freeElevationGroupId([group, { ...group, id: 1 }])).toBe(3);
    const before = elevationGroupSettingsOf(group);
    expect(elevationGroupChanges(before, { ...before, ltvPct: '79' }, false, () => 'SOL')).toEqual([
      { label: 'LTV (%)', before: '80.00%', after: '79.00%' },
    ]);
    const created = elevationGroupChanges(before, before, true, () => 'SOL');
    expect(created).toHaveLength(6);
    // A new group has no before: its rows show only what it will be, never a bare '-'.
    expect(created.map((row) => row.before)).toEqual(Array(6).fill(undefined));
    expect(created.map((row) => row.after)).not.toContain('-');
  });
});
