import { MathDecimal, type NumericInput, toDecimal } from '../decimal';
import {
  ceilInt,
  div,
  floorInt,
  fraction,
  fromPercent,
  mul,
  ONE,
  type ProgramFraction,
} from './program-fraction';

/*
 * What the liquidator's cTokens turn into (klend 1.16 `post_liquidate_redeem`): the collateral is
 * redeemed at the reserve's exchange rate, as much as the reserve's liquidity allows, and the
 * protocol takes its share of the bonus out of the liquidity (`calculate_protocol_liquidation_fee`).
 */

/** The withdraw reserve's exchange rate and liquidity, as the liquidation leaves them. */
export interface RedeemReserve {
  /** Total liquidity (available + borrowed − fees), base units, fractional. */
  totalSupply: NumericInput;
  /** cTokens issued. */
  cTokenSupply: NumericInput;
  /** Liquidity the reserve can pay out now; omitted: no limit. */
  availableLiquidity?: NumericInput;
}

interface Redemption {
  /** cTokens redeemed (all unless the reserve's liquidity is short). */
  cTokens: bigint;
  /** Liquidity they redeem (before the protocol's fee). */
  liquidity: bigint;
}

/** `collateral_exchange_rate`: 1:1 while nothing is issued or supplied. */
function rate(reserve: RedeemReserve): { supply: ProgramFraction; cTokens: ProgramFraction } {
  const supply = fraction(reserve.totalSupply);
  const cTokens = fraction(reserve.cTokenSupply);
  return supply.isZero() || cTokens.isZero() ? { supply: ONE, cTokens: ONE } : { supply, cTokens };
}

/** `collateral_to_liquidity`: floored. */
const toLiquidity = (r: ReturnType<typeof rate>, cTokens: bigint) =>
  floorInt(div(mul(fraction(cTokens), r.supply), r.cTokens));

/** `total_redeemable_collateral_amount`: the cTokens the available liquidity can redeem. */
function redeemableCTokens(r: ReturnType<typeof rate>, available: NumericInput): bigint {
  const liquidity = fraction(available);
  const exact = mul(liquidity, r.cTokens).div(r.supply);
  const ceiled = ceilInt(exact);
  return toLiquidity(r, ceiled) <= floorInt(liquidity) ? ceiled : floorInt(exact);
}

/** The cTokens taken and the liquidity they redeem, capped by what the reserve can pay out. */
export function redeemCollateral(reserve: RedeemReserve, withdrawCTokens: bigint): Redemption {
  const r = rate(reserve);
  const cap =
    reserve.availableLiquidity === undefined
      ? withdrawCTokens
      : redeemableCTokens(r, reserve.availableLiquidity);
  const cTokens = withdrawCTokens < cap ? withdrawCTokens : cap;
  return { cTokens, liquidity: cTokens === 0n ? 0n : toLiquidity(r, cTokens) };
}

/**
 * `calculate_protocol_liquidation_fee`: the protocol's percentage of the bonus part of the
 * redeemed liquidity (liquidity − liquidity / (1 + bonus)), rounded up, at least 1.
 */
export function protocolLiquidationFee(
  liquidity: bigint,
  bonusRate: ProgramFraction,
  protocolLiquidationFeePct: number,
): bigint {
  const amount = fraction(liquidity);
  const bonus = amount.minus(div(amount, bonusRate.plus(ONE)));
  const fee = ceilInt(mul(bonus, fromPercent(protocolLiquidationFeePct)));
  return fee > 1n ? fee : 1n;
}

/**
 * The least collateral to accept for a predicted `received` (the instruction's
 * `min_acceptable_received_liquidity_amount`): less the slippage tolerance in percent, floored.
 */
export function liquidationMinReceived(received: bigint, slippagePct: NumericInput): bigint {
  const kept = MathDecimal.max(0, new MathDecimal(100).minus(toDecimal(slippagePct)));
  return BigInt(toDecimal(received).times(kept).div(100).floor().toFixed(0));
}
