import { describe, expect, it } from 'vitest';
import { obligationNetApy } from './net-apy';

describe('obligationNetApy', () => {
  it('is undefined without deposits', () => {
    expect(obligationNetApy({ deposits: [], borrows: [] })).toBeUndefined();
    expect(obligationNetApy({ deposits: [{ value: 0, apy: 0.1 }], borrows: [] })).toBeUndefined();
  });

  it('weights deposit and borrow APYs by value over the net value', () => {
    // (2000 × 5 % − 1000 × 8 %) / 1000 = 2 %
    const apy = obligationNetApy({
      deposits: [
        { value: 1500, apy: 0.04 },
        { value: 500, apy: 0.08 },
      ],
      borrows: [{ value: 1000, apy: 0.08 }],
    });
    expect(apy?.toFixed()).toBe('0.02');
  });

  it('equals the supply APY without debt and is undefined under water', () => {
    expect(
      obligationNetApy({ deposits: [{ value: 100, apy: 0.05 }], borrows: [] })?.toFixed(),
    ).toBe('0.05');
    expect(
      obligationNetApy({
        deposits: [{ value: 100, apy: 0.05 }],
        borrows: [{ value: 100, apy: 0.1 }],
      }),
    ).toBeUndefined();
  });
});
