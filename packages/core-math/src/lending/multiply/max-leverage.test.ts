import { describe, expect, it } from 'vitest';
import type { ElevationGroup } from '../elevation-groups';
import { maxPairLeverage, type PairCollateral, type PairDebt } from './max-leverage';

const jitoSol: PairCollateral = { address: 'JITOSOL', loanToValuePct: 75, elevationGroups: [1] };
const sol: PairDebt = { address: 'SOL', borrowFactorPct: 100, elevationGroups: [1, 2] };
const solGroup: ElevationGroup = {
  id: 1,
  ltvPct: 90,
  liquidationThresholdPct: 92,
  allowNewLoans: true,
  maxReservesAsCollateral: 3,
  debtReserve: 'SOL',
};

describe('maxPairLeverage', () => {
  it("outside any group: the collateral's LTV, 75 % → 4x", () => {
    const result = maxPairLeverage({ collateral: jitoSol, debt: sol, elevationGroups: [] });
    expect(result.effectiveLtv.toFixed()).toBe('0.75');
    expect(result.maxLeverage.toFixed()).toBe('4');
    expect(result.elevationGroup).toBe(0);
  });

  it("divides by the debt's borrow factor: 80 % / 125 % = 64 % → 2.777…x", () => {
    const result = maxPairLeverage({
      collateral: { ...jitoSol, loanToValuePct: 80 },
      debt: { ...sol, borrowFactorPct: 125 },
      elevationGroups: [],
    });
    expect(result.effectiveLtv.toFixed()).toBe('0.64');
    expect(result.maxLeverage.toFixed(6)).toBe('2.777778');
  });

  it('counts a borrow factor below 100 % as 100 %', () => {
    const result = maxPairLeverage({
      collateral: jitoSol,
      debt: { ...sol, borrowFactorPct: 50 },
      elevationGroups: [],
    });
    expect(result.maxLeverage.toFixed()).toBe('4');
  });

  it("inside a shared group whose debt reserve is the borrow: the group's LTV, bf 1, 90 % → 10x", () => {
    const result = maxPairLeverage({
      collateral: jitoSol,
      debt: { ...sol, borrowFactorPct: 150 },
      elevationGroups: [solGroup],
    });
    expect(result.effectiveLtv.toFixed()).toBe('0.9');
    expect(result.maxLeverage.toFixed()).toBe('10');
    expect(result.elevationGroup).toBe(1);
  });

  it('takes the best of several eligible groups', () => {
    const wider = { ...solGroup, id: 2, ltvPct: 95 };
    const result = maxPairLeverage({
      collateral: { ...jitoSol, elevationGroups: [1, 2] },
      debt: sol,
      elevationGroups: [solGroup, wider],
    });
    expect(result.elevationGroup).toBe(2);
    expect(result.maxLeverage.toFixed()).toBe('20');
  });

  it.each([
    ['the collateral does not list the group', { collateral: { ...jitoSol, elevationGroups: [] } }],
    ['the debt does not list the group', { debt: { ...sol, elevationGroups: [2] } }],
    ["the borrow is not the group's debt reserve", { group: { ...solGroup, debtReserve: 'USDC' } }],
    ['the group takes no new loans', { group: { ...solGroup, allowNewLoans: false } }],
    ['the group has no LTV (unused slot)', { group: { ...solGroup, ltvPct: 0 } }],
    ['the collateral is the debt reserve', { collateral: { ...jitoSol, address: 'SOL' } }],
  ] as const)('falls back to the reserve LTV when %s', (_, change) => {
    const result = maxPairLeverage({
      collateral: 'collateral' in change ? change.collateral : jitoSol,
      debt: 'debt' in change ? change.debt : sol,
      elevationGroups: ['group' in change ? change.group : solGroup],
    });
    expect(result.elevationGroup).toBe(0);
    expect(result.maxLeverage.toFixed()).toBe('4');
  });

  it('gives 1x outside a group to a collateral usable only inside one', () => {
    const result = maxPairLeverage({
      collateral: { ...jitoSol, disableUsageAsCollOutsideEmode: true },
      debt: sol,
      elevationGroups: [],
    });
    expect(result.maxLeverage.toFixed()).toBe('1');
  });

  it('is unbounded at an LTV of 100 %', () => {
    const result = maxPairLeverage({
      collateral: { ...jitoSol, loanToValuePct: 100 },
      debt: sol,
      elevationGroups: [],
    });
    expect(result.maxLeverage.isFinite()).toBe(false);
  });
});
