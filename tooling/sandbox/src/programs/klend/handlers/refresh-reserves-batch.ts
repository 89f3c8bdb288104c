import { KLEND_DISCRIMINATORS } from '@keel/chain-readers';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS } from '../../../chain/execution/program-error';
import { loader } from '../account-checks';
import { anchorFailure, klendError } from '../anchor-errors';
import { display } from '../fraction';
import { RESERVE } from '../layout-offsets';
import { MarketAccount } from '../market-account';
import { type OracleAccounts, validateOracleAccounts } from '../oracle-config';
import type { PriceResult } from '../price-validation';
import { PROGRAM_VERSION, ReserveAccount } from '../reserve-account';
import { isPriceRefreshNeeded, refreshReserveState } from '../reserve-refresh';
import { currentPrice } from './refresh-reserve';

const SOURCE = 'handlers/handler_refresh_reserves_batch.rs';

/** The accounts still to read, in the order the program takes them from its iterator. */
class RemainingAccounts {
  private at = 0;
  constructor(private readonly accounts: readonly AccountMetaView[]) {}
  next(): AccountMetaView | undefined {
    const meta = this.accounts[this.at];
    if (meta !== undefined) this.at += 1;
    return meta;
  }
}

/** `maybe_price_account`: the program's own id stands for "none"; a missing one is refused. */
function maybePriceAccount(
  context: InstructionContext,
  meta: AccountMetaView | undefined,
): AccountMetaView | null {
  if (meta === undefined) {
    context.log('Missing price account');
    throw klendError('InvalidAccountInput', { source: `${SOURCE}:21` });
  }
  return meta.address.equals(context.programId) ? null : meta;
}

/**
 * refresh_reserves_batch(skip_price_updates): no declared accounts; the remaining accounts are
 * read in groups — reserve, its lending market, then (unless prices are skipped) the reserve's
 * four price accounts — and each reserve is refreshed as refresh_reserve does: interest accrued
 * to the current slot, the price taken when it is due, the limit timestamps.
 */
export function refreshReservesBatch(context: InstructionContext, skipPriceUpdates: boolean) {
  const { slot, unixTimestamp: now } = context.clock;
  const remaining = new RemainingAccounts(context.accounts);
  for (;;) {
    const reserveMeta = remaining.next();
    if (reserveMeta === undefined) break;
    const marketMeta = remaining.next();
    if (marketMeta === undefined) {
      context.log('Missing lending market account');
      throw klendError('InvalidAccountInput', { source: `${SOURCE}:35` });
    }
    const reserveState = loader(context, reserveMeta, KLEND_DISCRIMINATORS.Reserve, 'reserve');
    if (!reserveMeta.isWritable) throw anchorFailure(ANCHOR_ERRORS.AccountNotMutable);
    const reserve = new ReserveAccount(reserveMeta.address, reserveState);
    if (!reserve.lendingMarket.equals(marketMeta.address)) {
      throw klendError('InvalidAccountInput', {
        source: `${SOURCE}:41`,
        pubkeys: [reserve.lendingMarket, marketMeta.address],
      });
    }
    const marketState = loader(
      context,
      marketMeta,
      KLEND_DISCRIMINATORS.LendingMarket,
      'lending_market',
    );
    const { market } = new MarketAccount(marketMeta.address, marketState);
    if (market.emergencyMode) throw klendError('GlobalEmergencyMode', { source: `${SOURCE}:52` });
    if (reserve.version !== PROGRAM_VERSION) {
      throw klendError('ReserveDeprecated', { source: `${SOURCE}:57` });
    }
    let price: PriceResult | null = null;
    if (!skipPriceUpdates) {
      const oracles: OracleAccounts = {
        pyth: maybePriceAccount(context, remaining.next()),
        switchboardPrice: maybePriceAccount(context, remaining.next()),
        switchboardTwap: maybePriceAccount(context, remaining.next()),
        scope: maybePriceAccount(context, remaining.next()),
      };
      if (isPriceRefreshNeeded(reserve, market, now)) {
        validateOracleAccounts(reserve.config.tokenInfo, oracles);
        price = currentPrice(context, reserve.config.tokenInfo, oracles, now);
      }
    }
    refreshReserveState(context, reserve, {
      slot,
      now,
      price,
      referralFeeBps: market.referralFeeBps,
    });
    if (!skipPriceUpdates) {
      context.log(`Token: ${reserve.symbol} Price: ${display(reserve.sf(RESERVE.marketPriceSf))}`);
    }
    context.write(reserveMeta.address, { ...reserveState, data: reserve.bytes.data });
  }
}
