import { field, object } from '../schema/object';
import { decimal } from '../schema/primitives';
import type { Infer } from '../schema/schema';
import { timestamp } from '../schema/timestamp';
import { decimalOrZero } from './common';

/** The sampling step of a strategy's history. */
export type StrategyHistoryFrequency = 'hour' | 'day';

/**
 * One point of a strategy's history (`/v2/strategies/{strategy}/history`): share price, shares
 * issued, TVL and the token amounts and prices behind them, USD. Share price and TVL are what the
 * point is for; the other figures read as zero when absent.
 */
export const strategyHistoryPointSchema = object({
  timestamp: field(['timestamp', 'date', 'createdOn'], timestamp()),
  sharePrice: decimal(),
  totalValueLocked: field(['totalValueLocked', 'tvl'], decimal()),
  sharesIssued: decimalOrZero(),
  tokenAAmounts: decimalOrZero(),
  tokenBAmounts: decimalOrZero(),
  tokenAPrice: decimalOrZero(),
  tokenBPrice: decimalOrZero(),
  solPrice: decimalOrZero(),
  profitAndLoss: decimalOrZero(),
});
export type StrategyHistoryPoint = Infer<typeof strategyHistoryPointSchema>;
