import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { liquidityApy, liquidityPnl } from './liquidityFigures';

const positions = [
  { strategy: 'a', value: new MathDecimal(300) },
  { strategy: 'b', value: new MathDecimal(100) },
];

describe('liquidity figures', () => {
  it('sums PnL and weights APY by worth', () => {
    expect(
      liquidityPnl(
        positions,
        new Map([
          ['a', '2.5'],
          ['b', '-1'],
        ]),
      ),
    ).toBe('1.5');
    expect(
      liquidityApy(
        positions,
        new Map([
          ['a', '0.2'],
          ['b', '0.1'],
        ]),
      ),
    ).toBe('0.175');
  });

  it('waits for its inputs and has no APY without one', () => {
    expect(liquidityPnl(positions, undefined)).toBeUndefined();
    expect(liquidityApy(positions, undefined)).toBeUndefined();
    expect(liquidityApy([{ strategy: 'a', value: undefined }], new Map())).toBeUndefined();
    expect(liquidityApy(positions, new Map())).toBeNull();
  });
});
