import type { ApiContext } from '../context';
import type { CallOptions } from '../http/transport';
import { type PriceFrequency, type PricePoint, priceHistorySchema } from '../models/prices';
import { type TimeInput, toIsoOrUndefined } from './time';

export interface PriceHistoryParams {
  /** Mint address (symbols are still accepted by the route but deprecated). */
  token: string;
  start?: TimeInput;
  end?: TimeInput;
  frequency?: PriceFrequency;
  type?: 'spot' | 'TWAP';
}

export function createPricesApi(ctx: ApiContext) {
  return {
    /** Price history as chart points (time in epoch ms, value in USD). */
    history(params: PriceHistoryParams, options: CallOptions = {}): Promise<PricePoint[]> {
      return ctx.call('pricesHistory', {
        ...options,
        query: {
          env: ctx.config.env,
          token: params.token,
          start: toIsoOrUndefined(params.start),
          end: toIsoOrUndefined(params.end),
          frequency: params.frequency,
          type: params.type,
        },
        schema: priceHistorySchema,
      });
    },
  };
}

export type PricesApi = ReturnType<typeof createPricesApi>;
