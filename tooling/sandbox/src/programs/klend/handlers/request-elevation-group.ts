import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { field, hasOne, mutable, remainingAccounts, signer } from '../account-checks';
import { loadMarket, loadObligation, writeData } from '../actions/action-accounts';
import { requestElevationGroup } from '../actions/elevation-group-request';
import { klendError } from '../anchor-errors';
import { RemainingAccounts } from '../remaining-accounts';

/**
 * request_elevation_group: the owner moves its obligation (refreshed in this slot) into group
 * `groupId`, or out of any with 0. The remaining accounts are those of refresh_obligation: every
 * deposit's reserve, every borrow's reserve, then one referrer token state per borrow.
 */
export function requestElevationGroupHandler(context: InstructionContext, groupId: number): void {
  const owner = field(context, 'owner');
  signer(owner, 'owner');
  const obligation = loadObligation(context);
  const market = loadMarket(context);
  mutable(obligation.meta, 'obligation');
  hasOne(obligation.value.lendingMarket, market.meta.address, 'obligation');
  hasOne(obligation.value.owner, owner.address, 'obligation');

  const o = obligation.value;
  const metas = remainingAccounts(context);
  const borrowCount = o.activeBorrows().length;
  const reservesCount = borrowCount + o.activeDeposits().length;
  if (metas.length !== reservesCount + (o.hasReferrer ? borrowCount : 0)) {
    throw klendError('InvalidAccountInput', {
      source: 'handlers/handler_request_elevation_group.rs:23',
    });
  }
  const accounts = new RemainingAccounts(context);
  requestElevationGroup({ context, obligation: o, market: market.value, groupId, metas, accounts });
  accounts.writeBack();
  writeData(context, obligation, o.bytes.data);
}
