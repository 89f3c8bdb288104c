import type Decimal from 'decimal.js';
import type { ApiContext } from '../context';
import type { CallOptions } from '../http/transport';
import { type PoolSimulation, poolSimulationSchema } from '../models/simulation';
import { type TimeInput, toIsoDate } from './time';

interface SimulationPeriod {
  /** First day of the backtest (the deposit); sent as 'YYYY-MM-DD' (UTC). */
  startDate: TimeInput;
  /** Last day of the backtest; sent as 'YYYY-MM-DD' (UTC). */
  endDate: TimeInput;
}

/** A position that keeps one price range (token B per token A) the whole time. */
export interface FixedSimulationParams extends SimulationPeriod {
  method: 'Fixed';
  priceLower: Decimal;
  priceUpper: Decimal;
}

/**
 * A position whose range spans the given percents below and above the price, re-centred when
 * the price moves past the reset widths (the range widths when absent).
 */
export interface TrackerSimulationParams extends SimulationPeriod {
  method: 'Tracker';
  rangeWidthPercLower: number;
  rangeWidthPercUpper: number;
  resetRangeWidthPercLower?: number;
  resetRangeWidthPercUpper?: number;
}

export type PoolSimulationParams = FixedSimulationParams | TrackerSimulationParams;

/** The query string of a backtest, in the route's snake_case. */
function simulationQuery(
  params: PoolSimulationParams,
): Record<string, string | number | undefined> {
  const period = {
    strategy_type: params.method,
    deposit_date: toIsoDate(params.startDate),
    end_date: toIsoDate(params.endDate),
  };
  if (params.method === 'Fixed') {
    return {
      ...period,
      price_lower: params.priceLower.toString(),
      price_upper: params.priceUpper.toString(),
    };
  }
  return {
    ...period,
    range_width_perc_lower: params.rangeWidthPercLower,
    range_width_perc_upper: params.rangeWidthPercUpper,
    reset_range_width_perc_lower: params.resetRangeWidthPercLower,
    reset_range_width_perc_upper: params.resetRangeWidthPercUpper,
  };
}

export function createSimulationApi(ctx: ApiContext) {
  return {
    /** Backtest of a liquidity position in a pool over past days (D§3 pool simulation inputs). */
    simulatePool(
      pool: string,
      params: PoolSimulationParams,
      options: CallOptions = {},
    ): Promise<PoolSimulation> {
      return ctx.call('poolSimulation', {
        ...options,
        params: { pool },
        query: simulationQuery(params),
        schema: poolSimulationSchema,
      });
    },
  };
}

export type SimulationApi = ReturnType<typeof createSimulationApi>;
