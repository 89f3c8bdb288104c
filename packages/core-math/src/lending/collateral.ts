import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';

/**
 * Liquidity lamports per cToken lamport (the program's exchange rate): total supply / cToken
 * supply, 1 while either is 0. Note the inverse of the SDK's `getCollateralExchangeRate`.
 */
export function liquidityPerCToken(totalSupply: NumericInput, cTokenSupply: NumericInput): Decimal {
  const supply = toDecimal(totalSupply);
  const cTokens = toDecimal(cTokenSupply);
  if (supply.isZero() || cTokens.isZero()) return new MathDecimal(1);
  return supply.div(cTokens);
}

/** Liquidity represented by an obligation deposit of `cTokens` (same units as totalSupply). */
export function cTokensToLiquidity(
  cTokens: NumericInput,
  totalSupply: NumericInput,
  cTokenSupply: NumericInput,
): Decimal {
  return toDecimal(cTokens).times(liquidityPerCToken(totalSupply, cTokenSupply));
}

/** cTokens minted for a liquidity deposit (rounded down to whole lamports, as the program mints). */
export function liquidityToCTokens(
  liquidity: NumericInput,
  totalSupply: NumericInput,
  cTokenSupply: NumericInput,
): Decimal {
  return toDecimal(liquidity).div(liquidityPerCToken(totalSupply, cTokenSupply)).floor();
}

/** USD value of a lamport amount: lamports · price / 10^decimals (price of one whole token). */
export function marketValue(
  lamports: NumericInput,
  price: NumericInput,
  decimals: number,
): Decimal {
  return toDecimal(lamports).times(toDecimal(price)).div(new MathDecimal(10).pow(decimals));
}
