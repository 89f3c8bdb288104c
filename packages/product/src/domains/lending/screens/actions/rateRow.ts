import type { PreviewRow } from '../../../../actions/PreviewRows';
import type { LendingAction } from '../../data/actionLimits';
import type { ReserveView } from '../../data/reserveView';
import { apyText } from '../reserve/reserveFigures';

/**
 * The rate the action earns or pays, the form's first preview row: the reserve's supply APY for a
 * supply or withdrawal, its borrow APY for a borrow or repayment (rewards and staking yield
 * included, as the reserve page shows them).
 */
export function rateRow(action: LendingAction, reserve: ReserveView): PreviewRow {
  return action === 'supply' || action === 'withdraw'
    ? { label: 'Supply APY', after: apyText(reserve, reserve.apys.totalDepositApy) }
    : { label: 'Borrow APY', after: apyText(reserve, reserve.apys.totalBorrowApy) };
}
