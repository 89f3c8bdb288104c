import type { SwapQuote } from '@keel/api-client';
import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { swapReserve } from '../testing/swapReserves';
import {
  flashFeeOf,
  flashLoansOff,
  type SwapIntent,
  swapAmounts,
  swapQuoteParams,
} from './swapAmounts';

const sol = swapReserve('SOL', '100');
const jito = swapReserve('JitoSOL', '100');
const usdc = swapReserve('USDC', '1000', '500');

const d = (value: string) => new MathDecimal(value);

function intent(overrides: Partial<SwapIntent>): SwapIntent {
  return {
    side: 'collateral',
    from: { reserve: sol, decimals: 9, symbol: 'SOL' },
    to: { reserve: jito, decimals: 9, symbol: 'JitoSOL' },
    amount: d('2'),
    all: false,
    slippageBps: 50,
    ...overrides,
  };
}

function quote(inAmount: string, outAmount: string, threshold: string): SwapQuote {
  return {
    inputMint: '',
    outputMint: '',
    inAmount: d(inAmount),
    outAmount: d(outAmount),
    otherAmountThreshold: d(threshold),
    swapMode: 'ExactIn',
    slippageBps: 50,
    priceImpact: d('0.001'),
    routePlan: [],
    contextSlot: 0,
    raw: null,
  };
}

describe('swapQuoteParams', () => {
  it('collateral: ExactIn of the collateral withdrawn, from → to', () => {
    expect(swapQuoteParams(intent({}))).toEqual({
      inputMint: sol.liquidity.mintPubkey.toBase58(),
      outputMint: jito.liquidity.mintPubkey.toBase58(),
      amount: '2000000000',
      slippageBps: 50,
      swapMode: 'ExactIn',
    });
  });

  it('debt: ExactOut of the debt repaid plus the flash fee, paid with the new debt token', () => {
    const debt = intent({
      side: 'debt',
      from: { reserve: usdc, decimals: 6, symbol: 'USDC' },
      to: { reserve: sol, decimals: 9, symbol: 'SOL' },
      amount: d('100'),
    });
    const params = swapQuoteParams(debt);
    expect(params?.swapMode).toBe('ExactOut');
    expect(params?.inputMint).toBe(sol.liquidity.mintPubkey.toBase58());
    expect(params?.outputMint).toBe(usdc.liquidity.mintPubkey.toBase58());
    // 100 USDC and its 0.1 % flash fee (rounded up, one unit more).
    expect(params?.amount).toBe((100_000_000n + 100_001n).toString());
    // Repaying all of it borrows 0.1 % more: the debt grows by the slot.
    const all = swapQuoteParams({ ...debt, all: true });
    expect(BigInt(all?.amount ?? '0')).toBeGreaterThan(BigInt(params?.amount ?? '0'));
  });

  it('nothing to quote below one base unit', () => {
    expect(swapQuoteParams(intent({ amount: d('0.0000000001') }))).toBeUndefined();
  });
});

describe('swapAmounts', () => {
  it('collateral: the largest flash loan whose fee fits in the minimum received', () => {
    const amounts = swapAmounts(intent({}), quote('2000000000', '1810000000', '1800950000'));
    const threshold = 1_800_950_000n;
    expect(amounts.flashAmount + flashFeeOf(jito, amounts.flashAmount)).toBeLessThanOrEqual(
      threshold,
    );
    const next = amounts.flashAmount + 1n;
    expect(next + flashFeeOf(jito, next)).toBeGreaterThan(threshold);
    expect(amounts.toUnits).toBe(amounts.flashAmount);
    expect(amounts.fromUnits).toBe(2_000_000_000n);
    expect(amounts.flashFee).toBe(flashFeeOf(jito, amounts.flashAmount));
  });

  it('debt: the most the swap may spend is what is borrowed', () => {
    const debt = intent({
      side: 'debt',
      from: { reserve: usdc, decimals: 6, symbol: 'USDC' },
      to: { reserve: sol, decimals: 9, symbol: 'SOL' },
      amount: d('100'),
    });
    const amounts = swapAmounts(debt, quote('1001000000', '100100001', '1006005000'));
    expect(amounts.flashAmount).toBe(100_000_000n);
    expect(amounts.fromUnits).toBe(100_000_000n);
    expect(amounts.toUnits).toBe(1_006_005_000n);
  });

  it('refuses a quote too small to carry a flash loan', () => {
    expect(() => swapAmounts(intent({}), quote('1', '1', '1'))).toThrow(RangeError);
  });
});

describe('flash loans', () => {
  it('cost at least one unit, and are off at the disabled fee', () => {
    expect(flashFeeOf(sol, 1n)).toBe(2n);
    expect(flashFeeOf(sol, 0n)).toBe(0n);
    expect(flashLoansOff(sol)).toBe(false);
    const off = {
      ...sol,
      config: { ...sol.config, fees: { ...sol.config.fees, flashLoanFee: d('16') } },
    };
    expect(flashLoansOff(off)).toBe(true);
  });
});
