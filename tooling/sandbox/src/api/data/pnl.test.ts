import { describe, expect, it } from 'vitest';
import { dec } from './decimal';
import { CostBasisTracker } from './pnl';

describe('CostBasisTracker', () => {
  it('keeps an average cost and realises the difference on sells', () => {
    const tracker = new CostBasisTracker(['usd'] as const);
    tracker.trade(dec(10), { usd: dec(2) }); // cost 20
    tracker.trade(dec(10), { usd: dec(4) }); // cost 60, average 3
    tracker.trade(dec(-5), { usd: dec(5) }); // sells at 5: realises 25 − 15 = 10
    const snapshot = tracker.snapshot({ usd: dec(6) });
    expect(snapshot.position.toFixed()).toBe('15');
    expect(snapshot.costBasis.usd.toFixed()).toBe('45');
    expect(snapshot.realizedPnl.usd.toFixed()).toBe('10');
    expect(snapshot.investment.usd.toFixed()).toBe('35');
    expect(snapshot.positionValue.usd.toFixed()).toBe('90');
    expect(snapshot.positionPnl.usd.toFixed()).toBe('45');
    expect(snapshot.allHistoryPnl.usd.toFixed()).toBe('55');
  });

  it('resets the cost basis when the position is closed', () => {
    const tracker = new CostBasisTracker(['usd', 'sol'] as const);
    tracker.trade(dec(3), { usd: dec(10), sol: dec('0.1') });
    tracker.trade(dec(-3), { usd: dec(12), sol: dec('0.1') });
    const snapshot = tracker.snapshot({ usd: dec(50), sol: dec(1) });
    expect(snapshot.position.isZero()).toBe(true);
    expect(snapshot.costBasis.usd.isZero()).toBe(true);
    expect(snapshot.realizedPnl.usd.toFixed()).toBe('6');
    expect(snapshot.realizedPnl.sol.toFixed()).toBe('0');
  });
});
