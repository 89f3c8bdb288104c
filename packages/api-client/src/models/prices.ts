import type Decimal from 'decimal.js';
import { array, transform, tuple } from '../schema/combinators';
import { decimal } from '../schema/primitives';
import { type EpochMs, timestamp } from '../schema/timestamp';

/** A chart point: time and value. */
export interface PricePoint {
  time: EpochMs;
  value: Decimal;
}

/** `[price, unixSeconds]` pairs. */
export const priceHistorySchema = array(
  transform(tuple(decimal(), timestamp()), ([value, time]): PricePoint => ({ time, value })),
);

export const PRICE_FREQUENCIES = ['minute', 'hour', 'day'] as const;
export type PriceFrequency = (typeof PRICE_FREQUENCIES)[number];
