import type Decimal from 'decimal.js';
import { array, optional, transform, withDefault } from '../schema/combinators';
import { field, object } from '../schema/object';
import { decimal, number } from '../schema/primitives';
import type { Infer } from '../schema/schema';
import { type EpochMs, timestamp } from '../schema/timestamp';
import { decimalOrZero } from './common';

/**
 * How the simulated position is managed: `Fixed` keeps the given price range, `Tracker`
 * re-centres a range of the given widths (percent below and above the price) when the price
 * leaves it.
 */
export const SIMULATION_STRATEGY_TYPES = ['Fixed', 'Tracker'] as const;
export type SimulationStrategyType = (typeof SIMULATION_STRATEGY_TYPES)[number];

/** A percent on the wire (`1.5` is 1.5 %), a fraction in the model. */
function percentAsFraction() {
  return transform(decimalOrZero(), (value) => value.div(100));
}

const simulationPointSchema = object({
  time: field(['ts', 'timestamp'], timestamp()),
  feesApy: field(['fees_apy', 'feesApy'], percentAsFraction()),
  ilApy: field(['il_apy', 'ilApy'], percentAsFraction()),
  pnlApy: field(['pnl_apy', 'pnlApy'], percentAsFraction()),
  feesReturn: field(['fees_return_pct', 'feesReturnPct'], percentAsFraction()),
  ilReturn: field(['il_return_pct', 'ilReturnPct'], percentAsFraction()),
  pnlReturn: field(['pnl_return_pct', 'pnlReturnPct'], percentAsFraction()),
  priceLower: field(['price_lower', 'priceLower'], decimal()),
  priceUpper: field(['price_upper', 'priceUpper'], decimal()),
  price: field(['price_curr', 'priceCurr'], decimal()),
  priceTwap: field(['price_curr_twap', 'priceCurrTwap'], optional(decimal())),
  pnlVsUsdApy: field(['pnl_vs_usd_apy', 'pnlVsUsdApy'], percentAsFraction()),
  pnlVsUsdReturn: field(['pnl_vs_usd_return_pct', 'pnlVsUsdReturnPct'], percentAsFraction()),
  investmentValueUsd: field(['investment_value_usd', 'investmentValueUsd'], decimal()),
  hodlValueUsd: field(['hodl_value_usd', 'hodlValueUsd'], decimal()),
  hodlTokenAValueUsd: field(['hodl_tokena_value_usd', 'hodlTokenaValueUsd'], decimalOrZero()),
  hodlTokenBValueUsd: field(['hodl_tokenb_value_usd', 'hodlTokenbValueUsd'], decimalOrZero()),
});

/**
 * One day of a pool backtest. Returns and APYs are fractions (the wire's `*_pct` and `*_apy`
 * are percents); `il*` is the position against holding the deposited tokens (≤ 0 for a range
 * position), `pnl*` fees plus IL, `pnlVsUsd*` the position against holding USD.
 */
export type PoolSimulationPoint = Infer<typeof simulationPointSchema>;

export const poolSimulationSchema = object({
  points: field(
    ['data'],
    withDefault(
      transform(array(simulationPointSchema), (rows) => [...rows].sort((a, b) => a.time - b.time)),
      () => [],
    ),
  ),
  startDate: field(['backtest_start_date', 'backtestStartDate'], optional(timestamp())),
  endDate: field(['backtest_end_date', 'backtestEndDate'], optional(timestamp())),
  numDays: field(
    ['backtest_num_days', 'backtestNumDays'],
    withDefault(number(), () => 0),
  ),
  /** Share of the deposit's value put in token A (0–1). */
  tokenARatio: field(['tokena_ratio', 'tokenaRatio'], decimalOrZero()),
  tokenBRatio: field(['tokenb_ratio', 'tokenbRatio'], decimalOrZero()),
});

/** A pool backtest: its days in time order and the deposit's split between the two tokens. */
export interface PoolSimulation {
  points: PoolSimulationPoint[];
  startDate?: EpochMs;
  endDate?: EpochMs;
  numDays: number;
  tokenARatio: Decimal;
  tokenBRatio: Decimal;
}
