import { PublicKey } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../../chain/execution/instruction-context';
import { klendError } from '../anchor-errors';
import { display, displayExact, div } from '../fraction';
import { BORROW, DEPOSIT, OBLIGATION, RESERVE } from '../layout-offsets';
import type { ElevationGroupSlot, MarketAccount } from '../market-account';
import type { ObligationAccount } from '../obligation-account';
import { refreshBorrows, type UnwrapSites } from '../obligation-borrows';
import { refreshDeposits } from '../obligation-deposits';
import { elevationGroupOf } from '../obligation-refresh';
import type { RemainingAccounts } from '../remaining-accounts';
import type { ReserveAccount } from '../reserve-account';
import { checkFullyRefreshed } from './borrow-operation';
import { loanToValue, markObligationStale, saturatingSub } from './obligation-state';

/*
 * `lending_operations::request_elevation_group`: the obligation's group debts are released, its
 * positions re-valued under the new group (0 leaves), which must cover the debt; then every
 * reserve must fit the group and its debt limits.
 */

const OPS = 'lending_market/lending_operations.rs';
const HANDLER = 'handlers/handler_request_elevation_group.rs';
const UNWRAPS: UnwrapSites = {
  deposit: `${HANDLER}:30:81`,
  borrow: `${HANDLER}:37:81`,
  referrer: `${HANDLER}:44:80`,
};

export interface ElevationRequest {
  context: InstructionContext;
  obligation: ObligationAccount;
  market: MarketAccount;
  groupId: number;
  /** The remaining accounts: deposit reserves, borrow reserves, referrer token states. */
  metas: readonly AccountMetaView[];
  accounts: RemainingAccounts;
}

/** The remaining account of an obligation slot (`zip_exact`, the unwrap), keyed to the slot. */
function slotReserve(
  input: ElevationRequest,
  at: { position: number; expected: PublicKey | null; unwrap: string; lines: [number, number] },
): ReserveAccount {
  const meta = input.metas[at.position];
  if (meta === undefined) {
    throw klendError('InvalidAccountInput', { source: `${OPS}:${at.lines[0]}` });
  }
  const reserve = input.accounts.reserve(meta, { unwrap: at.unwrap });
  if (at.expected !== null && !meta.address.equals(at.expected)) {
    throw klendError('InvalidAccountInput', {
      source: `${OPS}:${at.lines[1]}`,
      pubkeys: [at.expected, meta.address],
    });
  }
  return reserve;
}

/** `reset_elevation_group_debts`: what the obligation counted against its current group (or none). */
function resetGroupDebts(input: ElevationRequest, current: ElevationGroupSlot | null): void {
  const b = input.obligation.bytes;
  if (current !== null) {
    const offset =
      RESERVE.borrowedAmountsAgainstThisReserveInElevationGroups + (current.id - 1) * 8;
    input.obligation.activeDeposits().forEach((slot, k) => {
      const own = slot.base + DEPOSIT.borrowedAmountAgainstThisCollateralInElevationGroup;
      const reserve = slotReserve(input, {
        position: k,
        expected: b.pubkey(slot.base + DEPOSIT.reserve),
        unwrap: UNWRAPS.deposit,
        lines: [1448, 1449],
      });
      reserve.bytes.setU64(offset, saturatingSub(reserve.bytes.u64(offset), b.u64(own)));
      b.setU64(own, 0n);
    });
    return;
  }
  const depositCount = input.obligation.activeDeposits().length;
  input.obligation.activeBorrows().forEach((slot, k) => {
    const own = slot.base + BORROW.borrowedAmountOutsideElevationGroups;
    const reserve = slotReserve(input, {
      position: depositCount + k,
      expected: null,
      unwrap: UNWRAPS.borrow,
      lines: [1471, 1471],
    });
    const offset = RESERVE.borrowedAmountOutsideElevationGroup;
    reserve.bytes.setU64(offset, saturatingSub(reserve.bytes.u64(offset), b.u64(own)));
    b.setU64(own, 0n);
  });
}

/** The new group's own requirements (`request_elevation_group`, before re-valuing). */
function checkGroup(group: ElevationGroupSlot, depositCount: number): void {
  if (!group.allowNewLoans) {
    throw klendError('ElevationGroupNewLoansDisabled', { source: `${OPS}:804` });
  }
  if (group.debtReserve.equals(PublicKey.default)) {
    throw klendError('ElevationGroupWithoutDebtReserve', { source: `${OPS}:809` });
  }
  const max = group.maxReservesAsCollateral;
  if (max <= 0) {
    throw klendError('ElevationGroupMaxCollateralReserveZero', {
      source: `${OPS}:814`,
      values: [`${max}`, '0'],
    });
  }
  if (max < depositCount) {
    throw klendError('ObligationCollateralExceedsElevationGroupLimit', {
      source: `${OPS}:819`,
      values: [`${max}`, `${depositCount}`],
    });
  }
}

/** `check_elevation_group_borrow_limit_constraints` under the new group. */
function checkGroupLimits(input: ElevationRequest, group: ElevationGroupSlot | null): void {
  const o = input.obligation;
  const b = o.bytes;
  const depositCount = o.activeDeposits().length;
  o.activeBorrows().forEach((slot, k) => {
    const reserve = slotReserve(input, {
      position: depositCount + k,
      expected: b.pubkey(slot.base + BORROW.reserve),
      unwrap: UNWRAPS.borrow,
      lines: [3095, 3098],
    });
    if (group !== null) {
      if (!reserve.config.elevationGroups.includes(group.id)) {
        throw klendError('InconsistentElevationGroup', { source: `${OPS}:3105` });
      }
      if (!reserve.address.equals(group.debtReserve)) {
        throw klendError('ElevationGroupHasAnotherDebtReserve', {
          source: `${OPS}:3112`,
          pubkeys: [reserve.address, group.debtReserve],
        });
      }
      return;
    }
    const limit = reserve.config.borrowLimitOutsideElevationGroup;
    const borrowed = reserve.bytes.u64(RESERVE.borrowedAmountOutsideElevationGroup);
    if (limit < borrowed) {
      throw klendError('ElevationGroupBorrowLimitExceeded', {
        source: `${OPS}:3120`,
        values: [`${limit}`, `${borrowed}`],
      });
    }
  });
  o.activeDeposits().forEach((slot, k) => {
    const reserve = slotReserve(input, {
      position: k,
      expected: b.pubkey(slot.base + DEPOSIT.reserve),
      unwrap: UNWRAPS.deposit,
      lines: [3136, 3139],
    });
    if (group === null) return;
    if (!reserve.config.elevationGroups.includes(group.id)) {
      throw klendError('InconsistentElevationGroup', { source: `${OPS}:3147` });
    }
    if (reserve.address.equals(group.debtReserve)) {
      throw klendError('ElevationGroupDebtReserveAsCollateral', {
        source: `${OPS}:3154`,
        pubkeys: [reserve.address, group.debtReserve],
      });
    }
    const index = group.id - 1;
    const limit = reserve.config.borrowLimitAgainstThisCollateralInElevationGroup[index] ?? 0n;
    const borrowed = reserve.bytes.u64(
      RESERVE.borrowedAmountsAgainstThisReserveInElevationGroups + index * 8,
    );
    if (limit < borrowed) {
      throw klendError('ElevationGroupBorrowLimitExceeded', {
        source: `${OPS}:3161`,
        values: [`${limit}`, `${borrowed}`],
      });
    }
  });
  if (o.activeBorrows().length > 0 && o.elevationGroup === 0) {
    if (b.u8(OBLIGATION.borrowingDisabled) > 0) {
      throw klendError('BorrowingDisabledOutsideElevationGroup', { source: `${OPS}:3538` });
    }
  }
}

export function requestElevationGroup(input: ElevationRequest): void {
  const { context, obligation: o, market, groupId } = input;
  const { slot, unixTimestamp: now } = context.clock;
  checkFullyRefreshed(context, o, slot);
  if (o.elevationGroup === groupId) {
    throw klendError('ElevationGroupAlreadyActivated', { source: `${OPS}:784` });
  }
  const initialLtv = loanToValue(o);
  resetGroupDebts(input, elevationGroupOf(o.elevationGroup, market));
  const group = elevationGroupOf(groupId, market);
  if (group !== null) checkGroup(group, o.activeDeposits().length);
  const refresh = {
    context,
    obligation: o,
    market: market.market,
    group,
    accounts: input.accounts,
    slot,
    now,
    unwraps: UNWRAPS,
  };
  const borrows = refreshBorrows(refresh, input.metas);
  const deposits = refreshDeposits(refresh, input.metas, borrows.borrowedAmountInElevationGroup);
  const debt = borrows.borrowFactorAdjustedDebtValue;
  if (deposits.allowedBorrowValue < debt) {
    context.log('The obligation is not healthy enough to support the new elevation group');
    throw klendError('UnhealthyElevationGroupLtv', {
      source: `${OPS}:857`,
      values: [display(deposits.allowedBorrowValue), display(debt)],
    });
  }
  if (o.bytes.u64(OBLIGATION.autodeleverageMarginCallStartedTimestamp) !== 0n) {
    // `check_ltv_not_worse_if_marked_for_deleveraging`.
    const resulting = div(debt, deposits.depositedValue);
    if (resulting > initialLtv) {
      context.log(
        `Obligation marked for deleveraging - cannot worsen its LTV from ${displayExact(initialLtv)} to ${displayExact(resulting)}`,
      );
      throw klendError('WorseLtvBlocked', { source: `${OPS}:1346` });
    }
  }
  context.log(
    `Previous elevation group: ${o.elevationGroup} . Requested elevation group for: ${groupId}`,
  );
  o.bytes.setU8(OBLIGATION.elevationGroup, groupId);
  o.bytes.setU8(OBLIGATION.borrowingDisabled, deposits.borrowingDisabled ? 1 : 0);
  markObligationStale(o);
  checkGroupLimits(input, group);
}
