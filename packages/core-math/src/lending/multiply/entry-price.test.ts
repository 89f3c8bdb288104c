import { describe, expect, it } from 'vitest';
import { MathDecimal } from '../../decimal';
import { leverageEntryPrice } from './entry-price';

describe('leverageEntryPrice', () => {
  it('a long opened at 2x with $1,000 at $100: entry $100', () => {
    // 20 base bought at $100, $1,000 borrowed: worth $1,000 at $100.
    const price = leverageEntryPrice({
      side: 'long',
      deposited: 20,
      borrowed: 1000,
      investedUsd: 1000,
      collateralPriceUsd: 120,
      debtPriceUsd: 1,
    });
    expect(price?.toString()).toBe('100');
  });

  it('a short opened at 2x: $2,000 of collateral against 10 base borrowed at $100', () => {
    const price = leverageEntryPrice({
      side: 'short',
      deposited: 2000,
      borrowed: 10,
      investedUsd: 1000,
      collateralPriceUsd: 1,
      debtPriceUsd: 90,
    });
    expect(price?.toString()).toBe('100');
  });

  it('the net value at the entry price equals the money put in, whatever the quote price', () => {
    const params = {
      side: 'long' as const,
      deposited: '3.5',
      borrowed: '0.042',
      investedUsd: '4100.5',
      collateralPriceUsd: '2400',
      debtPriceUsd: '97000',
    };
    const entry = leverageEntryPrice(params);
    if (!entry) throw new Error('no entry price');
    const net = entry
      .times(params.debtPriceUsd)
      .times(params.deposited)
      .minus(new MathDecimal(params.borrowed).times(params.debtPriceUsd));
    expect(net.minus(params.investedUsd).abs().lt('1e-12')).toBe(true);
  });

  it('undefined without debt, without collateral, or when the price would not be positive', () => {
    const base = { investedUsd: 10, collateralPriceUsd: 1, debtPriceUsd: 1 };
    expect(
      leverageEntryPrice({ ...base, side: 'long', deposited: 1, borrowed: 0 }),
    ).toBeUndefined();
    expect(
      leverageEntryPrice({ ...base, side: 'long', deposited: 0, borrowed: 1 }),
    ).toBeUndefined();
    expect(
      leverageEntryPrice({ ...base, side: 'short', deposited: 5, borrowed: 1 }),
    ).toBeUndefined();
  });
});
