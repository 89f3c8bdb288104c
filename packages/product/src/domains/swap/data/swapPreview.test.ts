import type { SwapQuote } from '@keel/api-client';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  fromBaseUnits,
  quoteFigures,
  slippageBps,
  swapPreviewRows,
  toBaseUnits,
} from './swapPreview';

const SOL = { symbol: 'SOL', decimals: 9 };
const USDC = { symbol: 'USDC', decimals: 6 };

const quote: SwapQuote = {
  inputMint: 'So11111111111111111111111111111111111111112',
  outputMint: 'Usdc',
  inAmount: new Decimal('1500000000'),
  outAmount: new Decimal('224662500'),
  otherAmountThreshold: new Decimal('223539187'),
  swapMode: 'ExactIn',
  slippageBps: 50,
  priceImpact: new Decimal('0.0012'),
  routePlan: [
    {
      ammKey: 'Amm',
      label: 'Sandbox Swap',
      inputMint: 'So11111111111111111111111111111111111111112',
      outputMint: 'Usdc',
      inAmount: new Decimal('1500000000'),
      outAmount: new Decimal('224662500'),
      feeAmount: new Decimal('1500000'),
      feeMint: 'So11111111111111111111111111111111111111112',
      percent: 100,
    },
  ],
  contextSlot: 1,
  raw: {},
};

describe('swap amounts', () => {
  it('converts whole tokens to base units, truncating', () => {
    expect(toBaseUnits(new Decimal('1.5'), 9)).toBe('1500000000');
    expect(toBaseUnits(new Decimal('0.1234567'), 6)).toBe('123456');
    expect(fromBaseUnits(new Decimal('224662500'), 6).toFixed()).toBe('224.6625');
  });

  it('reads the slippage setting (percent) as basis points', () => {
    expect(slippageBps(new Decimal('0.5'))).toBe(50);
    expect(slippageBps(new Decimal('1'))).toBe(100);
    expect(slippageBps(new Decimal('0.055'))).toBe(5);
  });
});

describe('quote → preview rows', () => {
  it('gives the rate, route, impact, slippage and minimum received', () => {
    expect(quoteFigures(quote, SOL, USDC).rate.toFixed()).toBe('149.775');
    expect(swapPreviewRows(quote, SOL, USDC)).toEqual([
      { label: 'Rate', after: '1 SOL ≈ 149.77 USDC' },
      { label: 'Route', after: 'Sandbox Swap' },
      { label: 'Price impact', after: '0.12%' },
      { label: 'Slippage tolerance', after: '0.50%' },
      { label: 'Minimum received', after: '223.53 USDC' },
    ]);
  });

  it('joins a multi-hop route and shows a tiny impact as below the floor', () => {
    const [step] = quote.routePlan;
    if (step === undefined) throw new Error('the fixture has a step');
    const twoHops: SwapQuote = {
      ...quote,
      priceImpact: new Decimal('0.0000001'),
      routePlan: [step, { ...step, label: 'Other' }],
    };
    const rows = swapPreviewRows(twoHops, SOL, USDC);
    expect(rows[1]).toEqual({ label: 'Route', after: 'Sandbox Swap → Other' });
    expect(rows[2]).toEqual({ label: 'Price impact', after: '<0.01%' });
  });
});
