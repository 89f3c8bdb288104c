import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { riskDirection } from './riskDirection';

const d = (value: string) => new MathDecimal(value);

describe('riskDirection', () => {
  it('is up when a figure riskier when higher rises, and when one riskier when lower falls', () => {
    expect(riskDirection(d('0.1'), d('0.4'), 'higher')).toBe('up');
    expect(riskDirection(d('0.4'), d('0.1'), 'higher')).toBe('down');
    expect(riskDirection(d('0.5'), d('0.2'), 'lower')).toBe('up');
    expect(riskDirection(d('0.2'), d('0.5'), 'lower')).toBe('down');
  });

  it('counts a figure that appears as rising and one that disappears as falling', () => {
    expect(riskDirection(undefined, d('95'), 'higher')).toBe('up');
    expect(riskDirection(d('95'), undefined, 'higher')).toBe('down');
  });

  it('has no direction without a change', () => {
    expect(riskDirection(d('0.3'), d('0.3'), 'higher')).toBeUndefined();
    expect(riskDirection(undefined, undefined, 'lower')).toBeUndefined();
    expect(riskDirection(d('Infinity'), d('Infinity'), 'lower')).toBeUndefined();
  });
});
