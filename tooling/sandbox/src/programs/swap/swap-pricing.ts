/**
 * The sandbox swap's pricing rule, shared by the program and the quote API so that a quote is
 * exactly what the program then does. All integer maths on raw amounts:
 *
 *   fee    = ceil(amountIn · FEE_BPS / 10 000)              kept by the pool, in the input mint
 *   net    = amountIn − fee
 *   usd    = net · P_in / 10^d_in                           P = Scope value / 10^exp, USD per token
 *   depth  = min(depthUsd_in, depthUsd_out)                 whole USD
 *   impact = usd / (usd + depth)
 *   out    = floor(usd · (1 − impact) / P_out · 10^d_out)
 *          = floor(net·v_in·S_out·depth / (v_out·(net·v_in + depth·S_in)))   S = 10^(exp + decimals)
 *
 * ExactOut inverts it: the smallest amountIn whose ExactIn output reaches amountOut (the user gets
 * exactly amountOut). Slippage bounds: minimum out = floor(out · (10 000 − bps) / 10 000), maximum
 * in = ceil(in · (10 000 + bps) / 10 000).
 */
import type { ScopePrice } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';

export const SWAP_FEE_BPS = 10n;
const BPS = 10_000n;
export const U64_MAX = (1n << 64n) - 1n;

/** One side of a swap as the rule sees it: the mint's oracle price, decimals and pool depth. */
export interface PricedLeg {
  price: ScopePrice;
  decimals: number;
  depthUsd: bigint;
}

export type SwapMode = 'ExactIn' | 'ExactOut';

export interface SwapQuote {
  mode: SwapMode;
  inAmount: bigint;
  outAmount: bigint;
  /** Fee in the input mint (part of inAmount). */
  feeAmount: bigint;
  /** Price impact = numerator / denominator. */
  impact: { numerator: bigint; denominator: bigint };
}

/** Why no quote exists; the program and the API each turn these into their own errors. */
export type NoQuote =
  | 'zero-amount'
  | 'no-price'
  | 'too-small'
  | 'beyond-depth'
  | 'overflow'
  | 'insufficient-liquidity';

export type QuoteResult = { ok: true; quote: SwapQuote } | { ok: false; reason: NoQuote };

export interface QuoteRequest {
  mode: SwapMode;
  /** amountIn for ExactIn, amountOut for ExactOut (raw units). */
  amount: bigint;
  input: PricedLeg;
  output: PricedLeg;
  /** What the output vault holds: the most the pool can pay out. */
  outputReserve: bigint;
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
const scale = (leg: PricedLeg) => 10n ** (leg.price.exp + BigInt(leg.decimals));
/** bigint has no Math.min. */
function smaller(a: bigint, b: bigint): bigint {
  if (a < b) return a;
  return b;
}
const depthOf = (a: PricedLeg, b: PricedLeg) => smaller(a.depthUsd, b.depthUsd);

export function swapFee(amountIn: bigint): bigint {
  return ceilDiv(amountIn * SWAP_FEE_BPS, BPS);
}

/** What `net` input (after the fee) buys, and the impact it suffers. */
function outputFor(net: bigint, input: PricedLeg, output: PricedLeg) {
  const depth = depthOf(input, output);
  const usdScaled = net * input.price.value; // usd · S_in
  const depthScaled = depth * scale(input);
  const out =
    (usdScaled * scale(output) * depth) / (output.price.value * (usdScaled + depthScaled));
  return { out, impact: { numerator: usdScaled, denominator: usdScaled + depthScaled } };
}

/** The smallest amountIn whose net (amountIn − fee) reaches `net`. */
function grossFor(net: bigint): bigint {
  let gross = ceilDiv(net * BPS, BPS - SWAP_FEE_BPS);
  while (gross > 0n && gross - 1n - swapFee(gross - 1n) >= net) gross -= 1n;
  while (gross - swapFee(gross) < net) gross += 1n;
  return gross;
}

function exactIn(amountIn: bigint, input: PricedLeg, output: PricedLeg): QuoteResult {
  const feeAmount = swapFee(amountIn);
  const { out, impact } = outputFor(amountIn - feeAmount, input, output);
  if (out === 0n) return { ok: false, reason: 'too-small' };
  return {
    ok: true,
    quote: { mode: 'ExactIn', inAmount: amountIn, outAmount: out, feeAmount, impact },
  };
}

function exactOut(amountOut: bigint, input: PricedLeg, output: PricedLeg): QuoteResult {
  const depth = depthOf(input, output);
  // The output is worth less than the depth whatever goes in: out·v_out < depth·S_out.
  const room = depth * scale(output) - amountOut * output.price.value;
  if (room <= 0n) return { ok: false, reason: 'beyond-depth' };
  const net = ceilDiv(
    amountOut * output.price.value * depth * scale(input),
    input.price.value * room,
  );
  const inAmount = grossFor(net);
  if (inAmount > U64_MAX) return { ok: false, reason: 'overflow' };
  const { impact } = outputFor(net, input, output);
  return {
    ok: true,
    quote: {
      mode: 'ExactOut',
      inAmount,
      outAmount: amountOut,
      feeAmount: swapFee(inAmount),
      impact,
    },
  };
}

/** The quote for a swap, or why there is none. */
export function quoteSwap(request: QuoteRequest): QuoteResult {
  const { mode, amount, input, output } = request;
  if (amount === 0n) return { ok: false, reason: 'zero-amount' };
  if (input.price.value === 0n || output.price.value === 0n)
    return { ok: false, reason: 'no-price' };
  const result =
    mode === 'ExactIn' ? exactIn(amount, input, output) : exactOut(amount, input, output);
  if (result.ok && result.quote.outAmount > request.outputReserve) {
    return { ok: false, reason: 'insufficient-liquidity' };
  }
  return result;
}

/** A threshold as a u64 (an ExactOut maximum may exceed it). */
export function capU64(value: bigint): bigint {
  return smaller(value, U64_MAX);
}

/** Least output an ExactIn swap accepts under `slippageBps`. */
export function minimumAmountOut(outAmount: bigint, slippageBps: number): bigint {
  return (outAmount * (BPS - BigInt(slippageBps))) / BPS;
}

/** Most input an ExactOut swap spends under `slippageBps`. */
export function maximumAmountIn(inAmount: bigint, slippageBps: number): bigint {
  return ceilDiv(inAmount * (BPS + BigInt(slippageBps)), BPS);
}

/** The impact as a decimal fraction string (0.0123 = 1.23 %), as Jupiter's `priceImpactPct`. */
export function impactFraction(quote: SwapQuote, significantDigits = 12): string {
  const { numerator, denominator } = quote.impact;
  return new MathDecimal(numerator.toString())
    .div(denominator.toString())
    .toSignificantDigits(significantDigits)
    .toFixed();
}
