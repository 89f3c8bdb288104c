/*
 * Concentrated-liquidity maths of the Orca Whirlpool program (programs/whirlpool/src/math:
 * `tick_math.rs` sqrt_price_from_tick_index, `token_math.rs` get_amount_delta_a / _b), in
 * integers as the program computes them: Q64.64 square-root prices, u128 liquidity.
 */

const Q64 = 1n << 64n;

/** Bits of a positive tick and the Q96 factor each multiplies in (`get_sqrt_price_positive_tick`). */
const POSITIVE_FACTORS: ReadonlyArray<readonly [number, bigint]> = [
  [2, 79236085330515764027303304731n],
  [4, 79244008939048815603706035061n],
  [8, 79259858533276714757314932305n],
  [16, 79291567232598584799939703904n],
  [32, 79355022692464371645785046466n],
  [64, 79482085999252804386437311141n],
  [128, 79736823300114093921829183326n],
  [256, 80248749790819932309965073892n],
  [512, 81282483887344747381513967011n],
  [1024, 83390072131320151908154831281n],
  [2048, 87770609709833776024991924138n],
  [4096, 97234110755111693312479820773n],
  [8192, 119332217159966728226237229890n],
  [16384, 179736315981702064433883588727n],
  [32768, 407748233172238350107850275304n],
  [65536, 2098478828474011932436660412517n],
  [131072, 55581415166113811149459800483533n],
  [262144, 38992368544603139932233054999993551n],
];

/** Bits of a negative tick's magnitude and their Q64 factors (`get_sqrt_price_negative_tick`). */
const NEGATIVE_FACTORS: ReadonlyArray<readonly [number, bigint]> = [
  [2, 18444899583751176498n],
  [4, 18443055278223354162n],
  [8, 18439367220385604838n],
  [16, 18431993317065449817n],
  [32, 18417254355718160513n],
  [64, 18387811781193591352n],
  [128, 18329067761203520168n],
  [256, 18212142134806087854n],
  [512, 17980523815641551639n],
  [1024, 17526086738831147013n],
  [2048, 16651378430235024244n],
  [4096, 15030750278693429944n],
  [8192, 12247334978882834399n],
  [16384, 8131365268884726200n],
  [32768, 3584323654723342297n],
  [65536, 696457651847595233n],
  [131072, 26294789957452057n],
  [262144, 37481735321082n],
];

/** `sqrt_price_from_tick_index`: sqrt(1.0001^tick) in Q64.64. */
export function sqrtPriceX64AtTick(tick: number): bigint {
  if (tick >= 0) {
    let ratio = (tick & 1) !== 0 ? 79232123823359799118286999567n : 79228162514264337593543950336n;
    for (const [bit, factor] of POSITIVE_FACTORS) {
      if ((tick & bit) !== 0) ratio = (ratio * factor) >> 96n;
    }
    return ratio >> 32n;
  }
  const abs = -tick;
  let ratio = (abs & 1) !== 0 ? 18445821805675392311n : 18446744073709551616n;
  for (const [bit, factor] of NEGATIVE_FACTORS) {
    if ((abs & bit) !== 0) ratio = (ratio * factor) >> 64n;
  }
  return ratio;
}

const ordered = (p0: bigint, p1: bigint): [bigint, bigint] => (p0 > p1 ? [p1, p0] : [p0, p1]);

/**
 * `get_amount_delta_a`: token A between two sqrt prices for `liquidity`,
 * (L · (upper − lower) << 64) / (upper · lower), rounded up when asked (a deposit) else down.
 */
export function amountDeltaA(p0: bigint, p1: bigint, liquidity: bigint, roundUp: boolean): bigint {
  const [lower, upper] = ordered(p0, p1);
  const numerator = (liquidity * (upper - lower)) << 64n;
  const denominator = upper * lower;
  const quotient = numerator / denominator;
  return roundUp && numerator % denominator !== 0n ? quotient + 1n : quotient;
}

/** `get_amount_delta_b`: token B, (L · (upper − lower)) >> 64, rounded up when asked. */
export function amountDeltaB(p0: bigint, p1: bigint, liquidity: bigint, roundUp: boolean): bigint {
  const [lower, upper] = ordered(p0, p1);
  const product = liquidity * (upper - lower);
  const result = product >> 64n;
  return roundUp && product % Q64 !== 0n ? result + 1n : result;
}

/** A position's range and its pool's current sqrt price (Q64.64). */
export interface ClmmRange {
  sqrtPriceX64: bigint;
  tickLower: number;
  tickUpper: number;
}

/**
 * The tokens `liquidity` of a position stands for at the pool's price (the Whirlpool's
 * `calculate_liquidity_token_deltas`): below the range all A, above it all B, inside A from the
 * price up to the upper bound and B from the lower bound up to the price.
 */
export function clmmAmountsForLiquidity(
  range: ClmmRange,
  liquidity: bigint,
  roundUp: boolean,
): { a: bigint; b: bigint } {
  const lower = sqrtPriceX64AtTick(range.tickLower);
  const upper = sqrtPriceX64AtTick(range.tickUpper);
  const price = range.sqrtPriceX64;
  if (price < lower) return { a: amountDeltaA(lower, upper, liquidity, roundUp), b: 0n };
  if (price >= upper) return { a: 0n, b: amountDeltaB(lower, upper, liquidity, roundUp) };
  return {
    a: amountDeltaA(price, upper, liquidity, roundUp),
    b: amountDeltaB(lower, price, liquidity, roundUp),
  };
}

/**
 * The most liquidity `a` and `b` can add at the pool's price — the deltas above solved for L
 * and floored: from A, a · from · upper / ((upper − from) << 64); from B, (b << 64) /
 * (to − lower); inside the range the smaller of A's (from the price) and B's (to it).
 */
export function clmmLiquidityForAmounts(range: ClmmRange, a: bigint, b: bigint): bigint {
  const lower = sqrtPriceX64AtTick(range.tickLower);
  const upper = sqrtPriceX64AtTick(range.tickUpper);
  const price = range.sqrtPriceX64;
  const fromA = (from: bigint) => (a * from * upper) / ((upper - from) << 64n);
  const fromB = (to: bigint) => (b << 64n) / (to - lower);
  if (price <= lower) return fromA(lower);
  if (price >= upper) return fromB(upper);
  const byA = fromA(price);
  const byB = fromB(price);
  // bigints: Math.min does not take them.
  if (byA < byB) return byA;
  return byB;
}

/** Whether the pool's price is inside the range (the pool's active liquidity then includes it). */
export function clmmInRange(range: ClmmRange): boolean {
  return (
    range.sqrtPriceX64 >= sqrtPriceX64AtTick(range.tickLower) &&
    range.sqrtPriceX64 < sqrtPriceX64AtTick(range.tickUpper)
  );
}
