import { describe, expect, it } from 'vitest';
import {
  commonElevationGroups,
  type ElevationGroup,
  elevationGroupById,
  elevationGroupViolations,
  reserveInElevationGroup,
} from './elevation-groups';

const group: ElevationGroup = {
  id: 2,
  ltvPct: 90,
  liquidationThresholdPct: 92,
  allowNewLoans: true,
  maxReservesAsCollateral: 2,
  debtReserve: 'SOL',
};

describe('elevationGroupById', () => {
  it('finds group N at index N − 1 and nothing for 0', () => {
    const groups = [{ ...group, id: 1 }, group];
    expect(elevationGroupById(groups, 2)).toBe(group);
    expect(elevationGroupById(groups, 0)).toBeUndefined();
    expect(elevationGroupById(groups, 7)).toBeUndefined();
  });
});

describe('membership and common groups', () => {
  it('never counts 0 as a group', () => {
    expect(reserveInElevationGroup([0, 2], 0)).toBe(false);
    expect(reserveInElevationGroup([0, 2], 2)).toBe(true);
  });

  it('offers the groups every reserve lists', () => {
    expect(
      commonElevationGroups([
        [1, 2, 3, 0],
        [3, 2],
        [2, 3, 9],
      ]),
    ).toEqual([2, 3]);
    expect(commonElevationGroups([[1], [2]])).toEqual([]);
    expect(commonElevationGroups([])).toEqual([]);
  });
});

describe('elevationGroupViolations', () => {
  const member = (reserve: string) => ({ reserve, elevationGroups: [2] });

  it('accepts an obligation that fits', () => {
    expect(
      elevationGroupViolations({
        group,
        deposits: [member('JITOSOL'), member('MSOL')],
        borrows: [member('SOL')],
        newLoan: true,
      }),
    ).toEqual([]);
  });

  it('lists each broken rule', () => {
    const violations = elevationGroupViolations({
      group: { ...group, allowNewLoans: false },
      deposits: [
        member('JITOSOL'),
        member('MSOL'),
        member('SOL'),
        { reserve: 'BONK', elevationGroups: [1] },
      ],
      borrows: [member('SOL'), member('USDC')],
      newLoan: true,
    });
    expect(violations).toEqual([
      { kind: 'reserve-not-in-group', reserve: 'BONK' },
      { kind: 'too-many-borrows', count: 2 },
      { kind: 'borrow-not-debt-reserve', reserve: 'USDC' },
      { kind: 'debt-reserve-as-collateral', reserve: 'SOL' },
      { kind: 'too-many-collaterals', count: 4, max: 2 },
      { kind: 'new-loans-disabled' },
    ]);
  });
});
