import type Decimal from 'decimal.js';
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
  const api = {
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

    /**
     * The latest price of each mint: the last point of its minute history over the past two
     * hours. A mint whose history fails or is empty has no entry; the call itself never fails.
     */
    async latest(
      mints: readonly string[],
      options: CallOptions = {},
    ): Promise<Map<string, Decimal>> {
      const start = ctx.now() - LATEST_PRICE_WINDOW_MS;
      const entries = await Promise.all(
        [...new Set(mints)].map(async (mint): Promise<[string, Decimal] | null> => {
          try {
            const points = await api.history({ token: mint, start, frequency: 'minute' }, options);
            const last = points.at(-1);
            return last ? [mint, last.value] : null;
          } catch {
            return null;
          }
        }),
      );
      return new Map(entries.filter((entry): entry is [string, Decimal] => entry !== null));
    },
  };
  return api;
}

/** How far back `prices.latest` looks for a mint's last price. */
export const LATEST_PRICE_WINDOW_MS = 2 * 60 * 60_000;

export type PricesApi = ReturnType<typeof createPricesApi>;
