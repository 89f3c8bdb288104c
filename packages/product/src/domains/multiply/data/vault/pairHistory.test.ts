import type { ReserveMetricsHistory } from '@keel/api-client';
import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { pairNetApySeries } from './pairHistory';

const HOUR = 3_600_000;

function history(rows: [time: number, supply: number, borrow: number][]): ReserveMetricsHistory {
  return {
    reserve: 'r',
    history: rows.map(([timestamp, supply, borrow]) => ({
      timestamp,
      metrics: {
        supplyInterestAPY: new MathDecimal(supply),
        borrowInterestAPY: new MathDecimal(borrow),
      },
    })),
  } as unknown as ReserveMetricsHistory;
}

describe('pairNetApySeries', () => {
  it('is supply × L − borrow × (L − 1) at the times both reserves report, oldest first', () => {
    const collateral = history([
      [3 * HOUR, 0.06, 0],
      [1 * HOUR, 0.05, 0],
      [2 * HOUR, 0.04, 0],
    ]);
    const debt = history([
      [1 * HOUR, 0, 0.02],
      [3 * HOUR, 0, 0.03],
    ]);
    const points = pairNetApySeries(collateral, debt, 3);
    expect(points.map((p) => p.time)).toEqual([HOUR, 3 * HOUR]);
    expect(points[0]?.value).toBeCloseTo(0.05 * 3 - 0.02 * 2, 12);
    expect(points[1]?.value).toBeCloseTo(0.06 * 3 - 0.03 * 2, 12);
  });

  it('at 1x is the supply APY alone', () => {
    const points = pairNetApySeries(history([[HOUR, 0.07, 0]]), history([[HOUR, 0, 0.5]]), 1);
    expect(points[0]?.value).toBeCloseTo(0.07, 12);
  });
});
