import { panic } from '../anchor-errors';
import { FRACTION_BITS, ONE } from '../fraction';
import { RESERVE } from '../layout-offsets';
import type { ReserveAccount } from '../reserve-account';

/*
 * `CollateralExchangeRate` (MATH §2.6): cTokens issued against the reserve's total supply, in the
 * program's own integer steps (U256 intermediates, floors and ceilings where it takes them).
 */

const U64_MAX = (1n << 64n) - 1n;
const U128_MAX = (1n << 128n) - 1n;

export interface ExchangeRate {
  collateralSupply: bigint;
  /** Fraction bits of the total liquidity. */
  liquidity: bigint;
}

/** `collateral_exchange_rate()`: 1:1 while nothing is issued or supplied. */
export function exchangeRate(reserve: ReserveAccount): ExchangeRate {
  const supply = reserve.bytes.u64(RESERVE.collateralMintTotalSupply);
  const liquidity = reserve.totalSupply();
  if (supply === 0n || liquidity === 0n) return { collateralSupply: 1n, liquidity: ONE };
  return { collateralSupply: supply, liquidity };
}

const toFraction = (bits: bigint, what: string): bigint => {
  if (bits > U128_MAX) panic(`${what} overflow`);
  return bits;
};
const floorInt = (bits: bigint) => bits >> FRACTION_BITS;
const ceilInt = (bits: bigint) => (bits + ONE - 1n) >> FRACTION_BITS;

/** `fraction_collateral_to_liquidity` (Fraction bits in, Fraction bits out). */
export function fractionCollateralToLiquidity(rate: ExchangeRate, collateralBits: bigint): bigint {
  const value = ((collateralBits * rate.liquidity) >> FRACTION_BITS) / rate.collateralSupply;
  return toFraction(value, 'fraction_collateral_to_liquidity: liquidity_amount');
}

/** `collateral_to_liquidity`: floored. */
export function collateralToLiquidity(rate: ExchangeRate, collateral: bigint): bigint {
  return floorInt(fractionCollateralToLiquidity(rate, collateral << FRACTION_BITS));
}

/** `collateral_to_liquidity_ceil`. */
export function collateralToLiquidityCeil(rate: ExchangeRate, collateral: bigint): bigint {
  const bits = (collateral * rate.liquidity + rate.collateralSupply - 1n) / rate.collateralSupply;
  return ceilInt(toFraction(bits, 'collateral_to_liquidity_ceil: liquidity_amount'));
}

/** `liquidity_to_collateral`: floored; more than a u64 panics. */
export function liquidityToCollateral(rate: ExchangeRate, liquidity: bigint): bigint {
  const bits = ((rate.collateralSupply * liquidity) << (2n * FRACTION_BITS)) / rate.liquidity;
  const value = floorInt(toFraction(bits, 'liquidity_to_collateral_fraction: collateral_amount'));
  if (value > U64_MAX) panic('liquidity_to_collateral: collateral_amount overflow');
  return value;
}

/** `liquidity_to_collateral_ceil`. */
export function liquidityToCollateralCeil(rate: ExchangeRate, liquidity: bigint): bigint {
  const scaled = ((liquidity << FRACTION_BITS) * rate.collateralSupply) << FRACTION_BITS;
  const bits = (scaled + rate.liquidity - 1n) / rate.liquidity;
  return ceilInt(toFraction(bits, 'fraction_liquidity_to_collateral_ceil: collateral_amount'));
}
