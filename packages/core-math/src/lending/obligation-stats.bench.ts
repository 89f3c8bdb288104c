import { bench, describe } from 'vitest';
import { type ObligationInput, obligationStats } from './obligation-stats';

const OBLIGATIONS = 10_000;

/** 10 000 obligations of 8 positions each (5 deposits, 3 borrows), amounts as decimal strings. */
function buildObligations(): ObligationInput[] {
  return Array.from({ length: OBLIGATIONS }, (_, i) => ({
    deposits: Array.from({ length: 5 }, (_, d) => ({
      reserve: `deposit-${d}`,
      amount: `${(i % 997) + 1}.${String(123_456 + d).padStart(6, '0')}`,
      price: `${(d + 1) * 17}.${i % 100}`,
      loanToValuePct: 60 + d * 4,
      liquidationThresholdPct: 70 + d * 4,
      elevationGroups: [1],
    })),
    borrows: Array.from({ length: 3 }, (_, b) => ({
      reserve: `borrow-${b}`,
      amount: `${(i % 331) + 1}.${String(654_321 + b).padStart(6, '0')}`,
      price: `${b + 1}.000${i % 10}`,
      borrowFactorPct: 100 + b * 25,
    })),
    elevationGroup: i % 4 === 0 ? { id: 1, ltvPct: 85, liquidationThresholdPct: 90 } : undefined,
  }));
}

const obligations = buildObligations();

describe('obligation stats', () => {
  bench(
    '10,000 obligations × 8 positions',
    () => {
      for (const obligation of obligations) obligationStats(obligation);
    },
    { iterations: 5, warmupIterations: 1, time: 0 },
  );
});
