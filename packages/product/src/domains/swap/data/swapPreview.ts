import type { SwapQuote } from '@keel/api-client';
import { formatPercent, formatTokenAmount, tokenAmountDisplay } from '@keel/core-math';
import { figureOr, NO_VALUE } from '@keel/ui-kit';
import Decimal from 'decimal.js';
import type { PreviewRow } from '../../../actions/PreviewRows';

/** What the preview needs of a token. */
export interface QuotedToken {
  symbol: string;
  decimals: number;
}

/** Whole tokens to base units, truncated (never rounded up), as the integer string the API takes. */
export function toBaseUnits(amount: Decimal, decimals: number): string {
  return amount.times(new Decimal(10).pow(decimals)).toFixed(0, Decimal.ROUND_DOWN);
}

/** Base units to whole tokens. */
export function fromBaseUnits(raw: Decimal, decimals: number): Decimal {
  return new Decimal(raw).div(new Decimal(10).pow(decimals));
}

/** The slippage setting (percent) in basis points, as the quote asks for it. */
export function slippageBps(slippagePercent: Decimal): number {
  return new Decimal(slippagePercent).times(100).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber();
}

/** What the quote says in whole tokens: out, minimum out, the rate. */
export function quoteFigures(quote: SwapQuote, input: QuotedToken, output: QuotedToken) {
  const inAmount = fromBaseUnits(quote.inAmount, input.decimals);
  const outAmount = fromBaseUnits(quote.outAmount, output.decimals);
  return {
    inAmount,
    outAmount,
    minimumOut: fromBaseUnits(quote.otherAmountThreshold, output.decimals),
    /** Output tokens per input token. */
    rate: inAmount.isZero() ? new Decimal(0) : outAmount.div(inAmount),
  };
}

const amount = (value: Decimal, token: QuotedToken) =>
  formatTokenAmount(value, { ...tokenAmountDisplay(token.symbol), symbol: token.symbol });

/**
 * The quote as preview rows: rate, route (the venues in order), price impact, and the minimum
 * received at the user's slippage (the quote's threshold, which the program enforces).
 */
export function swapPreviewRows(
  quote: SwapQuote,
  input: QuotedToken,
  output: QuotedToken,
): PreviewRow[] {
  const figures = quoteFigures(quote, input, output);
  const route = quote.routePlan.map((step) => step.label || step.ammKey).join(' → ');
  return [
    { label: 'Rate', after: `1 ${input.symbol} ≈ ${amount(figures.rate, output)}` },
    { label: 'Route', after: route || figureOr(NO_VALUE, 'The quote names no route') },
    {
      label: 'Price impact',
      after: formatPercent(quote.priceImpact, { minimum: 0.0001 }),
    },
    {
      label: 'Slippage tolerance',
      after: formatPercent(new Decimal(quote.slippageBps).div(10_000)),
    },
    { label: 'Minimum received', after: amount(figures.minimumOut, output) },
  ];
}
