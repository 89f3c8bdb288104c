import type { ApiContext } from '../context';
import { ApiNetworkError } from '../http/errors';
import type { CallOptions } from '../http/transport';
import {
  type SwapInstructions,
  type SwapQuote,
  type SwapQuoteParams,
  swapInstructionsSchema,
  swapQuoteSchema,
} from '../models/swap';

/** The swap API's own refusal (`{ error, errorCode }`): no route, a token not tradable, … */
export class SwapApiError extends Error {
  override readonly name = 'SwapApiError';
  /** The API's code, e.g. 'COULD_NOT_FIND_ANY_ROUTE'; 'unknown' when it sent none. */
  readonly code: string;
  readonly status: number | undefined;
  constructor(message: string, code: string, status: number | undefined, cause: unknown) {
    super(message, { cause });
    this.code = code;
    this.status = status;
  }
}

/** The API's message and code when an error body carries them; otherwise the error as it is. */
function swapError(error: unknown): unknown {
  if (!(error instanceof ApiNetworkError) || error.body === undefined) return error;
  try {
    const body: unknown = JSON.parse(error.body);
    if (typeof body !== 'object' || body === null) return error;
    const message = 'error' in body && typeof body.error === 'string' ? body.error : undefined;
    if (message === undefined) return error;
    const code =
      'errorCode' in body && typeof body.errorCode === 'string' ? body.errorCode : 'unknown';
    return new SwapApiError(message, code, error.status, error);
  } catch {
    return error;
  }
}

export interface SwapInstructionsRequest {
  quote: SwapQuote;
  userPublicKey: string;
  /** Wrap SOL in and unwrap SOL out (default true). */
  wrapAndUnwrapSol?: boolean;
}

export function createSwapApi(ctx: ApiContext) {
  return {
    /** The best route for the amount, priced now (aggregator v6 `GET /swap/v1/quote`). */
    async quote(params: SwapQuoteParams, options: CallOptions = {}): Promise<SwapQuote> {
      try {
        return await ctx.call('swapQuote', {
          ...options,
          query: {
            inputMint: params.inputMint,
            outputMint: params.outputMint,
            amount: params.amount,
            slippageBps: params.slippageBps,
            swapMode: params.swapMode ?? 'ExactIn',
          },
          schema: swapQuoteSchema,
        });
      } catch (error) {
        throw swapError(error);
      }
    },

    /** The instructions that execute a quote for the wallet (`POST /swap/v1/swap-instructions`). */
    async instructions(
      request: SwapInstructionsRequest,
      options: CallOptions = {},
    ): Promise<SwapInstructions> {
      try {
        return await ctx.call('swapInstructions', {
          ...options,
          body: {
            quoteResponse: request.quote.raw,
            userPublicKey: request.userPublicKey,
            wrapAndUnwrapSol: request.wrapAndUnwrapSol ?? true,
          },
          schema: swapInstructionsSchema,
        });
      } catch (error) {
        throw swapError(error);
      }
    },
  };
}

export type SwapApi = ReturnType<typeof createSwapApi>;
