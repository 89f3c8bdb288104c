import { describe, expect, it } from 'vitest';
import type { PositionReport } from './positionReport';
import { positionStats } from './positionStats';

const lend = (value: string, pnl: string | null, apy: string | null): PositionReport => ({
  value,
  group: 'Borrow/Lend',
  count: 1,
  pnl,
  apy,
});

describe('positionStats', () => {
  it('sums values and PnL per group and weights APY by value', () => {
    const stats = positionStats([
      lend('100', '10', '0.1'),
      lend('300', '-4', '0.02'),
      { value: '50', group: 'Staking', count: 1, pnl: null, apy: null },
    ]);
    expect(stats.map((s) => s.group)).toEqual(['Borrow/Lend', 'Staking', 'Total']);
    const [lending, staking, total] = stats;
    expect(lending?.value?.toString()).toBe('400');
    expect(lending?.pnl?.toString()).toBe('6');
    // (100 × 0.1 + 300 × 0.02) / 400
    expect(lending?.apy?.toString()).toBe('0.04');
    expect(lending?.count).toBe(2);
    expect(staking?.pnl).toBeNull();
    expect(staking?.apy).toBeNull();
    expect(total?.value?.toString()).toBe('450');
    expect(total?.pnl?.toString()).toBe('6');
    expect(total?.apy?.toString()).toBe('0.04');
    expect(total?.count).toBe(3);
  });

  it('keeps a figure loading while one of its inputs loads', () => {
    const [lending] = positionStats([
      lend('100', undefined as never, '0.1'),
      lend('1', '1', undefined as never),
    ]);
    expect(lending?.pnl).toBeUndefined();
    expect(lending?.apy).toBeUndefined();
  });

  it('makes a group’s value unknown when one of its sources failed', () => {
    const [lending, total] = positionStats([
      lend('100', '1', '0.1'),
      { ...lend('1', '1', '0'), value: 'failed' },
    ]);
    expect(lending?.value).toBeNull();
    expect(total?.value).toBeNull();
  });

  it('leaves out sources without positions', () => {
    expect(
      positionStats([{ value: '0', group: 'Liquidity', count: 0, pnl: null, apy: null }]),
    ).toEqual([{ group: 'Total', count: 0, value: null, pnl: null, apy: null }]);
  });
});
