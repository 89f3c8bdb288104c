import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatApy } from './percent';
import { formatPnl } from './portfolio';
import { signOfFigure } from './sign';

describe('signOfFigure', () => {
  it('reads the sign the formatted figure shows', () => {
    expect(signOfFigure(formatApy(new Decimal('-0.1234'), { floorPercent: -Infinity }))).toBe(
      'negative',
    );
    expect(signOfFigure(formatApy(new Decimal('-0.05')))).toBe('negative'); // '<0%'
    expect(signOfFigure(formatApy(new Decimal('0.0523')))).toBe('positive');
    expect(signOfFigure(formatApy(new Decimal('12')))).toBe('positive'); // '>999%'
    expect(signOfFigure(formatPnl(new Decimal('-5')))).toBe('negative');
    expect(signOfFigure(formatPnl(new Decimal('12.34')))).toBe('positive');
    expect(signOfFigure('-5.00 SOL')).toBe('negative');
  });

  it('is zero for a figure rounded to zero and undefined for the empty value', () => {
    expect(signOfFigure(formatPnl(new Decimal('-0.001')))).toBe('zero');
    expect(signOfFigure('0.00%')).toBe('zero');
    expect(signOfFigure('-')).toBeUndefined();
    expect(signOfFigure('')).toBeUndefined();
  });
});
