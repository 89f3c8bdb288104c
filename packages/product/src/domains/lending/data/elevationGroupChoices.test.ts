import { type Address, DEFAULT_ADDRESS, type LendingMarketState } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { elevationGroupChoices, withoutGroup } from './elevationGroupChoices';
import type { ObligationView } from './obligationView';
import { testKey } from './testing/reserveFixture';

const [jitoSol, sol, usdc] = [testKey(91), testKey(92), testKey(93)];
const group = (id: number, ltvPct: number, liquidationThresholdPct: number, debt: Address) => ({
  id,
  ltvPct,
  liquidationThresholdPct,
  maxLiquidationBonusBps: 200,
  allowNewLoans: true,
  maxReservesAsCollateral: 2,
  debtReserve: debt,
});
// Only what the choices read: the market's groups (slot 3 unused) and the obligation's input.
const market = {
  market: {
    elevationGroups: [
      group(1, 90, 92, sol),
      group(2, 85, 90, usdc),
      group(0, 0, 0, DEFAULT_ADDRESS),
    ],
  },
} as unknown as LendingMarketState;

/** 10 jitoSOL ($1,500) against 10 SOL borrowed ($1,000): 66.7 % LTV, above the 60 % max. */
const obligation = {
  input: {
    deposits: [
      {
        reserve: jitoSol.toBase58(),
        amount: 10,
        price: 150,
        loanToValuePct: 60,
        liquidationThresholdPct: 70,
        elevationGroups: [1],
      },
    ],
    borrows: [
      {
        reserve: sol.toBase58(),
        amount: 10,
        price: 100,
        borrowFactorPct: 100,
        elevationGroups: [1],
      },
    ],
  },
} as unknown as ObligationView;

const symbols = new Map([
  [jitoSol.toBase58(), 'JitoSOL'],
  [sol.toBase58(), 'SOL'],
  [usdc.toBase58(), 'USDC'],
]);
const symbol = (reserve: string) => symbols.get(reserve) ?? reserve;

describe('elevationGroupChoices', () => {
  const choices = elevationGroupChoices(obligation, market, symbol);

  it('lists the used groups with their LTVs and the figures the obligation would have there', () => {
    expect(choices.map((c) => c.id)).toEqual([1, 2]);
    const [sameAsset] = choices;
    expect(sameAsset?.maxLtv.toFixed()).toBe('0.9');
    expect(sameAsset?.reasons).toEqual([]);
    // 1000 / 1500 under the group's 90 % max LTV: the limit is 1350.
    expect(sameAsset?.after.borrowLimit.toFixed()).toBe('1350');
  });

  it("gives the program's reasons to refuse a group, in plain words", () => {
    const stables = choices[1];
    expect(stables?.reasons).toContain('JitoSOL is not part of this group');
    expect(stables?.reasons).toContain('SOL cannot be borrowed in this group');
  });

  it('leaving a group is refused when the borrows would be above the limit outside it', () => {
    const inGroup = {
      input: {
        ...obligation.input,
        elevationGroup: { id: 1, ltvPct: 90, liquidationThresholdPct: 92 },
      },
    } as unknown as ObligationView;
    expect(withoutGroup(inGroup).reasons).toEqual([
      'Your borrows would be above the borrow limit outside the group',
    ]);
    expect(elevationGroupChoices(inGroup, market, symbol)[0]?.current).toBe(true);
  });
});
