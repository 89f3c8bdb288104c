import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { AMOUNT_REASONS, amountProblem, parseAmount, tightestLimit } from './amountProblem';

const limits = [
  { max: new MathDecimal('10.5'), reason: AMOUNT_REASONS.insufficientBalance },
  { max: new MathDecimal('8'), reason: 'Above the deposit cap' },
];

describe('amountProblem', () => {
  it.each(['', '0', '0.000', '.', 'abc'])('asks for an amount when given %j', (typed) => {
    expect(amountProblem(typed, limits)).toBe(AMOUNT_REASONS.enter);
  });

  it('names the first limit the amount exceeds, in the order given', () => {
    expect(amountProblem('11', limits)).toBe(AMOUNT_REASONS.insufficientBalance);
    expect(amountProblem('9', limits)).toBe('Above the deposit cap');
  });

  it('accepts an amount equal to every limit', () => {
    expect(amountProblem('8', limits)).toBeUndefined();
    expect(amountProblem('8.', limits)).toBeUndefined();
  });
});

describe('parseAmount and tightestLimit', () => {
  it('reads canonical strings exactly, with no float rounding', () => {
    expect(parseAmount('0.1234567890123456789')?.toString()).toBe('0.1234567890123456789');
    expect(parseAmount('.5')?.toString()).toBe('0.5');
    expect(parseAmount('1,5')).toBeUndefined();
  });

  it('picks the smallest limit and never a negative one', () => {
    expect(tightestLimit(limits)?.toString()).toBe('8');
    expect(tightestLimit([{ max: new MathDecimal(-1), reason: 'x' }])?.toString()).toBe('0');
    expect(tightestLimit([])).toBeUndefined();
  });
});
