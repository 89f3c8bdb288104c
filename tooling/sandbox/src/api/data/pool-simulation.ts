import { clmmTokenAmounts } from '@keel/core-math';
import { type Decimal, dec, ZERO } from './decimal';
import { DAY_MS, HOUR_MS } from './time';

/** The simulated deposit, in USD. */
export const SIMULATION_DEPOSIT_USD = 1000;
/** Liquidity the value of a range is first measured with (large: the floored amounts stay exact). */
const PROBE_LIQUIDITY = dec('1e24');
const TWAP_SAMPLES = 6;
const TWAP_STEP_MS = 4 * HOUR_MS;

/** What a backtest reads of a pool over time. Prices are USD per whole token. */
export interface SimulationMarket {
  decimalsA: number;
  decimalsB: number;
  /** The pool's fee, a fraction of the swapped amount. */
  feeTier: Decimal;
  priceA(time: number): Decimal;
  priceB(time: number): Decimal;
  /** USD swapped through the pool's in-range liquidity that day. */
  volumeUsd(time: number): Decimal;
  /** The pool's own in-range liquidity that day (raw units), which the position's share is of. */
  poolLiquidity(time: number): Decimal;
}

export type SimulationMethod =
  | { kind: 'Fixed'; lower: Decimal; upper: Decimal }
  /** Widths and reset widths as fractions of the price (0.1 = 10 %). */
  | {
      kind: 'Tracker';
      widthLower: Decimal;
      widthUpper: Decimal;
      resetLower: Decimal;
      resetUpper: Decimal;
    };

export interface SimulationDay {
  time: number;
  price: Decimal;
  priceTwap: Decimal;
  lower: Decimal;
  upper: Decimal;
  positionUsd: Decimal;
  feesUsd: Decimal;
  investmentUsd: Decimal;
  hodlAUsd: Decimal;
  hodlBUsd: Decimal;
  /** Days since the deposit. */
  elapsedDays: number;
}

export interface SimulationResult {
  days: SimulationDay[];
  /** Share of the deposit's value put in token A, and in token B. */
  ratioA: Decimal;
  ratioB: Decimal;
  rebalances: number;
}

/** Pool price (token B per token A, whole tokens) at a time. */
export function poolPrice(market: SimulationMarket, time: number): Decimal {
  return market.priceA(time).div(market.priceB(time));
}

/** √ of a whole-token price in raw units (the concentrated-liquidity maths' sqrt price). */
function rawSqrt(market: SimulationMarket, price: Decimal): Decimal {
  return price.mul(dec(10).pow(market.decimalsB - market.decimalsA)).sqrt();
}

/** Whole-token amounts of liquidity L between [lower, upper] at a price (core-math CLMM maths). */
export function rangeAmounts(
  market: SimulationMarket,
  liquidity: Decimal,
  price: Decimal,
  lower: Decimal,
  upper: Decimal,
): { a: Decimal; b: Decimal } {
  const raw = clmmTokenAmounts({
    liquidity,
    sqrtPrice: rawSqrt(market, price),
    sqrtPriceLower: rawSqrt(market, lower),
    sqrtPriceUpper: rawSqrt(market, upper),
  });
  return {
    a: raw.a.div(dec(10).pow(market.decimalsA)),
    b: raw.b.div(dec(10).pow(market.decimalsB)),
  };
}

function valueUsd(market: SimulationMarket, amounts: { a: Decimal; b: Decimal }, time: number) {
  return amounts.a.mul(market.priceA(time)).plus(amounts.b.mul(market.priceB(time)));
}

/** Liquidity that a USD value buys between [lower, upper] at the price of `time`. */
export function liquidityForValue(
  market: SimulationMarket,
  valueUsdAmount: Decimal,
  lower: Decimal,
  upper: Decimal,
  time: number,
): Decimal {
  const probe = valueUsd(
    market,
    rangeAmounts(market, PROBE_LIQUIDITY, poolPrice(market, time), lower, upper),
    time,
  );
  return probe.isZero() ? ZERO : PROBE_LIQUIDITY.mul(valueUsdAmount).div(probe);
}

function twap(market: SimulationMarket, time: number): Decimal {
  let total = ZERO;
  for (let index = 0; index < TWAP_SAMPLES; index += 1) {
    total = total.plus(poolPrice(market, time - index * TWAP_STEP_MS));
  }
  return total.div(TWAP_SAMPLES);
}

interface Range {
  lower: Decimal;
  upper: Decimal;
  /** Leaving [resetBelow, resetAbove] re-centres a tracker; a fixed range never moves. */
  resetBelow: Decimal;
  resetAbove: Decimal;
}

function centred(method: Extract<SimulationMethod, { kind: 'Tracker' }>, price: Decimal): Range {
  return {
    lower: price.mul(dec(1).minus(method.widthLower)),
    upper: price.mul(dec(1).plus(method.widthUpper)),
    resetBelow: price.mul(dec(1).minus(method.resetLower)),
    resetAbove: price.mul(dec(1).plus(method.resetUpper)),
  };
}

/**
 * A daily backtest of a 1000 USD concentrated-liquidity position from `start` to `end` (UTC
 * midnights): the position's tokens follow the CLMM amounts of its liquidity; while the price is
 * in range it earns the day's pool fees in the share its liquidity has of the in-range liquidity
 * (kept aside, not reinvested); HODL keeps the tokens deposited on the first day. A tracker
 * re-centres its range on the day's price when the price leaves the reset band, paying the pool
 * fee on half the position (the swap back to the range's mix).
 */
export function simulatePosition(
  market: SimulationMarket,
  method: SimulationMethod,
  start: number,
  end: number,
): SimulationResult {
  const deposit = dec(SIMULATION_DEPOSIT_USD);
  const startPrice = poolPrice(market, start);
  let range: Range =
    method.kind === 'Fixed'
      ? { ...method, resetBelow: ZERO, resetAbove: dec(Number.MAX_VALUE) }
      : centred(method, startPrice);
  let liquidity = liquidityForValue(market, deposit, range.lower, range.upper, start);
  const held = rangeAmounts(market, liquidity, startPrice, range.lower, range.upper);
  const startValue = valueUsd(market, held, start);
  const ratioA = startValue.isZero() ? ZERO : held.a.mul(market.priceA(start)).div(startValue);
  let fees = ZERO;
  let rebalances = 0;
  const days: SimulationDay[] = [];
  for (let time = start; time <= end; time += DAY_MS) {
    const price = poolPrice(market, time);
    if (method.kind === 'Tracker' && (price.lt(range.resetBelow) || price.gt(range.resetAbove))) {
      const value = valueUsd(
        market,
        rangeAmounts(market, liquidity, price, range.lower, range.upper),
        time,
      );
      range = centred(method, price);
      liquidity = liquidityForValue(
        market,
        value.minus(value.div(2).mul(market.feeTier)),
        range.lower,
        range.upper,
        time,
      );
      rebalances += 1;
    }
    if (time > start && price.gte(range.lower) && price.lte(range.upper)) {
      const pool = market.poolLiquidity(time);
      const share = liquidity.div(liquidity.plus(pool));
      fees = fees.plus(market.volumeUsd(time).mul(market.feeTier).mul(share));
    }
    const positionUsd = valueUsd(
      market,
      rangeAmounts(market, liquidity, price, range.lower, range.upper),
      time,
    );
    days.push({
      time,
      price,
      priceTwap: twap(market, time),
      lower: range.lower,
      upper: range.upper,
      positionUsd,
      feesUsd: fees,
      investmentUsd: positionUsd.plus(fees),
      hodlAUsd: held.a.mul(market.priceA(time)),
      hodlBUsd: held.b.mul(market.priceB(time)),
      elapsedDays: (time - start) / DAY_MS,
    });
  }
  return { days, ratioA, ratioB: startValue.isZero() ? ZERO : dec(1).minus(ratioA), rebalances };
}
