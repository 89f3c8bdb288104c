import { PublicKey } from '@solana/web3.js';
import {
  capU64,
  impactFraction,
  maximumAmountIn,
  minimumAmountOut,
  quoteSwap,
  type SwapMode,
  U64_MAX,
} from '../../programs/swap/swap-pricing';
import { swapPoolAuthority } from '../../programs/swap/swap-program';
import { isAddress } from '../http/params';
import { invalidRequest, jupiterError, noRoute, notTradable } from './swap-errors';
import { type AccountReader, type MarketLeg, readMarketLeg } from './swap-market';

/** Jupiter's QuoteResponse (swap/v1), amounts as decimal strings. */
export interface QuoteResponse {
  inputMint: string;
  inAmount: string;
  outputMint: string;
  outAmount: string;
  otherAmountThreshold: string;
  swapMode: SwapMode;
  slippageBps: number;
  platformFee: null;
  priceImpactPct: string;
  routePlan: Array<{
    swapInfo: {
      ammKey: string;
      label: string;
      inputMint: string;
      outputMint: string;
      inAmount: string;
      outAmount: string;
      feeAmount: string;
      feeMint: string;
    };
    percent: number;
    bps: number;
  }>;
  contextSlot: number;
  timeTaken: number;
}

export interface QuoteParams {
  inputMint: string;
  outputMint: string;
  amount: bigint;
  slippageBps: number;
  swapMode: SwapMode;
}

const DEFAULT_SLIPPAGE_BPS = 50;
export const SWAP_LABEL = 'Sandbox Swap';
const UNSIGNED = /^\d+$/;

export function mintParam(value: string | null, name: string): string {
  if (value === null || !isAddress(value)) {
    throw invalidRequest(`Query parameter ${name} cannot be parsed: ${JSON.stringify(value)}`);
  }
  return value;
}

export function u64Param(value: string | null, name: string): bigint {
  if (value === null || !UNSIGNED.test(value) || BigInt(value) > U64_MAX) {
    throw invalidRequest(`Query parameter ${name} cannot be parsed: ${JSON.stringify(value)}`);
  }
  return BigInt(value);
}

export function swapModeParam(value: string | null | undefined): SwapMode {
  if (value === null || value === undefined || value === '' || value === 'ExactIn')
    return 'ExactIn';
  if (value === 'ExactOut') return 'ExactOut';
  throw invalidRequest(`swapMode must be ExactIn or ExactOut, got ${JSON.stringify(value)}`);
}

/** The query of GET /swap/v1/quote (Jupiter's other options are accepted and ignored). */
export function quoteParams(query: URLSearchParams): QuoteParams {
  const slippage = query.get('slippageBps');
  const slippageBps =
    slippage === null || slippage === '' ? DEFAULT_SLIPPAGE_BPS : Number(slippage);
  if (!Number.isInteger(slippageBps) || slippageBps < 0 || slippageBps > 10_000) {
    throw invalidRequest('Query parameter slippageBps must be an integer from 0 to 10000');
  }
  return {
    inputMint: mintParam(query.get('inputMint'), 'inputMint'),
    outputMint: mintParam(query.get('outputMint'), 'outputMint'),
    amount: u64Param(query.get('amount'), 'amount'),
    slippageBps,
    swapMode: swapModeParam(query.get('swapMode')),
  };
}

/** Both legs of a pair, or Jupiter's answer for a pair it cannot route. */
export function marketPair(
  read: AccountReader,
  inputMint: string,
  outputMint: string,
): { input: MarketLeg; output: MarketLeg } {
  if (inputMint === outputMint) {
    throw jupiterError('CIRCULAR_ARBITRAGE_IS_DISABLED', 'Circular arbitrage is disabled');
  }
  const input = readMarketLeg(read, new PublicKey(inputMint));
  if (input === null) throw notTradable(inputMint);
  const output = readMarketLeg(read, new PublicKey(outputMint));
  if (output === null) throw notTradable(outputMint);
  return { input, output };
}

/** The quote, priced by the program's own rule on the accounts it will read. */
export function buildQuote(read: AccountReader, params: QuoteParams, slot: number): QuoteResponse {
  const started = performance.now();
  const { input, output } = marketPair(read, params.inputMint, params.outputMint);
  const result = quoteSwap({
    mode: params.swapMode,
    amount: params.amount,
    input: input.leg,
    output: output.leg,
    outputReserve: output.vaultAmount,
  });
  if (!result.ok) throw noRoute();
  const { quote } = result;
  const threshold =
    params.swapMode === 'ExactIn'
      ? minimumAmountOut(quote.outAmount, params.slippageBps)
      : maximumAmountIn(quote.inAmount, params.slippageBps);
  const inAmount = quote.inAmount.toString();
  const outAmount = quote.outAmount.toString();
  return {
    inputMint: params.inputMint,
    inAmount,
    outputMint: params.outputMint,
    outAmount,
    otherAmountThreshold: capU64(threshold).toString(),
    swapMode: params.swapMode,
    slippageBps: params.slippageBps,
    platformFee: null,
    priceImpactPct: impactFraction(quote),
    routePlan: [
      {
        swapInfo: {
          ammKey: swapPoolAuthority().toBase58(),
          label: SWAP_LABEL,
          inputMint: params.inputMint,
          outputMint: params.outputMint,
          inAmount,
          outAmount,
          feeAmount: quote.feeAmount.toString(),
          feeMint: params.inputMint,
        },
        percent: 100,
        bps: 10_000,
      },
    ],
    contextSlot: slot,
    timeTaken: (performance.now() - started) / 1000,
  };
}
