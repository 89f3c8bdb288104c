import { KLEND_DISCRIMINATORS } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { field, hasOne, loader, mutable, remainingAccounts } from '../account-checks';
import { klendError } from '../anchor-errors';
import { MarketAccount } from '../market-account';
import { ObligationAccount } from '../obligation-account';
import { refreshObligationState } from '../obligation-refresh';
import { RemainingAccounts } from '../remaining-accounts';

/**
 * refresh_obligation: the obligation (of this market) re-valued from its reserves, passed as
 * remaining accounts in the program's order — every deposit's reserve, every borrow's reserve,
 * then, when the obligation has a referrer, one referrer token state per borrow.
 */
export function refreshObligation(context: InstructionContext): void {
  const marketMeta = field(context, 'lending_market');
  const marketState = loader(
    context,
    marketMeta,
    KLEND_DISCRIMINATORS.LendingMarket,
    'lending_market',
  );
  const obligationMeta = field(context, 'obligation');
  const obligationState = loader(
    context,
    obligationMeta,
    KLEND_DISCRIMINATORS.Obligation,
    'obligation',
  );
  mutable(obligationMeta, 'obligation');
  const obligation = new ObligationAccount(obligationState.data);
  hasOne(obligation.lendingMarket, marketMeta.address, 'obligation');
  const marketAccount = new MarketAccount(marketMeta.address, marketState);
  if (marketAccount.market.emergencyMode) {
    throw klendError('GlobalEmergencyMode', { source: 'utils/constraints.rs:11' });
  }

  const remaining = remainingAccounts(context);
  const borrowCount = obligation.activeBorrows().length;
  const reservesCount = borrowCount + obligation.activeDeposits().length;
  const expected = reservesCount + (obligation.hasReferrer ? borrowCount : 0);
  if (remaining.length !== expected) {
    context.log(
      `expected_remaining_accounts=${expected}, actual_remaining_accounts ${remaining.length} obligation.has_referrer()=${obligation.hasReferrer} reserves_count=${reservesCount} borrow_count=${borrowCount}`,
    );
    throw klendError('InvalidAccountInput', {
      source: 'handlers/handler_refresh_obligation.rs:33',
    });
  }
  const accounts = new RemainingAccounts(context);
  refreshObligationState(
    {
      context,
      obligation,
      market: marketAccount.market,
      marketAccount,
      accounts,
      slot: context.clock.slot,
      now: context.clock.unixTimestamp,
    },
    remaining,
  );
  accounts.writeBack();
  context.write(obligationMeta.address, { ...obligationState, data: obligation.bytes.data });
}
