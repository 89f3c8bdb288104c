import type { LendingMarket } from '@keel/chain-readers';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { klendError } from './anchor-errors';
import { borrowRate } from './borrow-rate';
import { fromBps, fromInt, fromPercent } from './fraction';
import { compoundInterest } from './interest';
import { LAST_UPDATE, RESERVE } from './layout-offsets';
import type { PriceResult } from './price-validation';
import type { ReserveAccount } from './reserve-account';

/** `is_price_refresh_needed`: the stored price is older than the market's share of the max age. */
export function isPriceRefreshNeeded(
  reserve: ReserveAccount,
  market: LendingMarket,
  now: bigint,
): boolean {
  const updated = reserve.bytes.u64(RESERVE.marketPriceLastUpdatedTs);
  const trigger =
    (reserve.config.tokenInfo.maxAgePriceSeconds * BigInt(market.priceRefreshTriggerToMaxAgePct)) /
    100n;
  return (now > updated ? now - updated : 0n) >= trigger;
}

/** `is_saved_price_age_valid`. */
function isSavedPriceAgeValid(reserve: ReserveAccount, now: bigint): boolean {
  const updated = reserve.bytes.u64(RESERVE.marketPriceLastUpdatedTs);
  return (now > updated ? now - updated : 0n) < reserve.config.tokenInfo.maxAgePriceSeconds;
}

/** `Reserve::accrue_interest` over the slots since the last update. */
function accrueInterest(
  context: InstructionContext,
  reserve: ReserveAccount,
  slot: bigint,
  referralFeeBps: number,
) {
  const elapsed = slot - reserve.lastUpdateSlot;
  if (elapsed < 0n) throw klendError('MathOverflow', { source: 'state/last_update.rs:87' });
  if (elapsed === 0n) return;
  const b = reserve.bytes;
  const rate = borrowRate(context, reserve.config.borrowRateCurve, reserve.utilizationRate());
  const next = compoundInterest(
    {
      borrowedAmountSf: b.u128(RESERVE.borrowedAmountSf),
      cumulativeBorrowRateBsf: b.uint(RESERVE.cumulativeBorrowRateBsf, 4),
      accumulatedProtocolFeesSf: b.u128(RESERVE.accumulatedProtocolFeesSf),
      pendingReferrerFeesSf: b.u128(RESERVE.pendingReferrerFeesSf),
      absoluteReferralRateSf: b.u128(RESERVE.absoluteReferralRateSf),
    },
    {
      borrowRate: rate,
      hostFixedRate: fromBps(reserve.config.hostFixedInterestRateBps),
      protocolTakeRate: fromPercent(reserve.config.protocolTakeRatePct),
      referralRate: fromBps(referralFeeBps),
    },
    elapsed,
  );
  b.setUint(RESERVE.cumulativeBorrowRateBsf, 4, next.cumulativeBorrowRateBsf);
  b.setU128(RESERVE.pendingReferrerFeesSf, next.pendingReferrerFeesSf);
  b.setU128(RESERVE.accumulatedProtocolFeesSf, next.accumulatedProtocolFeesSf);
  b.setU128(RESERVE.borrowedAmountSf, next.borrowedAmountSf);
  b.setU128(RESERVE.absoluteReferralRateSf, next.absoluteReferralRateSf);
}

/** `refresh_reserve_limit_timestamps`: when a cap was first exceeded, 0 once back under it. */
export function updateLimitTimestamps(reserve: ReserveAccount, now: bigint) {
  const limits = [
    [RESERVE.depositLimitCrossedTimestamp, reserve.totalSupply(), reserve.config.depositLimit],
    [RESERVE.borrowLimitCrossedTimestamp, reserve.totalBorrow(), reserve.config.borrowLimit],
  ] as const;
  for (const [offset, amount, limit] of limits) {
    const crossed = amount > fromInt(limit);
    if (!crossed) reserve.bytes.setU64(offset, 0n);
    else if (reserve.bytes.u64(offset) === 0n) reserve.bytes.setU64(offset, now);
  }
}

/**
 * `lending_operations::refresh_reserve` and the limit timestamps: interest accrued to `slot`, the
 * new price (or an emptied status when the stored one has expired), the refresh recorded.
 */
export function refreshReserveState(
  context: InstructionContext,
  reserve: ReserveAccount,
  input: { slot: bigint; now: bigint; price: PriceResult | null; referralFeeBps: number },
): void {
  refreshReserveInterest(context, reserve, input);
  updateLimitTimestamps(reserve, input.now);
}

/**
 * `lending_operations::refresh_reserve` alone (no limit timestamps): what the cToken deposit and
 * redeem run first, with no new price.
 */
export function refreshReserveInterest(
  context: InstructionContext,
  reserve: ReserveAccount,
  input: { slot: bigint; now: bigint; price: PriceResult | null; referralFeeBps: number },
): void {
  accrueInterest(context, reserve, input.slot, input.referralFeeBps);
  const b = reserve.bytes;
  let status: number | null = null;
  if (input.price !== null) {
    b.setU128(RESERVE.marketPriceSf, input.price.price);
    b.setU64(RESERVE.marketPriceLastUpdatedTs, input.price.timestamp);
    status = input.price.status;
  } else if (!isSavedPriceAgeValid(reserve, input.now)) {
    status = 0;
  }
  b.setU64(RESERVE.lastUpdate + LAST_UPDATE.slot, input.slot);
  b.setU8(RESERVE.lastUpdate + LAST_UPDATE.stale, 0);
  if (status !== null) b.setU8(RESERVE.lastUpdate + LAST_UPDATE.priceStatus, status);
  b.fill(RESERVE.configReserved1, 6);
}
