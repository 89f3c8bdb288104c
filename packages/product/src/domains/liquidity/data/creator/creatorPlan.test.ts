import { createAddress } from '@keel/chain-readers';
import { priceAtTick, sqrtPriceX64FromPrice } from '@keel/core-math';
import { type CreatorPoolOption, rebalanceParamsValue } from '@keel/liquidity-programs';
import { describe, expect, it } from 'vitest';
import {
  currentMethod,
  defaultRange,
  editPlan,
  initialDeposit,
  methodLabel,
  poolPrice,
  rangePlan,
} from './creatorPlan';

const key = (n: number) => createAddress(new Uint8Array(32).fill(n));

/** A pool of A (9 decimals) in B (6 decimals) at `price`, spacing 64. */
function option(price: number): CreatorPoolOption {
  return {
    pool: {
      address: key(1),
      dex: 'ORCA',
      tokenAMint: key(2),
      tokenBMint: key(3),
      tokenATokenProgram: key(9),
      tokenBTokenProgram: key(10),
      tickSpacing: 64,
      poolTokenVaultA: key(4),
      poolTokenVaultB: key(5),
    },
    feeTierBps: 30,
    sqrtPriceX64: sqrtPriceX64FromPrice(price, 9, 6),
    tickCurrent: 0,
    decimalsA: 9,
    decimalsB: 6,
    context: {
      globalConfig: key(6),
      tokenInfos: key(7),
      tokenACollateralId: 1n,
      tokenBCollateralId: 2n,
      scopePricesA: key(8),
      scopePricesB: key(8),
    },
  };
}

describe('the creator’s range', () => {
  it('starts 10 % around the pool’s price', () => {
    const pool = option(150);
    expect(poolPrice(pool).toNumber()).toBeCloseTo(150, 6);
    const range = defaultRange(pool);
    expect(Number(range.lower)).toBeCloseTo(135, 2);
    expect(Number(range.upper)).toBeCloseTo(165, 2);
  });

  it('snaps to the pool’s ticks, the snapped range covering the typed one', () => {
    const plan = rangePlan({ option: option(150), lower: '140', upper: '160', method: 'Manual' });
    expect(plan.problem).toBeUndefined();
    expect(Math.abs(plan.tickLower % 64)).toBe(0);
    expect(Math.abs(plan.tickUpper % 64)).toBe(0);
    expect(plan.lowerPrice.lte(140)).toBe(true);
    expect(plan.upperPrice.gte(160)).toBe(true);
    expect(plan.lowerPrice.toNumber()).toBeCloseTo(priceAtTick(plan.tickLower, 9, 6).toNumber(), 9);
    expect(plan.params).toEqual({ method: 'Manual' });
  });

  it('price percentage: widths in basis points from the price; the range must contain it', () => {
    const plan = rangePlan({
      option: option(100),
      lower: '90',
      upper: '120',
      method: 'PricePercentage',
    });
    expect(plan.problem).toBeUndefined();
    if (plan.params.method !== 'PricePercentage') throw new Error('method');
    expect(Math.abs(plan.params.lowerBps - 1000)).toBeLessThan(70);
    expect(Math.abs(plan.params.upperBps - 2000)).toBeLessThan(70);
    const outside = rangePlan({
      option: option(100),
      lower: '110',
      upper: '120',
      method: 'PricePercentage',
    });
    expect(outside.problem).toBe('For price percentage the range must contain the current price');
    // Manual accepts a range beside the price.
    expect(
      rangePlan({ option: option(100), lower: '110', upper: '120', method: 'Manual' }).problem,
    ).toBeUndefined();
  });

  it('refuses an empty or inverted range', () => {
    const pool = option(100);
    expect(rangePlan({ option: pool, lower: '', upper: '2', method: 'Manual' }).problem).toBe(
      'Enter the price range',
    );
    expect(rangePlan({ option: pool, lower: '3', upper: '2', method: 'Manual' }).problem).toBe(
      'The lower price must be below the upper price',
    );
    expect(rangePlan({ option: pool, lower: '0', upper: '2', method: 'Manual' }).problem).toBe(
      'Enter the price range',
    );
  });
});

describe('the first deposit', () => {
  it('is optional and bounded by the wallet', () => {
    const base = { option: option(100), symbols: { a: 'AAA', b: 'BBB' } };
    expect(initialDeposit({ ...base, amountA: '', amountB: '', wallet: { a: 0n, b: 0n } })).toEqual(
      { a: 0n, b: 0n, problem: undefined },
    );
    const ok = initialDeposit({
      ...base,
      amountA: '1.5',
      amountB: '2',
      wallet: { a: 2_000_000_000n, b: 2_000_000n },
    });
    expect(ok).toEqual({ a: 1_500_000_000n, b: 2_000_000n, problem: undefined });
    expect(
      initialDeposit({ ...base, amountA: '1', amountB: '3', wallet: { a: 2_000_000_000n, b: 2n } })
        .problem,
    ).toBe('Insufficient BBB balance');
  });
});

describe('the edit', () => {
  it('reads the current method and previews the change', () => {
    const bytes = rebalanceParamsValue({
      method: 'PricePercentage',
      lowerBps: 250,
      upperBps: 1000,
    });
    expect(currentMethod(1, bytes)).toEqual({
      method: 'PricePercentage',
      lowerPct: '2.5',
      upperPct: '10',
    });
    expect(currentMethod(0, new Uint8Array(128))?.method).toBe('Manual');
    expect(currentMethod(3, new Uint8Array(128))).toBeNull();
    expect(methodLabel({ method: 'PricePercentage', lowerBps: 250, upperBps: 1000 })).toBe(
      'Price percentage (−2.50% / +10.00%)',
    );
    expect(methodLabel(null)).toBe('Another method');
  });

  it('turns percentages into basis points and refuses no change', () => {
    const current = { method: 'PricePercentage' as const, lowerBps: 500, upperBps: 500 };
    expect(editPlan({ method: 'PricePercentage', lowerPct: '5', upperPct: '5', current })).toEqual({
      type: 1,
      params: current,
      problem: 'Nothing changed',
    });
    expect(
      editPlan({ method: 'PricePercentage', lowerPct: '2.25', upperPct: '7', current }),
    ).toEqual({
      type: 1,
      params: { method: 'PricePercentage', lowerBps: 225, upperBps: 700 },
      problem: undefined,
    });
    expect(editPlan({ method: 'Manual', lowerPct: '', upperPct: '', current })).toEqual({
      type: 0,
      params: { method: 'Manual' },
      problem: undefined,
    });
    expect(
      editPlan({ method: 'PricePercentage', lowerPct: '', upperPct: '3', current }).problem,
    ).toBe('Enter both widths');
  });
});
