// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unstakePlan, WITHDRAWALS_PER_TRANSACTION, withdrawalBatches } from './unstakePlan';

const deposits = [
  { index: 0, unlockedNative: 1_000n },
  { index: 1, unlockedNative: 0n },
  { index: 3, unlockedNative: 100n },
  { index: 4, unlockedNative: 600n },
];

describe('unstakePlan', () => {
  it('takes the unlocked tokens deposit by deposit, skipping those with none', () => {
    expect(unstakePlan(deposits, 400n)).toEqual([{ depositEntryIndex: 0, amountNative: 400n }]);
    expect(unstakePlan(deposits, 1_050n)).toEqual([
      { depositEntryIndex: 0, amountNative: 1_000n },
      { depositEntryIndex: 3, amountNative: 50n },
    ]);
    expect(unstakePlan(deposits, 1_700n)).toEqual([
      { depositEntryIndex: 0, amountNative: 1_000n },
      { depositEntryIndex: 3, amountNative: 100n },
      { depositEntryIndex: 4, amountNative: 600n },
    ]);
  });

  it('has no plan for more than is unlocked', () => {
    expect(unstakePlan(deposits, 1_701n)).toBeNull();
    expect(unstakePlan([], 1n)).toBeNull();
  });

  it('cuts a plan into transactions of at most WITHDRAWALS_PER_TRANSACTION withdrawals', () => {
    const plan = Array.from({ length: 23 }, (_, i) => ({ depositEntryIndex: i, amountNative: 1n }));
    const batches = withdrawalBatches(plan);
    expect(batches.map((batch) => batch.length)).toEqual([
      WITHDRAWALS_PER_TRANSACTION,
      WITHDRAWALS_PER_TRANSACTION,
      3,
    ]);
    expect(batches.flat()).toEqual(plan);
  });
});
