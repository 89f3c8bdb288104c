/*
 * Bin maths of the Meteora DLMM program (lb_clmm, in the DLMM SDK repository as published
 * until March 2025): `math/price_math.rs` get_price_from_id, `math/u64x64_math.rs` pow,
 * `math/bin_math.rs` get_liquidity, `state/bin.rs` get_liquidity_share and
 * calculate_out_amount — integers as the program computes them (Q64.64 prices, u128 shares).
 */

const SCALE_OFFSET = 64n;
const ONE = 1n << SCALE_OFFSET;
const U128_MAX = (1n << 128n) - 1n;
const BASIS_POINT_MAX = 10_000n;
/** `MAX_EXPONENTIAL`: 2^19 bins; past it the Q64.64 price overflows. */
const MAX_EXPONENTIAL = 0x80000;

/**
 * `u64x64_math::pow`: base^exp in Q64.64 by squaring, over the inverted base (u128::MAX / base)
 * when the base is at least one so that no product overflows, inverted back at the end when the
 * exponent was not negative; null where the program returns None.
 */
export function powQ64(base: bigint, exp: number): bigint | null {
  if (exp === 0) return ONE;
  let invert = exp < 0;
  const magnitude = Math.abs(exp);
  if (magnitude >= MAX_EXPONENTIAL) return null;
  let squared = base;
  let result = ONE;
  if (squared >= result) {
    squared = U128_MAX / squared;
    invert = !invert;
  }
  for (let bit = 1; bit < MAX_EXPONENTIAL; bit <<= 1) {
    if ((magnitude & bit) !== 0) result = (result * squared) >> SCALE_OFFSET;
    squared = (squared * squared) >> SCALE_OFFSET;
  }
  if (result === 0n) return null;
  return invert ? U128_MAX / result : result;
}

/** `get_price_from_id`: (1 + bin_step / 10 000)^id in Q64.64 (Y per X, base units). */
export function binPriceX64(binId: number, binStep: number): bigint {
  const base = ONE + (BigInt(binStep) << SCALE_OFFSET) / BASIS_POINT_MAX;
  const price = powQ64(base, binId);
  if (price === null) throw new RangeError(`bin ${binId} has no price at step ${binStep}`);
  return price;
}

/** `get_liquidity`: the constant-sum liquidity of x and y at a Q64.64 price, price·x + y·2^64. */
export function binLiquidity(x: bigint, y: bigint, priceX64: bigint): bigint {
  return priceX64 * x + (y << SCALE_OFFSET);
}

/** `get_liquidity_share`: in_liquidity · supply / bin_liquidity, rounded down. */
export function liquidityShare(inLiquidity: bigint, binLiq: bigint, supply: bigint): bigint {
  return (inLiquidity * supply) / binLiq;
}

/** A bin's reserves and the supply of shares dividing them. */
export interface BinReserves {
  amountX: bigint;
  amountY: bigint;
  liquiditySupply: bigint;
}

/**
 * `Bin::calculate_out_amount`: what `share` of a bin takes out, share · reserve / supply per
 * token, rounded down; nothing from a bin without supply (`get_out_amount`).
 */
export function binOutAmounts(share: bigint, bin: BinReserves): { x: bigint; y: bigint } {
  if (bin.liquiditySupply === 0n || share === 0n) return { x: 0n, y: 0n };
  return {
    x: (share * bin.amountX) / bin.liquiditySupply,
    y: (share * bin.amountY) / bin.liquiditySupply,
  };
}

/**
 * The shares a deposit of x and y into a bin mints (`add_liquidity`'s per-bin step): the deposit's
 * liquidity at the bin's price; into an empty bin that liquidity itself, else its share of the
 * bin's own liquidity times the supply.
 */
export function depositShares(x: bigint, y: bigint, priceX64: bigint, bin: BinReserves): bigint {
  const inLiquidity = binLiquidity(x, y, priceX64);
  if (bin.liquiditySupply === 0n) return inLiquidity;
  const own = binLiquidity(bin.amountX, bin.amountY, priceX64);
  if (own === 0n) return inLiquidity;
  return liquidityShare(inLiquidity, own, bin.liquiditySupply);
}
