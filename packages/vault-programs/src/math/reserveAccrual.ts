import type { CurvePoint, Reserve } from '@keel/chain-readers';
import type { ReserveExchangeRate } from './reserveRate';

/*
 * What the vault program's CPI to klend's `refresh_reserve` leaves in a reserve: klend's interest
 * accrual (release 1.16.0: `Reserve::accrue_interest`, `ReserveLiquidity::compound_interest`,
 * `approximate_compounded_interest`, `BorrowRateCurve::get_borrow_rate`) in U68F60 bits, every
 * step truncating as the program's does. The vault values its cTokens at the total supply this
 * leaves, so a preview that must equal what lands repeats it bit for bit (a decimal rendering
 * drifts by a fraction of a token per reserve, enough to move a rounded share count).
 */

const BITS = 60n;
const ONE = 1n << BITS;
const SLOTS_PER_YEAR = 63_072_000n;

const mul = (a: bigint, b: bigint) => (a * b) >> BITS;
const fromBps = (bps: number | bigint) => (BigInt(bps) << BITS) / 10_000n;
const fromPercent = (pct: number | bigint) => (BigInt(pct) << BITS) / 100n;
/** `to_bps()`: × 10 000, rounded to nearest (ties away from zero). */
const toBps = (bits: bigint) => (bits * 10_000n + ONE / 2n) >> BITS;
/** A decoded `*Sf` field back to its bits (the decoder's value is exact, so is this). */
const sf = (value: Reserve['liquidity']['borrowedAmount']) =>
  BigInt(value.times(ONE.toString()).toFixed(0));

/** `approximate_compounded_interest`: (1 + r / slots a year)^n, binomial past 4 slots. */
export function compoundedInterestSf(rateSf: bigint, slots: bigint): bigint {
  const base = rateSf / SLOTS_PER_YEAR;
  const step = ONE + base;
  if (slots === 0n) return ONE;
  if (slots === 1n) return step;
  if (slots === 2n) return mul(step, step);
  if (slots === 3n) return mul(mul(step, step), step);
  if (slots === 4n) return mul(mul(step, step), mul(step, step));
  const square = mul(base, base);
  const cube = mul(square, base);
  const first = base * slots;
  const second = (square * slots * (slots - 1n)) / 2n;
  const third = (cube * slots * (slots - 1n) * (slots - 2n)) / 6n;
  return ONE + first + second + third;
}

/** `get_borrow_rate`: the curve's segment chosen at whole bps, interpolated at the exact rate. */
export function borrowRateSf(points: readonly CurvePoint[], utilizationSf: bigint): bigint {
  const rate = utilizationSf > ONE ? ONE : utilizationSf;
  const bps = Number(toBps(rate));
  for (let i = 0; i + 1 < points.length; i += 1) {
    const start = points[i] as CurvePoint;
    const end = points[i + 1] as CurvePoint;
    if (bps < start.utilizationRateBps || bps > end.utilizationRateBps) continue;
    if (bps === start.utilizationRateBps) return fromBps(start.borrowRateBps);
    if (bps === end.utilizationRateBps) return fromBps(end.borrowRateBps);
    const coefficient = rate - fromBps(start.utilizationRateBps);
    const slope = coefficient * BigInt(end.borrowRateBps - start.borrowRateBps);
    return (
      slope / BigInt(end.utilizationRateBps - start.utilizationRateBps) +
      fromBps(start.borrowRateBps)
    );
  }
  throw new Error('The reserve’s borrow rate curve does not cover its utilization');
}

/**
 * The reserve's total supply (Fraction bits) once refreshed at `slot`: available + the debt
 * compounded at the curve's rate plus the host fixed rate − the fees it holds, the host's fixed
 * part and the protocol's take of the rest added to them (the referrers' share moves between two
 * fee fields and leaves the total unchanged).
 */
export function reserveTotalSupplySfAtSlot(reserve: Reserve, slot: bigint): bigint {
  const { liquidity, config } = reserve;
  const available = liquidity.availableAmount << BITS;
  const debt = sf(liquidity.borrowedAmount);
  const fees =
    sf(liquidity.accumulatedProtocolFees) +
    sf(liquidity.accumulatedReferrerFees) +
    sf(liquidity.pendingReferrerFees);
  const stored = available + debt - fees;
  const elapsed = slot > reserve.lastUpdate.slot ? slot - reserve.lastUpdate.slot : 0n;
  if (elapsed === 0n) return stored;
  const utilization = stored === 0n ? 0n : (debt << BITS) / stored;
  const hostFixed = fromBps(config.hostFixedInterestRateBps);
  const growth = compoundedInterestSf(
    borrowRateSf(config.borrowRateCurve, utilization) + hostFixed,
    elapsed,
  );
  const newDebt = mul(debt, growth);
  const fixedHostFee = mul(debt, compoundedInterestSf(hostFixed, elapsed)) - debt;
  const variableProtocolFee = mul(
    newDebt - debt - fixedHostFee,
    fromPercent(config.protocolTakeRatePct),
  );
  return available + newDebt - fees - fixedHostFee - variableProtocolFee;
}

/** The reserve's cToken exchange rate once refreshed at `slot`. */
export function reserveRateAtSlot(reserve: Reserve, slot: bigint): ReserveExchangeRate {
  return {
    totalSupplySf: reserveTotalSupplySfAtSlot(reserve, slot),
    ctokenSupply: reserve.collateral.mintTotalSupply,
  };
}
