import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';

/** An amount expressed both in USD and in SOL. */
export interface UsdAndSol {
  usd: NumericInput;
  sol: NumericInput;
}

export interface PnlResult {
  usd: Decimal;
  sol: Decimal;
  /** PnL relative to the base (cost basis or HODL value); undefined when the base is 0. */
  usdPercent: Decimal | undefined;
  solPercent: Decimal | undefined;
}

function relative(change: Decimal, base: Decimal): Decimal | undefined {
  return base.isZero() ? undefined : change.div(base.abs());
}

function difference(now: UsdAndSol, base: UsdAndSol): PnlResult {
  const usdBase = toDecimal(base.usd);
  const solBase = toDecimal(base.sol);
  const usd = toDecimal(now.usd).minus(usdBase);
  const sol = toDecimal(now.sol).minus(solBase);
  return { usd, sol, usdPercent: relative(usd, usdBase), solPercent: relative(sol, solBase) };
}

/** PnL of a position: value now − cost basis, in USD and in SOL. */
export function positionPnl(valueNow: UsdAndSol, costBasis: UsdAndSol): PnlResult {
  return difference(valueNow, costBasis);
}

/** A USD amount in SOL at the given SOL price (0 when the price is not positive). */
export function usdToSol(usd: NumericInput, solPriceUsd: NumericInput): Decimal {
  const price = toDecimal(solPriceUsd);
  return price.gt(0) ? toDecimal(usd).div(price) : new MathDecimal(0);
}

/** Value today of simply holding the deposited token amounts (whole tokens), in USD and SOL. */
export function hodlValue(params: {
  amountA: NumericInput;
  amountB: NumericInput;
  priceA: NumericInput;
  priceB: NumericInput;
  solPriceUsd: NumericInput;
}): { usd: Decimal; sol: Decimal } {
  const usd = toDecimal(params.amountA)
    .times(toDecimal(params.priceA))
    .plus(toDecimal(params.amountB).times(toDecimal(params.priceB)));
  return { usd, sol: usdToSol(usd, params.solPriceUsd) };
}

/** How the position did against holding: position value − HODL value, in USD and SOL. */
export function pnlVersusHodl(positionValue: UsdAndSol, holdValue: UsdAndSol): PnlResult {
  return difference(positionValue, holdValue);
}
