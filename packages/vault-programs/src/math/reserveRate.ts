import { FRACTION_BITS, FRACTION_ONE } from './fraction';

/**
 * A reserve's cToken exchange rate as klend's `collateral_exchange_rate` builds it: its total
 * supply (available + borrowed − the fees it holds, a Fraction in bits, once refreshed to the
 * slot the vault runs in) over the cTokens issued. 1:1 while either is zero.
 */
export interface ReserveExchangeRate {
  totalSupplySf: bigint;
  ctokenSupply: bigint;
}

function rateParts({ totalSupplySf, ctokenSupply }: ReserveExchangeRate) {
  return ctokenSupply === 0n || totalSupplySf === 0n
    ? { collateral: 1n, liquidity: FRACTION_ONE }
    : { collateral: ctokenSupply, liquidity: totalSupplySf };
}

/**
 * `fraction_collateral_to_liquidity(ctokens)`: what the vault's cTokens are worth, exactly, in
 * Fraction bits (cTokens × total supply / cTokens issued, truncated).
 */
export function ctokensValueSf(ctokens: bigint, rate: ReserveExchangeRate): bigint {
  const { collateral, liquidity } = rateParts(rate);
  return (((ctokens << FRACTION_BITS) * liquidity) >> FRACTION_BITS) / collateral;
}

/**
 * `fraction_liquidity_to_collateral_ceil(Fraction::from(liquidity)).to_ceil()` as kamino_lending
 * 1.12.6 computes it: (liquidity × cTokens issued + total supply − δ) / total supply, then rounded
 * up — the added (total supply − δ) is in fraction units, so the result is about one cToken above
 * the exact ceiling.
 */
export function liquidityToCtokensCeil(liquidity: bigint, rate: ReserveExchangeRate): bigint {
  const { collateral, liquidity: total } = rateParts(rate);
  const numerator = (liquidity << FRACTION_BITS) * collateral + total - 1n;
  const bits = (numerator << FRACTION_BITS) / total;
  return (bits + FRACTION_ONE - 1n) >> FRACTION_BITS;
}
