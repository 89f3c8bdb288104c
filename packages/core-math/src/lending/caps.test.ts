import { describe, expect, it } from 'vitest';
import {
  borrowableLiquidity,
  borrowCapRemaining,
  depositCapRemaining,
  isBorrowBlockedByUtilization,
  utilizationCapRemaining,
  withdrawalCapStatus,
} from './caps';

describe('deposit and borrow caps', () => {
  it('leave limit − used, never negative', () => {
    expect(depositCapRemaining(1000, 400).toFixed()).toBe('600');
    expect(depositCapRemaining(1000, 1200).toFixed()).toBe('0');
    expect(borrowCapRemaining(500, 499.5).toFixed()).toBe('0.5');
  });
});

describe('utilization limit', () => {
  it('allows supply × limit − borrow, unlimited when unset', () => {
    expect(
      utilizationCapRemaining({
        utilizationLimitPct: 90,
        totalSupply: 1000,
        totalBorrow: 800,
      }).toFixed(),
    ).toBe('100');
    expect(
      utilizationCapRemaining({
        utilizationLimitPct: 90,
        totalSupply: 1000,
        totalBorrow: 950,
      }).toFixed(),
    ).toBe('0');
    expect(
      utilizationCapRemaining({
        utilizationLimitPct: 0,
        totalSupply: 1000,
        totalBorrow: 950,
      }).isFinite(),
    ).toBe(false);
  });

  it('blocks borrows at or above the limit', () => {
    expect(isBorrowBlockedByUtilization(90, 0.8999)).toBe(false);
    expect(isBorrowBlockedByUtilization(90, 0.9)).toBe(true);
    expect(isBorrowBlockedByUtilization(0, 0.99)).toBe(false);
  });
});

describe('withdrawalCapStatus (daily caps)', () => {
  const cap = {
    configCapacity: 1000,
    currentTotal: 300,
    lastIntervalStartTimestamp: 1_000_000,
    configIntervalLengthSeconds: 86_400,
  };

  it('counts the current window: filled 300, remaining 700', () => {
    const status = withdrawalCapStatus(cap, 1_000_000 + 3600);
    expect(status.enabled).toBe(true);
    expect(status.filled.toFixed()).toBe('300');
    expect(status.remaining.toFixed()).toBe('700');
    expect(status.intervalElapsed).toBe(false);
    expect(status.resetsAt?.toFixed()).toBe('1086400');
  });

  it('resets once the interval has passed (the epoch restarts at the next action)', () => {
    expect(withdrawalCapStatus(cap, 1_086_399).remaining.toFixed()).toBe('700');
    const status = withdrawalCapStatus(cap, 1_086_400);
    expect(status.intervalElapsed).toBe(true);
    expect(status.used.toFixed()).toBe('0');
    expect(status.remaining.toFixed()).toBe('1000');
  });

  it('handles a net inflow (negative total) and a negative capacity', () => {
    const inflow = withdrawalCapStatus({ ...cap, currentTotal: -200 }, 1_000_100);
    expect(inflow.filled.toFixed()).toBe('0');
    expect(inflow.remaining.toFixed()).toBe('1200');
    expect(withdrawalCapStatus({ ...cap, configCapacity: -1 }, 1_000_100).remaining.toFixed()).toBe(
      '0',
    );
  });

  it('is disabled with a zero interval', () => {
    const status = withdrawalCapStatus({ ...cap, configIntervalLengthSeconds: 0 }, 1_000_100);
    expect(status.enabled).toBe(false);
    expect(status.remaining.isFinite()).toBe(false);
    expect(status.resetsAt).toBeUndefined();
  });
});

describe('borrowableLiquidity', () => {
  const base = {
    availableAmount: 10_000,
    totalSupply: 20_000,
    totalBorrow: 10_000,
    borrowLimit: 15_000,
  };

  it('takes the minimum of every cap', () => {
    expect(borrowableLiquidity(base).toFixed()).toBe('5000');
    expect(borrowableLiquidity({ ...base, utilizationLimitPct: 60 }).toFixed()).toBe('2000');
    expect(
      borrowableLiquidity({
        ...base,
        debtWithdrawalCap: {
          configCapacity: 1500,
          currentTotal: 1000,
          lastIntervalStartTimestamp: 0,
          configIntervalLengthSeconds: 86_400,
        },
        nowSeconds: 10,
      }).toFixed(),
    ).toBe('500');
    expect(
      borrowableLiquidity({
        ...base,
        outsideElevationGroup: { limit: 11_000, used: 10_700 },
      }).toFixed(),
    ).toBe('300');
    expect(
      borrowableLiquidity({
        ...base,
        elevationGroupCollateralCaps: [
          { limit: 5000, used: 1000 },
          { limit: 3000, used: 2900 },
        ],
      }).toFixed(),
    ).toBe('100');
  });

  it('never goes below 0', () => {
    expect(borrowableLiquidity({ ...base, borrowLimit: 9000 }).toFixed()).toBe('0');
  });
});
