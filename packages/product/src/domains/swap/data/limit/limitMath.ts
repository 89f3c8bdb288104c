import Decimal from 'decimal.js';
import { fromBaseUnits } from '../swapPreview';
import type { SwapToken } from '../swapTokens';

/** The market's price of the input in the output (output per input), from the USD prices. */
export function marketPrice(input: SwapToken, output: SwapToken): Decimal | null {
  if (input.price === null || output.price === null || output.price.lte(0)) return null;
  return input.price.div(output.price);
}

/** How far the limit price sits from the market's: +0.1 is 10% above. */
export function priceDistance(limit: Decimal, market: Decimal | null): Decimal | null {
  if (market === null || market.lte(0)) return null;
  return limit.minus(market).div(market);
}

/** Raw output an order asks for `amount` whole input at `price` (rounded down). */
export function limitOutputRaw(amount: Decimal, price: Decimal, outputDecimals: number): bigint {
  return BigInt(
    amount.times(price).times(new Decimal(10).pow(outputDecimals)).toFixed(0, Decimal.ROUND_DOWN),
  );
}

/** Raw input of `amount` whole tokens (rounded down). */
export function inputRaw(amount: Decimal, decimals: number): bigint {
  return BigInt(amount.times(new Decimal(10).pow(decimals)).toFixed(0, Decimal.ROUND_DOWN));
}

/** A typed price: a positive decimal, else null. */
export function parsePrice(text: string): Decimal | null {
  if (!/^\d*\.?\d+$|^\d+\.$/.test(text.trim())) return null;
  const value = new Decimal(text.trim());
  return value.gt(0) ? value : null;
}

export type LimitOrderStatus = 'open' | 'filled' | 'cancelled';

/** The order as the lists show it (whole tokens, the price as output per input). */
export interface LimitOrderRow {
  address: string;
  inputMint: string;
  outputMint: string;
  inputTokenProgram: string;
  outputTokenProgram: string;
  inputSymbol: string;
  outputSymbol: string;
  sold: Decimal;
  remaining: Decimal;
  received: Decimal;
  price: Decimal;
  /** Share of the input taken, 0..1. */
  filled: Decimal;
  status: LimitOrderStatus;
  updatedAt: number;
}

/** What the chain holds of an order, in raw units (the program's layout, as strings and numbers). */
export interface RawLimitOrder {
  address: string;
  inputMint: string;
  outputMint: string;
  inputTokenProgram: string;
  outputTokenProgram: string;
  initialInputAmount: bigint;
  expectedOutputAmount: bigint;
  remainingInputAmount: bigint;
  filledOutputAmount: bigint;
  /** The program's status byte: 0 active, 1 filled, 2 cancelled. */
  status: number;
  lastUpdatedTimestamp: bigint;
}

const STATUS: Record<number, LimitOrderStatus> = { 0: 'open', 1: 'filled', 2: 'cancelled' };

/** An order's row, its amounts in the tokens' decimals (an unknown token by its mint). */
export function limitOrderRow(
  order: RawLimitOrder,
  tokenOf: (mint: string) => Pick<SwapToken, 'symbol' | 'decimals'>,
): LimitOrderRow {
  const input = tokenOf(order.inputMint);
  const output = tokenOf(order.outputMint);
  const dec = (raw: bigint, decimals: number) =>
    fromBaseUnits(new Decimal(raw.toString()), decimals);
  const sold = dec(order.initialInputAmount, input.decimals);
  const remaining = dec(order.remainingInputAmount, input.decimals);
  const asked = dec(order.expectedOutputAmount, output.decimals);
  return {
    address: order.address,
    inputMint: order.inputMint,
    outputMint: order.outputMint,
    inputTokenProgram: order.inputTokenProgram,
    outputTokenProgram: order.outputTokenProgram,
    inputSymbol: input.symbol,
    outputSymbol: output.symbol,
    sold,
    remaining,
    received: dec(order.filledOutputAmount, output.decimals),
    price: sold.gt(0) ? asked.div(sold) : new Decimal(0),
    filled: sold.gt(0) ? sold.minus(remaining).div(sold) : new Decimal(0),
    status: STATUS[order.status] ?? 'open',
    updatedAt: Number(order.lastUpdatedTimestamp) * 1000,
  };
}

/** The pair in a route's pairId: 'SOL-USDC' (symbols) or two mints; null when it does not parse. */
export function parsePairId(pairId: string | undefined): { input: string; output: string } | null {
  if (pairId === undefined) return null;
  const parts = pairId.split('-');
  if (parts.length !== 2 || parts.some((part) => part === '')) return null;
  return { input: parts[0] as string, output: parts[1] as string };
}

/** A side of a pair (a symbol or a mint) among the tokens: the mint, verified symbols first. */
export function resolvePairSide(
  side: string,
  tokens: readonly Pick<SwapToken, 'mint' | 'symbol' | 'verified'>[],
): string | undefined {
  const byMint = tokens.find((t) => t.mint === side);
  if (byMint) return byMint.mint;
  const lower = side.toLowerCase();
  const matches = tokens.filter((t) => t.symbol.toLowerCase() === lower);
  return (matches.find((t) => t.verified) ?? matches[0])?.mint;
}

/** The route's pairId of two tokens: their symbols. */
export const pairIdOf = (input: Pick<SwapToken, 'symbol'>, output: Pick<SwapToken, 'symbol'>) =>
  `${input.symbol}-${output.symbol}`;
