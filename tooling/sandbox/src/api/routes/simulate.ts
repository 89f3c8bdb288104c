import { type Decimal, dec, fixed, sig, ZERO } from '../data/decimal';
import {
  liquidityForValue,
  SIMULATION_DEPOSIT_USD,
  type SimulationMarket,
  type SimulationMethod,
  simulatePosition,
} from '../data/pool-simulation';
import type { StrategyBook, StrategyModel } from '../data/strategies';
import { DAY_MS, floorTo, isoDate } from '../data/time';
import { badRequest } from '../http/http-error';
import { enumParam, parseTime } from '../http/params';
import type { RouteContext, RouteModule } from './route-context';
import { found } from './wire';

const METHODS = ['Fixed', 'Tracker'] as const;
const NUMBER = /^\d+(\.\d+)?([eE][-+]?\d+)?$/;

/** A positive number parameter; `absent` when the caller left it out (or sent 'undefined'). */
function positiveParam(query: URLSearchParams, name: string): Decimal | undefined {
  const text = query.get(name)?.trim();
  if (text === undefined || text === '' || text === 'undefined' || text === 'null')
    return undefined;
  if (!NUMBER.test(text) || dec(text).lte(0)) throw badRequest(`${name} must be a number above 0`);
  return dec(text);
}

function requiredPositive(query: URLSearchParams, name: string): Decimal {
  const value = positiveParam(query, name);
  if (value === undefined) throw badRequest(`${name} is required`);
  return value;
}

/** A width below the price must stay under 100 % (the range's lower bound stays above 0). */
function widthBelow(query: URLSearchParams, name: string, fallback?: Decimal): Decimal {
  const value = positiveParam(query, name) ?? fallback;
  if (value === undefined) throw badRequest(`${name} is required`);
  if (value.gte(100)) throw badRequest(`${name} must be below 100`);
  return value;
}

function methodOf(query: URLSearchParams): SimulationMethod {
  const kind = enumParam(query, 'strategy_type', METHODS);
  if (!kind) throw badRequest(`strategy_type must be one of ${METHODS.join(', ')}`);
  if (kind === 'Fixed') {
    const lower = requiredPositive(query, 'price_lower');
    const upper = requiredPositive(query, 'price_upper');
    if (lower.gte(upper)) throw badRequest('price_lower must be below price_upper');
    return { kind, lower, upper };
  }
  const lower = widthBelow(query, 'range_width_perc_lower');
  const upper = requiredPositive(query, 'range_width_perc_upper');
  const resetLower = widthBelow(query, 'reset_range_width_perc_lower', lower);
  const resetUpper = positiveParam(query, 'reset_range_width_perc_upper') ?? upper;
  return {
    kind,
    widthLower: lower.div(100),
    widthUpper: upper.div(100),
    resetLower: resetLower.div(100),
    resetUpper: resetUpper.div(100),
  };
}

function dateParam(query: URLSearchParams, name: string): number {
  const text = query.get(name);
  if (!text || text === 'undefined') throw badRequest(`${name} is required`);
  return floorTo(parseTime(text, name), DAY_MS);
}

/** The pool of a strategy as the backtest reads it: the sandbox's prices, volumes and TVL. */
function marketOf(context: RouteContext, book: StrategyBook, model: StrategyModel) {
  const prices = context.data().prices();
  const market: SimulationMarket = {
    decimalsA: model.tokenA.decimals,
    decimalsB: model.tokenB.decimals,
    feeTier: dec(model.strategy.feeTierBps).div(10_000),
    priceA: (time) => prices.priceAt(model.tokenA, time),
    priceB: (time) => prices.priceAt(model.tokenB, time),
    volumeUsd: (time) => book.dayAt(model, time).volumeUsd,
    // The pool's in-range liquidity: the strategy's TVL in its own range that day.
    poolLiquidity: (time) => {
      const { lower, upper } = book.rangeAt(model, time);
      return liquidityForValue(market, book.tvlAt(model, time), lower, upper, time);
    },
  };
  return market;
}

const num = (value: Decimal, places = 6) => Number(fixed(value, places));
const percent = (part: Decimal, whole: Decimal) =>
  whole.isZero() ? ZERO : part.div(whole).mul(100);

/**
 * The pool backtest (`GET /simulate/{pool}`): the layout of the public liquidity SDK's
 * simulation response; the numbers are the sandbox's own model (`simulatePosition`).
 */
export const simulationRoutes: RouteModule = (context) => [
  {
    method: 'GET',
    path: '/simulate/{pool}',
    handle: ({ params, query }) => {
      const book = context.data().strategies();
      const model = found(book.byPool(params.pool ?? ''), 'Pool');
      const method = methodOf(query);
      const { anchor } = context.data().ctx;
      const requestedStart = dateParam(query, 'deposit_date');
      const end = dateParam(query, 'end_date');
      if (requestedStart >= end) throw badRequest('deposit_date must be before end_date');
      if (end > anchor) throw badRequest('end_date is in the future');
      // The pool's history starts at the strategy's launch: earlier days are not simulated.
      const start = Math.max(requestedStart, model.launch);
      const period = {
        backtest_start_date: isoDate(start),
        backtest_end_date: isoDate(end),
        backtest_num_days: Math.max(0, Math.round((end - start) / DAY_MS)),
      };
      if (start >= end) {
        return { json: { data: [], ...period, tokena_ratio: 0, tokenb_ratio: 0 } };
      }
      const market = marketOf(context, book, model);
      const result = simulatePosition(market, method, start, end);
      const deposit = dec(SIMULATION_DEPOSIT_USD);
      const data = result.days.map((day) => {
        const hodl = day.hodlAUsd.plus(day.hodlBUsd);
        const fees = percent(day.feesUsd, deposit);
        const il = percent(day.positionUsd.minus(hodl), deposit);
        const pnl = percent(day.investmentUsd.minus(hodl), deposit);
        const vsUsd = percent(day.investmentUsd.minus(deposit), deposit);
        // Annualised linearly over the days since the deposit.
        const yearly = (value: Decimal) =>
          day.elapsedDays === 0 ? 0 : num(value.mul(365).div(day.elapsedDays), 4);
        return {
          ts: day.time / 1000,
          fees_apy: yearly(fees),
          il_apy: yearly(il),
          pnl_apy: yearly(pnl),
          fees_return_pct: num(fees, 6),
          il_return_pct: num(il, 6),
          pnl_return_pct: num(pnl, 6),
          price_lower: Number(sig(day.lower)),
          price_upper: Number(sig(day.upper)),
          price_curr: Number(sig(day.price)),
          price_curr_twap: Number(sig(day.priceTwap)),
          pnl_vs_usd_apy: yearly(vsUsd),
          pnl_vs_usd_return_pct: num(vsUsd, 6),
          investment_value_usd: num(day.investmentUsd),
          hodl_value_usd: num(hodl),
          hodl_tokena_value_usd: num(day.hodlAUsd),
          hodl_tokenb_value_usd: num(day.hodlBUsd),
        };
      });
      return {
        json: {
          data,
          ...period,
          tokena_ratio: num(result.ratioA, 6),
          tokenb_ratio: num(result.ratioB, 6),
        },
      };
    },
  },
];
