import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import {
  impactFraction,
  maximumAmountIn,
  minimumAmountOut,
  type PricedLeg,
  type QuoteRequest,
  quoteSwap,
  type SwapQuote,
  swapFee,
} from './swap-pricing';

const leg = (value: bigint, exp: bigint, decimals: number, depthUsd: bigint): PricedLeg => ({
  price: { value, exp },
  decimals,
  depthUsd,
});
const SOL = leg(156_042n, 3n, 9, 200_000_000n); // $156.042
const USDC = leg(9_987n, 4n, 6, 100_000_000n); // $0.9987
const BONK = leg(221_314n, 10n, 5, 5_000_000n); // $0.0000221314
const DEEP = 1n << 62n;

function quote(request: Partial<QuoteRequest> & Pick<QuoteRequest, 'amount'>): SwapQuote {
  const result = quoteSwap({
    mode: 'ExactIn',
    input: SOL,
    output: USDC,
    outputReserve: DEEP,
    ...request,
  });
  if (!result.ok) throw new Error(`no quote: ${result.reason}`);
  return result.quote;
}

describe('the swap fee', () => {
  it('is 10 bps of the input, rounded up, in the input mint', () => {
    expect(swapFee(1_000_000n)).toBe(1_000n);
    expect(swapFee(9_999n)).toBe(10n);
    expect(swapFee(1n)).toBe(1n);
    expect(quote({ amount: 1_000_000_000n }).feeAmount).toBe(1_000_000n);
  });
});

describe('the ExactIn rule', () => {
  it('prices a hand-checked case: fee, impact against the smaller depth, floor', () => {
    const input = leg(2n, 0n, 0, 1_000n); // $2, depth $1000
    const output = leg(1n, 0n, 0, 5_000n); // $1, depth $5000
    const q = quote({ amount: 10_000n, input, output });
    // fee 10, net 9990 = $19 980; impact = 19 980 / 20 980; out = 19 980 · 1000 / 20 980 = 952.3
    expect(q).toMatchObject({ inAmount: 10_000n, outAmount: 952n, feeAmount: 10n });
    expect(q.impact).toEqual({ numerator: 19_980n, denominator: 20_980n });
  });

  it('matches the formula in decimals for real prices and decimals', () => {
    const q = quote({ amount: 1_000_000_000n });
    const usd = new MathDecimal('0.999').mul('156.042');
    const depth = new MathDecimal(100_000_000);
    const expected = usd.mul(depth).div(usd.plus(depth)).div('0.9987').mul(1e6).floor();
    expect(q.outAmount.toString()).toBe(expected.toFixed(0));
    expect(q.outAmount).toBeLessThan(156_042_000n * 1_000n);
  });

  it('grows the impact with size and reaches one half at the depth', () => {
    const impacts = [1_000_000_000n, 1_000_000_000_000n, 1_000_000_000_000_000n].map((amount) =>
      Number(impactFraction(quote({ amount }))),
    );
    expect(impacts[0]).toBeLessThan(impacts[1] as number);
    expect(impacts[1]).toBeLessThan(impacts[2] as number);
    const atDepth = quote({
      amount: 1_000n,
      input: leg(1n, 0n, 0, 999n),
      output: leg(1n, 0n, 0, 999n),
    }); // net 999 = the depth
    expect(impactFraction(atDepth)).toBe('0.5');
    expect(atDepth.outAmount).toBe(499n);
  });

  it('gives the reason when there is no quote', () => {
    const reason = (request: Partial<QuoteRequest> & Pick<QuoteRequest, 'amount'>) => {
      const result = quoteSwap({
        mode: 'ExactIn',
        input: SOL,
        output: USDC,
        outputReserve: DEEP,
        ...request,
      });
      return result.ok ? null : result.reason;
    };
    expect(reason({ amount: 0n })).toBe('zero-amount');
    expect(reason({ amount: 1n, input: leg(0n, 0n, 9, 1n) })).toBe('no-price');
    expect(reason({ amount: 2n, input: BONK })).toBe('too-small');
    expect(reason({ amount: 1_000_000_000n, outputReserve: 1_000n })).toBe(
      'insufficient-liquidity',
    );
    expect(reason({ amount: 1_000_000n, output: SOL, input: USDC, mode: 'ExactOut' })).toBeNull();
    expect(
      reason({ amount: 10n ** 18n, output: SOL, input: USDC, mode: 'ExactOut' }), // $156M > $100M
    ).toBe('beyond-depth');
  });
});

describe('the ExactOut rule', () => {
  it('charges the least input whose ExactIn output reaches the amount', () => {
    for (const amountOut of [1n, 7n, 999_999n, 123_456_789n, 50_000_000_000_000n]) {
      const q = quote({ amount: amountOut, mode: 'ExactOut' });
      expect(q.outAmount).toBe(amountOut);
      expect(quote({ amount: q.inAmount }).outAmount).toBeGreaterThanOrEqual(amountOut);
      const less = quoteSwap({
        mode: 'ExactIn',
        amount: q.inAmount - 1n,
        input: SOL,
        output: USDC,
        outputReserve: DEEP,
      });
      expect(less.ok ? less.quote.outAmount : 0n).toBeLessThan(amountOut);
      expect(q.feeAmount).toBe(swapFee(q.inAmount));
    }
  });
});

describe('slippage bounds', () => {
  it('rounds the minimum out down and the maximum in up', () => {
    expect(minimumAmountOut(1_000_000n, 50)).toBe(995_000n);
    expect(minimumAmountOut(999n, 50)).toBe(994n);
    expect(minimumAmountOut(999n, 0)).toBe(999n);
    expect(maximumAmountIn(1_000_000n, 50)).toBe(1_005_000n);
    expect(maximumAmountIn(999n, 50)).toBe(1_004n);
  });
});
