import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import {
  leveragePositionName,
  nameOfObligation,
  obligationName,
  obligationTitle,
} from './positionNames';

const entry = (symbol: string, value: number) => ({ symbol, value: new MathDecimal(value) });

describe('position names', () => {
  it('names a leverage position by its side and traded asset (the data spec’s long/short rule)', () => {
    expect(leveragePositionName('SOL', 'USDC')).toBe('Long SOL');
    // USDC against SOL debt is short SOL: the traded asset comes first.
    expect(leveragePositionName('USDC', 'SOL')).toBe('Short SOL');
    // Only the listed collaterals against USDC are long.
    expect(leveragePositionName('JitoSOL', 'SOL')).toBe('Short SOL');
  });

  it('names multiply and leverage obligations by pair, side and leverage', () => {
    expect(
      obligationName({ tag: 'Multiply', deposits: ['JitoSOL'], borrows: ['SOL'], leverage: 3.2 }),
    ).toBe('Multiply JitoSOL/SOL 3.2x');
    expect(
      obligationName({ tag: 'Leverage', deposits: ['USDC'], borrows: ['SOL'], leverage: 2 }),
    ).toBe('Short SOL 2.0x');
  });

  it('names any other obligation by what it holds and owes, with its market', () => {
    expect(
      obligationTitle('Main Market', { tag: 'Vanilla', deposits: ['SOL'], borrows: ['USDC'] }),
    ).toBe('Main Market · SOL / USDC');
    expect(obligationName({ tag: 'Vanilla', deposits: ['SOL', 'JitoSOL'], borrows: [] })).toBe(
      'SOL, JitoSOL',
    );
    expect(obligationName({ tag: 'Vanilla', deposits: [], borrows: [] })).toBe('No assets');
    // A multiply obligation holding more than one pair is named by its assets.
    expect(
      obligationName({
        tag: 'Multiply',
        deposits: ['SOL', 'JitoSOL'],
        borrows: ['USDC'],
        leverage: 2,
      }),
    ).toBe('SOL, JitoSOL / USDC');
  });

  it('names a valued obligation with its largest assets first and its leverage', () => {
    const view = {
      tag: 'Vanilla' as const,
      deposits: [entry('JitoSOL', 10), entry('SOL', 500)],
      borrows: [entry('USDC', 100)],
      stats: { leverage: new MathDecimal(1.25) },
    };
    expect(nameOfObligation(view)).toBe('SOL, JitoSOL / USDC');
    expect(
      nameOfObligation({
        ...view,
        tag: 'Multiply',
        deposits: [entry('JitoSOL', 10)],
        borrows: [entry('SOL', 7)],
      }),
    ).toBe('Multiply JitoSOL/SOL 1.3x');
  });
});
