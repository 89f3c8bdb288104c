import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { klendError } from '../anchor-errors';
import { add, ceil, display, div, u64Add } from '../fraction';
import { BORROW, DEPOSIT, OBLIGATION, RESERVE } from '../layout-offsets';
import type { ElevationGroupSlot, MarketAccount } from '../market-account';
import type { ObligationAccount, Slot } from '../obligation-account';
import { elevationGroupOf } from '../obligation-refresh';
import type { ReserveAccount } from '../reserve-account';
import { checkSameElevationGroup } from './borrow-operation';
import {
  bfDebtValue,
  checkNotMarkedForDeleveraging,
  checkOrdersSupported,
  depositedValue,
  loanToValue,
  markObligationStale,
  obligationStale,
  reserveStale,
} from './obligation-state';
import { markStale } from './reserve-liquidity';

/* `lending_operations::deposit_obligation_collateral`: cTokens recorded in a deposit slot. */

const OPS = 'lending_market/lending_operations.rs';
const OBLIGATION_RS = 'state/obligation.rs';

const depositSlot = (index: number): Slot => ({
  index,
  base: OBLIGATION.deposits + index * DEPOSIT.size,
});

/** `find_or_add_collateral_to_deposits`: the reserve's slot, else the first empty one (new). */
function findOrAddDeposit(o: ObligationAccount, reserve: ReserveAccount, log: (m: string) => void) {
  for (let i = 0; i < DEPOSIT.slots; i += 1) {
    if (o.bytes.pubkey(depositSlot(i).base).equals(reserve.address)) {
      return { slot: depositSlot(i), added: false };
    }
  }
  for (let i = 0; i < DEPOSIT.slots; i += 1) {
    const slot = depositSlot(i);
    if (o.bytes.isZero(slot.base, 32)) {
      o.bytes.fill(slot.base, DEPOSIT.size);
      o.bytes.setPubkey(slot.base + DEPOSIT.reserve, reserve.address);
      return { slot, added: true };
    }
  }
  log('Obligation has no empty deposits');
  throw klendError('ObligationReserveLimit', { source: `${OBLIGATION_RS}:329` });
}

/** `get_borrowed_amount_if_single_token`: the ceiled debt when at most one reserve is owed. */
function singleTokenDebt(o: ObligationAccount): bigint | null {
  const borrows = o.activeBorrows();
  if (borrows.length > 1) return null;
  let total = 0n;
  for (let i = 0; i < BORROW.slots; i += 1) {
    total += o.bytes.u128(OBLIGATION.borrows + i * BORROW.size + BORROW.borrowedAmountSf);
  }
  return ceil(total);
}

/** `update_elevation_group_debt_trackers_on_new_deposit`. */
function trackNewDeposit(
  o: ObligationAccount,
  slot: Slot,
  preCount: number,
  group: ElevationGroupSlot | null,
  reserve: ReserveAccount,
  debt: bigint | null,
): void {
  if (group === null) return;
  if (group.debtReserve.equals(reserve.address)) {
    throw klendError('ElevationGroupDebtReserveAsCollateral', {
      source: `${OPS}:3335`,
      pubkeys: [group.debtReserve, reserve.address],
    });
  }
  if (group.maxReservesAsCollateral < preCount + 1) {
    throw klendError('ObligationCollateralExceedsElevationGroupLimit', {
      source: `${OPS}:3342`,
      values: [group.maxReservesAsCollateral.toString(), (preCount + 1).toString()],
    });
  }
  if (debt === null) {
    throw klendError('ObligationElevationGroupMultipleDebtReserve', { source: `${OPS}:3352` });
  }
  const offset = RESERVE.borrowedAmountsAgainstThisReserveInElevationGroups + (group.id - 1) * 8;
  reserve.bytes.setU64(offset, u64Add(reserve.bytes.u64(offset), debt));
  o.bytes.setU64(slot.base + DEPOSIT.borrowedAmountAgainstThisCollateralInElevationGroup, debt);
}

/** `post_deposit_obligation_invariants`. */
function postDepositInvariants(
  context: InstructionContext,
  input: { o: ObligationAccount; reserve: ReserveAccount; market: MarketAccount },
  amount: bigint,
  previousValue: bigint,
): void {
  const { o, reserve, market } = input;
  const assetValue = reserve.marketValue(reserve.collateralToLiquidity(amount));
  const newTotal = add(depositedValue(o), assetValue);
  const newCollateral = add(previousValue, assetValue);
  const newLtv = div(bfDebtValue(o), newTotal);
  if (newCollateral > 0n && newCollateral < market.minNetValueSf) {
    context.log(
      `Obligation new collateral value after deposit ${display(newCollateral)} for $${reserve.symbol}`,
    );
    throw klendError('NetValueRemainingTooSmall', { source: `${OPS}:3579` });
  }
  if (depositedValue(o) !== 0n && newLtv > loanToValue(o)) {
    context.log(`Obligation new LTV after deposit ${display(newLtv)} of ${reserve.symbol}`);
    throw klendError('WorseLtvBlocked', { source: `${OPS}:3591` });
  }
}

export function depositObligationCollateral(input: {
  context: InstructionContext;
  market: MarketAccount;
  reserve: ReserveAccount;
  obligation: ObligationAccount;
  amount: bigint;
}): void {
  const { context, market, reserve, obligation: o, amount } = input;
  const { slot } = context.clock;
  const log = (m: string) => context.log(m);
  if (amount === 0n) {
    log('Collateral amount provided cannot be zero');
    throw klendError('InvalidAmount', { source: `${OPS}:323` });
  }
  if (reserveStale(reserve, slot, 0)) {
    log('Deposit reserve is stale and must be refreshed in the current slot');
    throw klendError('ReserveStale', { source: `${OPS}:331` });
  }
  if (obligationStale(o, slot, 0)) {
    log('Obligation is stale and must be refreshed in the current slot');
    throw klendError('ObligationStale', { source: `${OPS}:339` });
  }
  if (
    reserve.config.disableUsageAsCollOutsideEmode &&
    o.elevationGroup === 0 &&
    bfDebtValue(o) > 0n
  ) {
    log('Deposit reserve is disabled for usage as collateral outside elevation group');
    throw klendError('DepositDisabledOutsideElevationGroup', { source: `${OPS}:347` });
  }
  checkSameElevationGroup(o, reserve);
  const group = elevationGroupOf(o.elevationGroup, market);
  const threshold =
    group === null ? reserve.config.liquidationThresholdPct : group.liquidationThresholdPct;
  if (threshold === 0) checkNotMarkedForDeleveraging(o, log);
  const preCount = o.activeDeposits().length;
  const debt = singleTokenDebt(o);
  const { slot: deposit, added } = findOrAddDeposit(o, reserve, log);
  if (added) trackNewDeposit(o, deposit, preCount, group, reserve, debt);
  const amountOffset = deposit.base + DEPOSIT.depositedAmount;
  const next = o.bytes.u64(amountOffset) + amount;
  if (next > (1n << 64n) - 1n) throw klendError('MathOverflow');
  o.bytes.setU64(amountOffset, next);
  const previousValue = o.bytes.u128(deposit.base + DEPOSIT.marketValueSf);
  checkOrdersSupported(o);
  markObligationStale(o);
  markStale(reserve);
  postDepositInvariants(context, { o, reserve, market }, amount, previousValue);
}
