import type { CurvePoint } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { curveChange, curveProblems, curveSettingsOf, curveToStore } from './curveSettings';

const point = (utilizationRateBps: number, borrowRateBps: number): CurvePoint => ({
  utilizationRateBps,
  borrowRateBps,
});
/** A three-point curve as the program stores it: the tail repeats 100 %. */
const stored = [
  point(0, 0),
  point(8000, 800),
  ...Array.from({ length: 9 }, () => point(10_000, 15_000)),
];

describe('the borrow-rate curve editor', () => {
  it('shows the points up to 100% utilization, in percent', () => {
    expect(curveSettingsOf(stored)).toEqual([
      { utilizationPct: '0', ratePct: '0' },
      { utilizationPct: '80', ratePct: '8' },
      { utilizationPct: '100', ratePct: '150' },
    ]);
  });

  it('stores eleven points, the last repeated', () => {
    const points = curveToStore(curveSettingsOf(stored));
    expect(points).toEqual(stored);
    expect(points).toHaveLength(11);
  });

  it('refuses what the program refuses', () => {
    const edit = (rows: [string, string][]) =>
      curveProblems(rows.map(([utilizationPct, ratePct]) => ({ utilizationPct, ratePct })));
    expect(
      edit([
        ['0', '0'],
        ['90', '10'],
        ['100', '200'],
      ]),
    ).toEqual([]);
    expect(
      edit([
        ['1', '0'],
        ['100', '5'],
      ]),
    ).toContain('First point of the curve must start at 0.00%');
    expect(
      edit([
        ['0', '0'],
        ['99', '5'],
      ]),
    ).toContain('Last point of the curve must end at 100.00%');
    expect(
      edit([
        ['0', '0'],
        ['50', '5'],
        ['50', '6'],
        ['100', '7'],
      ]),
    ).toContain("Point 3: utilization must be above point 2's");
    expect(
      edit([
        ['0', '5'],
        ['100', '4'],
      ]),
    ).toContain("Point 2: borrow rate must not be below point 1's");
    expect(
      edit([
        ['0', '0'],
        ['100', '1.234'],
      ])[0],
    ).toMatch(/^Point 2: borrow rate/);
    expect(edit([['0', '0']])).toEqual(['The curve has 2 to 11 points']);
  });

  it('changes only when a point moves, as one UpdateBorrowRateCurve', () => {
    expect(curveChange(stored, curveSettingsOf(stored))).toBeUndefined();
    const edited = curveSettingsOf(stored).map((p, i) => (i === 1 ? { ...p, ratePct: '9.5' } : p));
    const change = curveChange(stored, edited);
    expect(change?.before).toBe('0%→0%, 80%→8%, 100%→150%');
    expect(change?.after).toBe('0%→0%, 80%→9.5%, 100%→150%');
    expect(change?.update).toEqual({
      mode: 'UpdateBorrowRateCurve',
      value: [
        point(0, 0),
        point(8000, 950),
        ...Array.from({ length: 9 }, () => point(10_000, 15_000)),
      ],
    });
  });
});
