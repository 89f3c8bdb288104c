import type {
  AccountMetaView,
  InstructionContext,
} from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS } from '../../../chain/execution/program-error';
import type { AccountBytes } from '../account-bytes';
import { anchorFailure, klendError } from '../anchor-errors';
import { add, ceil, display, div, fromInt, fromPercent, mul } from '../fraction';
import { BORROW, DEPOSIT, OBLIGATION, REFERRER_TOKEN_STATE, RESERVE } from '../layout-offsets';
import type { ElevationGroupSlot, MarketAccount } from '../market-account';
import type { ObligationAccount } from '../obligation-account';
import { elevationGroupOf } from '../obligation-refresh';
import type { RemainingAccounts } from '../remaining-accounts';
import type { ReserveAccount } from '../reserve-account';
import {
  type BorrowResult,
  type BorrowSize,
  borrowSizeDebug,
  calculateBorrow,
} from './borrow-calculation';
import {
  ALL_CHECKS,
  addU64,
  bfDebtValue,
  checkNotMarkedForDeleveraging,
  checkOrdersSupported,
  depositedValue,
  findOrAddBorrow,
  hasObsoleteReserves,
  markObligationStale,
  obligationStale,
  remainingBorrowValue,
  reserveStale,
  sf,
  statusBits,
  unhealthyLoanToValue,
} from './obligation-state';
import { borrowFromReserve, markStale, remainingBorrowCapacity } from './reserve-liquidity';
import { addToWithdrawalAccum } from './withdrawal-caps';

/* `lending_operations::borrow_obligation_liquidity` and the checks it runs (MATH §2.7, §3–§5). */

const OPS = 'lending_market/lending_operations.rs';

/** `check_same_elevation_group`. */
export function checkSameElevationGroup(o: ObligationAccount, r: ReserveAccount): void {
  const id = o.elevationGroup;
  if (id !== 0 && !r.config.elevationGroups.includes(id)) {
    throw klendError('InconsistentElevationGroup', { source: `${OPS}:3551` });
  }
}

/** `check_elevation_group_borrowing_enabled`. */
export function checkGroupBorrowingEnabled(o: ObligationAccount, market: MarketAccount): void {
  const group = elevationGroupOf(o.elevationGroup, market);
  if (group !== null && !group.allowNewLoans) {
    throw klendError('ElevationGroupNewLoansDisabled', { source: `${OPS}:3070` });
  }
}

/** `check_obligation_fully_refreshed_and_not_null`. */
export function checkFullyRefreshed(
  context: InstructionContext,
  o: ObligationAccount,
  slot: bigint,
): void {
  if (obligationStale(o, slot, ALL_CHECKS)) {
    context.log(
      `Obligation is stale and must be refreshed in the current slot, price status: ${statusBits(o, OBLIGATION.lastUpdate)}`,
    );
    throw klendError('ObligationStale', { source: `${OPS}:3955` });
  }
  if (o.activeDeposits().length === 0) {
    context.log('Obligation has no deposits to borrow against');
    throw klendError('ObligationDepositsEmpty', { source: `${OPS}:3959` });
  }
  if (depositedValue(o) === 0n) {
    context.log('Obligation deposits have zero value');
    throw klendError('ObligationDepositsZero', { source: `${OPS}:3963` });
  }
}

/** `check_borrow_possible`. */
function checkBorrowPossible(input: BorrowInput): void {
  const { context, market, reserve, obligation } = input;
  const { slot, unixTimestamp: now } = context.clock;
  if (market.market.borrowDisabled)
    throw klendError('BorrowingDisabled', { source: `${OPS}:3457` });
  if (reserveStale(reserve, slot, ALL_CHECKS)) {
    context.log(
      `Borrow reserve is stale and must be refreshed in the current slot, price_status: ${statusBits(reserve, RESERVE.lastUpdate)}`,
    );
    throw klendError('ReserveStale', { source: `${OPS}:3469` });
  }
  const maturity = reserve.config.debtMaturityTimestamp;
  if (maturity !== 0n && now >= maturity) {
    context.log(
      `Cannot borrow from a reserve that reached its debt maturity ${now - maturity} seconds ago`,
    );
    throw klendError('ReserveDebtMaturityReached', { source: `${OPS}:3485` });
  }
  checkNotMarkedForDeleveraging(obligation, (m) => context.log(m));
  if (hasObsoleteReserves(obligation)) {
    throw klendError('ObligationInObsoleteReserve', { source: `${OPS}:3491` });
  }
  checkFullyRefreshed(context, obligation, slot);
  checkSameElevationGroup(obligation, reserve);
  checkGroupBorrowingEnabled(obligation, market);
  if (obligation.elevationGroup === 0 && obligation.bytes.u8(OBLIGATION.borrowingDisabled) > 0) {
    throw klendError('BorrowingDisabledOutsideElevationGroup', { source: `${OPS}:3538` });
  }
}

export interface BorrowInput {
  context: InstructionContext;
  market: MarketAccount;
  reserve: ReserveAccount;
  obligation: ObligationAccount;
  size: BorrowSize;
  referrerTokenState: AccountBytes | null;
  depositReserves: readonly AccountMetaView[];
  remaining: RemainingAccounts;
}

/** `update_elevation_group_debt_trackers_on_borrow`. */
function trackGroupDebt(
  input: BorrowInput,
  group: ElevationGroupSlot | null,
  borrowBase: number,
  amount: bigint,
): void {
  const { context, obligation, reserve } = input;
  const b = obligation.bytes;
  if (group === null) {
    const limit = reserve.config.borrowLimitOutsideElevationGroup;
    const before = reserve.bytes.u64(RESERVE.borrowedAmountOutsideElevationGroup);
    context.log(`Last refreshed borrows (outside elevation group) ${before}`);
    const next = addU64(before, amount);
    if (limit < next) {
      throw klendError('BorrowLimitExceeded', {
        source: `${OPS}:3253`,
        values: [limit.toString(), next.toString()],
      });
    }
    reserve.bytes.setU64(RESERVE.borrowedAmountOutsideElevationGroup, next);
    const own = borrowBase + BORROW.borrowedAmountOutsideElevationGroups;
    b.setU64(own, b.u64(own) + amount);
    return;
  }
  if (!group.debtReserve.equals(reserve.address)) {
    throw klendError('ElevationGroupHasAnotherDebtReserve', {
      source: `${OPS}:3198`,
      pubkeys: [group.debtReserve, reserve.address],
    });
  }
  const index = group.id - 1;
  obligation.activeDeposits().forEach((slot, k) => {
    const meta = input.depositReserves[k];
    if (meta === undefined) throw klendError('InvalidAccountInput', { source: `${OPS}:3206` });
    const expected = b.pubkey(slot.base + DEPOSIT.reserve);
    if (!meta.address.equals(expected)) {
      throw anchorFailure(ANCHOR_ERRORS.RequireKeysEqViolated, {
        source: `${OPS}:3208`,
        pubkeys: [meta.address, expected],
      });
    }
    // `get_mut()?`: a read-only reserve fails with Anchor's AccountNotMutable.
    const deposit = input.remaining.reserve(meta, {
      unwrap: 'handlers/handler_borrow_obligation_liquidity.rs:80:81',
    });
    const limit = deposit.config.borrowLimitAgainstThisCollateralInElevationGroup[index] ?? 0n;
    const offset = RESERVE.borrowedAmountsAgainstThisReserveInElevationGroups + index * 8;
    const before = deposit.bytes.u64(offset);
    const after = before + amount;
    if (after > (1n << 64n) - 1n) {
      throw klendError('ElevationGroupBorrowLimitExceeded', { source: `${OPS}:3222` });
    }
    context.log(
      `Refreshed debt in elevation group reserve ${expected.toBase58()} before ${before} after ${after} limit ${limit}`,
    );
    if (limit < after) {
      throw klendError('ElevationGroupBorrowLimitExceeded', {
        source: `${OPS}:3230`,
        values: [limit.toString(), after.toString()],
      });
    }
    deposit.bytes.setU64(offset, after);
    const own = slot.base + DEPOSIT.borrowedAmountAgainstThisCollateralInElevationGroup;
    b.setU64(own, b.u64(own) + amount);
  });
}

/** `post_borrow_obligation_invariants`. */
function postBorrowInvariants(input: BorrowInput, amount: bigint, liquidityValue: bigint): void {
  const { context, obligation: o, reserve, market } = input;
  const assetValue = reserve.marketValue(amount);
  const factor = reserve.borrowFactor(o.elevationGroup !== 0);
  const newBfDebt = add(bfDebtValue(o), mul(assetValue, factor));
  const newDebt = add(sf(o, OBLIGATION.borrowedAssetsMarketValueSf), assetValue);
  const newLiquidityValue = add(liquidityValue, assetValue);
  if (newLiquidityValue > 0n && newLiquidityValue < market.minNetValueSf) {
    context.log(
      `Obligation new borrowed value after borrow ${display(newLiquidityValue)} for ${reserve.symbol}`,
    );
    throw klendError('NetValueRemainingTooSmall', { source: `${OPS}:3824` });
  }
  const newLtv = div(newBfDebt, depositedValue(o));
  const unhealthy = unhealthyLoanToValue(o);
  if (newLtv > unhealthy) {
    context.log(
      `Obligation new LTV/new unhealthy LTV after borrow ${display(newLtv)}/${display(unhealthy)} of ${reserve.symbol}`,
    );
    throw klendError('WorseLtvThanUnhealthyLtv', { source: `${OPS}:3835` });
  }
  if (newDebt >= depositedValue(o)) {
    context.log(
      `Obligation can't have more liabilities than assets after borrow ${display(newDebt)} of ${reserve.symbol}`,
    );
    throw klendError('LiabilitiesBiggerThanAssets', { source: `${OPS}:3844` });
  }
}

/** `check_below_reserve_utilization_limit`. */
function checkUtilizationLimit(
  context: InstructionContext,
  reserve: ReserveAccount,
  amount: bigint,
) {
  const limit = reserve.config.utilizationLimitBlockBorrowingAbovePct;
  const next = div(add(reserve.totalBorrow(), amount), reserve.totalSupply());
  if (next >= fromPercent(limit) && limit !== 0) {
    context.log(
      `Borrowing above utilization rate is disabled, current ${display(reserve.utilizationRate())}, new ${display(next)}, limit ${limit}`,
    );
    throw klendError('BorrowingAboveUtilizationRateDisabled', { source: `${OPS}:1366` });
  }
}

export function borrowObligationLiquidity(input: BorrowInput): BorrowResult {
  const { context, market, reserve, obligation } = input;
  const { unixTimestamp: now } = context.clock;
  if (input.size.kind === 'Exact' && input.size.amount === 0n) {
    context.log('Liquidity amount provided cannot be zero');
    throw klendError('InvalidAmount', { source: `${OPS}:185` });
  }
  checkBorrowPossible(input);
  const remainingValue = remainingBorrowValue(obligation);
  if (remainingValue === 0n) {
    context.log('Remaining borrow value is zero');
    throw klendError('BorrowTooLarge', { source: `${OPS}:193` });
  }
  if (remainingBorrowCapacity(reserve) === 0n) {
    context.log('Borrow reserve is at full capacity');
    throw klendError('BorrowLimitExceeded', { source: `${OPS}:199` });
  }
  const referralFeeBps = market.market.referralFeeBps;
  const result = calculateBorrow(context, reserve, input.size, {
    maxValue: remainingValue,
    referralFeeBps,
    inElevationGroup: obligation.elevationGroup !== 0,
    hasReferrer: input.referrerTokenState !== null,
  });
  const borrowAmount = ceil(result.borrowAmount);
  context.log(
    `Requested: ${borrowSizeDebug(input.size)}, calculated: borrow_amount_f ${display(result.borrowAmount)}, receive_amount ${result.receiveAmount}`,
  );
  addToWithdrawalAccum(reserve.bytes, RESERVE.debtWithdrawalCap, borrowAmount, now);
  if (result.receiveAmount === 0n) {
    context.log('Borrow amount is too small to receive liquidity after fees');
    throw klendError('BorrowTooSmall', { source: `${OPS}:232` });
  }
  checkUtilizationLimit(context, reserve, result.borrowAmount);
  borrowFromReserve(context, reserve, result.borrowAmount);
  markStale(reserve);
  const log = (m: string) => context.log(m);
  const slot = findOrAddBorrow(
    obligation,
    reserve.address,
    reserve.bytes.uint(RESERVE.cumulativeBorrowRateBsf, 4),
    log,
  );
  const b = obligation.bytes;
  const term = reserve.config.debtTermSeconds;
  const borrowedAt = b.u64(slot.base + BORROW.lastBorrowedAtTimestamp);
  if (term !== 0n && borrowedAt === 0n) {
    log(
      `Debt reserve has a debt term of ${term} seconds, but an Obligation did not track its borrow timestamp; ignoring it`,
    );
  } else if (term !== 0n && now >= borrowedAt + term) {
    log(
      `Obligation borrow's debt term has been reached ${now - borrowedAt - term} seconds ago, cannot borrow more`,
    );
    throw klendError('DebtReachedReserveDebtTerm', { source: `${OPS}:259` });
  }
  const debt = slot.base + BORROW.borrowedAmountSf;
  b.setU128(debt, add(b.u128(debt), result.borrowAmount));
  b.setU64(slot.base + BORROW.lastBorrowedAtTimestamp, now);
  if (input.referrerTokenState !== null && referralFeeBps > 0) {
    // `add_referrer_fee`: the referrer's part stays in the vault, owed to the referrer.
    const fee = fromInt(result.referrerFee);
    const state = input.referrerTokenState;
    for (const offset of [
      REFERRER_TOKEN_STATE.amountCumulativeSf,
      REFERRER_TOKEN_STATE.amountUnclaimedSf,
    ]) {
      state.setU128(offset, add(state.u128(offset), fee));
    }
    reserve.bytes.setU128(
      RESERVE.accumulatedReferrerFeesSf,
      add(reserve.bytes.u128(RESERVE.accumulatedReferrerFeesSf), fee),
    );
    reserve.bytes.setU64(
      RESERVE.availableAmount,
      reserve.bytes.u64(RESERVE.availableAmount) + result.referrerFee,
    );
  }
  checkOrdersSupported(obligation);
  b.setU8(OBLIGATION.hasDebt, 1);
  markObligationStale(obligation);
  const group = elevationGroupOf(obligation.elevationGroup, market);
  trackGroupDebt(input, group, slot.base, borrowAmount);
  postBorrowInvariants(input, result.borrowAmount, b.u128(slot.base + BORROW.marketValueSf));
  return result;
}
