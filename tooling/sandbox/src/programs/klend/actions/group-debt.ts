import type {
  AccountMetaView,
  InstructionContext,
} from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS } from '../../../chain/execution/program-error';
import { anchorFailure, klendError } from '../anchor-errors';
import { BORROW, DEPOSIT, RESERVE } from '../layout-offsets';
import type { ObligationAccount } from '../obligation-account';
import type { RemainingAccounts } from '../remaining-accounts';
import type { ReserveAccount } from '../reserve-account';
import { saturatingSub } from './obligation-state';

/* The elevation-group debt trackers a repayment or an emptied deposit lowers (lending_operations::utils). */

const OPS = 'lending_market/lending_operations.rs';

export interface GroupDebtInput {
  context: InstructionContext;
  obligation: ObligationAccount;
  /** The repaid reserve. */
  reserve: ReserveAccount;
  /** The remaining accounts: one reserve per active deposit, in slot order. */
  depositReserves: readonly AccountMetaView[];
  remaining: RemainingAccounts;
}

/** `update_elevation_group_debt_trackers_on_repay`; `opened` is where the handler unwraps them. */
export function untrackGroupDebtOnRepay(
  input: GroupDebtInput,
  borrowBase: number,
  repay: bigint,
  opened: { unwrap: string; expect?: string },
): void {
  const { context, obligation: o, reserve } = input;
  const b = o.bytes;
  const id = o.elevationGroup;
  if (id === 0) {
    const before = reserve.bytes.u64(RESERVE.borrowedAmountOutsideElevationGroup);
    context.log(`Last refreshed borrows (outside elevation group) ${before}`);
    reserve.bytes.setU64(RESERVE.borrowedAmountOutsideElevationGroup, saturatingSub(before, repay));
    const own = borrowBase + BORROW.borrowedAmountOutsideElevationGroups;
    b.setU64(own, saturatingSub(b.u64(own), repay));
    return;
  }
  const index = id - 1;
  o.activeDeposits().forEach((slot, k) => {
    const meta = input.depositReserves[k];
    if (meta === undefined) throw klendError('InvalidAccountInput', { source: `${OPS}:3281` });
    const expected = b.pubkey(slot.base + DEPOSIT.reserve);
    if (!meta.address.equals(expected)) {
      throw anchorFailure(ANCHOR_ERRORS.RequireKeysEqViolated, {
        source: `${OPS}:3283`,
        pubkeys: [meta.address, expected],
      });
    }
    // `get_mut()?`: a read-only reserve fails with Anchor's AccountNotMutable.
    const deposit = input.remaining.reserve(meta, opened);
    const limit = deposit.config.borrowLimitAgainstThisCollateralInElevationGroup[index] ?? 0n;
    const offset = RESERVE.borrowedAmountsAgainstThisReserveInElevationGroups + index * 8;
    const before = deposit.bytes.u64(offset);
    const after = saturatingSub(before, repay);
    context.log(
      `Refreshed debt in elevation group reserve ${expected.toBase58()} before ${before} after ${after} limit ${limit}`,
    );
    deposit.bytes.setU64(offset, after);
    const own = slot.base + DEPOSIT.borrowedAmountAgainstThisCollateralInElevationGroup;
    b.setU64(own, saturatingSub(b.u64(own), repay));
  });
}

/** `update_elevation_group_debt_trackers_on_full_withdraw`: the emptied deposit's share leaves. */
export function untrackGroupDebtOnFullWithdraw(
  previousDebt: bigint,
  groupId: number,
  reserve: ReserveAccount,
): void {
  if (groupId === 0) return;
  const offset = RESERVE.borrowedAmountsAgainstThisReserveInElevationGroups + (groupId - 1) * 8;
  reserve.bytes.setU64(offset, saturatingSub(reserve.bytes.u64(offset), previousDebt));
}
