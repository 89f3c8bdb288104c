import { type Decimal, MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import {
  defaultSimulationForm,
  type SimulationFormValues,
  validateSimulationForm,
} from './simulationForm';

const NOW = Date.UTC(2026, 10, 26, 15, 30);
const context: { now: number; referencePrice: Decimal | undefined } = {
  now: NOW,
  referencePrice: new MathDecimal(150),
};
const valid: SimulationFormValues = {
  priceLower: '120',
  priceUpper: '180',
  method: 'Fixed',
  startDate: '2026-10-27',
  endDate: '2026-11-26',
};
const errorsOf = (patch: Partial<SimulationFormValues>, ctx = context) => {
  const result = validateSimulationForm({ ...valid, ...patch }, ctx);
  return result.ok ? {} : result.errors;
};

describe('defaultSimulationForm', () => {
  it('covers the last 30 UTC days with the strategy range and method', () => {
    expect(
      defaultSimulationForm(NOW, {
        priceLower: new MathDecimal('120.123456789'),
        priceUpper: new MathDecimal(180),
        method: 'Tracker',
      }),
    ).toEqual({ ...valid, priceLower: '120.12346', method: 'Tracker' });
    expect(defaultSimulationForm(NOW)).toMatchObject({ priceLower: '', method: 'Fixed' });
  });
});

describe('validateSimulationForm', () => {
  it('sends a fixed range as its prices and the dates as typed', () => {
    const result = validateSimulationForm(valid, context);
    if (!result.ok || result.params.method !== 'Fixed') throw new Error('expected a fixed range');
    expect(result.params.priceLower.toFixed()).toBe('120');
    expect(result.params.priceUpper.toFixed()).toBe('180');
    expect(result.params.startDate).toBe('2026-10-27');
    expect(result.params.endDate).toBe('2026-11-26');
  });

  it('sends a tracking range as its widths around the current price, in percent', () => {
    const result = validateSimulationForm({ ...valid, method: 'Tracker' }, context);
    expect(result).toMatchObject({
      ok: true,
      params: { method: 'Tracker', rangeWidthPercLower: 20, rangeWidthPercUpper: 20 },
    });
  });

  it('wants prices that are numbers above 0 with the lower one below the upper one', () => {
    expect(errorsOf({ priceLower: '' })).toEqual({ priceLower: 'Enter a lower price above 0' });
    expect(errorsOf({ priceLower: '0' })).toEqual({ priceLower: 'Enter a lower price above 0' });
    expect(errorsOf({ priceLower: '-5' })).toEqual({ priceLower: 'Enter a lower price above 0' });
    expect(errorsOf({ priceUpper: '1e3' })).toEqual({ priceUpper: 'Enter an upper price above 0' });
    expect(errorsOf({ priceUpper: 'abc' })).toEqual({ priceUpper: 'Enter an upper price above 0' });
    expect(errorsOf({ priceLower: '180', priceUpper: '180' })).toEqual({
      priceUpper: 'The upper price must be above the lower price',
    });
    expect(errorsOf({ priceLower: '.5', priceUpper: '1.' })).toEqual({});
  });

  it('wants real days, the start before the end, the end not after today (UTC)', () => {
    expect(errorsOf({ startDate: '' })).toEqual({ startDate: 'Enter a start date' });
    expect(errorsOf({ endDate: '2026-02-30' })).toEqual({ endDate: 'Enter an end date' });
    expect(errorsOf({ startDate: '2026-11-26' })).toEqual({
      startDate: 'The start date must be before the end date',
    });
    expect(errorsOf({ endDate: '2026-11-27' })).toEqual({
      endDate: 'The end date cannot be in the future',
    });
  });

  it('wants the current price inside a tracking range, and known', () => {
    expect(errorsOf({ method: 'Tracker', priceLower: '160' })).toEqual({
      method: 'A tracking range must contain the current price (150.00)',
    });
    // The price reads like every price: separators, no decimals above 9,999.
    expect(
      errorsOf(
        { method: 'Tracker', priceLower: '1', priceUpper: '2' },
        { now: NOW, referencePrice: new MathDecimal('12345.678') },
      ),
    ).toEqual({ method: 'A tracking range must contain the current price (12,346)' });
    expect(errorsOf({ method: 'Tracker' }, { now: NOW, referencePrice: undefined })).toEqual({
      method: 'The current price is not known yet: a tracking range needs it',
    });
    // A fixed range may lie anywhere.
    expect(errorsOf({ priceLower: '160', priceUpper: '170' })).toEqual({});
  });
});
