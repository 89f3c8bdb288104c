import { KLEND_DISCRIMINATORS, type ReserveTokenInfo } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import {
  field,
  hasOne,
  loader,
  mutable,
  optionalField,
  remainingAccounts,
} from '../account-checks';
import { klendError, notEmulated } from '../anchor-errors';
import { display } from '../fraction';
import { RESERVE } from '../layout-offsets';
import { MarketAccount } from '../market-account';
import {
  type OracleAccounts,
  pythEnabled,
  scopeEnabled,
  scopeHasTwap,
  switchboardEnabled,
  validateOracleAccounts,
} from '../oracle-config';
import { type PriceResult, validatedPrice } from '../price-validation';
import { PROGRAM_VERSION, ReserveAccount } from '../reserve-account';
import { isPriceRefreshNeeded, refreshReserveState } from '../reserve-refresh';
import { scopePriceAndTwap } from '../scope-price';

/**
 * `get_price`: the most recent of the configured feeds, validated. Pyth and Switchboard are not
 * emulated (the sandbox world prices every reserve with Scope).
 */
export function currentPrice(
  context: InstructionContext,
  info: ReserveTokenInfo,
  oracles: OracleAccounts,
  now: bigint,
): PriceResult | null {
  if (pythEnabled(info)) notEmulated('Reading a Pyth price account');
  if (switchboardEnabled(info)) notEmulated('Reading a Switchboard feed');
  const scope = info.scopeConfiguration;
  const found =
    scopeEnabled(info) && oracles.scope !== null
      ? scopePriceAndTwap(context, oracles.scope.address, {
          priceChain: scope.priceChain,
          twapChain: scopeHasTwap(info) ? scope.twapChain : null,
        })
      : null;
  if (found === null || 'failure' in found) {
    context.log('No price feed available');
    throw klendError('PriceNotValid', { source: 'utils/prices/mod.rs:100' });
  }
  return validatedPrice(context, found, info, now);
}

/** refresh_reserve: accounts as RefreshReserve declares them, then the handler. */
export function refreshReserve(context: InstructionContext): void {
  const reserveMeta = field(context, 'reserve');
  const reserveState = loader(context, reserveMeta, KLEND_DISCRIMINATORS.Reserve, 'reserve');
  const marketMeta = field(context, 'lending_market');
  const marketState = loader(
    context,
    marketMeta,
    KLEND_DISCRIMINATORS.LendingMarket,
    'lending_market',
  );
  const oracles: OracleAccounts = {
    pyth: optionalField(context, 'pyth_oracle'),
    switchboardPrice: optionalField(context, 'switchboard_price_oracle'),
    switchboardTwap: optionalField(context, 'switchboard_twap_oracle'),
    scope: optionalField(context, 'scope_prices'),
  };
  mutable(reserveMeta, 'reserve');
  const reserve = new ReserveAccount(reserveMeta.address, reserveState);
  hasOne(reserve.lendingMarket, marketMeta.address, 'reserve');
  const { market } = new MarketAccount(marketMeta.address, marketState);
  if (market.emergencyMode) {
    throw klendError('GlobalEmergencyMode', { source: 'utils/constraints.rs:11' });
  }

  if (remainingAccounts(context).length > 0) {
    throw klendError('InvalidAccountInput', { source: 'utils/constraints.rs:22' });
  }
  if (reserve.version !== PROGRAM_VERSION) {
    throw klendError('ReserveDeprecated', { source: 'handlers/handler_refresh_reserve.rs:18' });
  }
  const { slot, unixTimestamp: now } = context.clock;
  let price: PriceResult | null = null;
  if (isPriceRefreshNeeded(reserve, market, now)) {
    validateOracleAccounts(reserve.config.tokenInfo, oracles);
    price = currentPrice(context, reserve.config.tokenInfo, oracles, now);
  }
  refreshReserveState(context, reserve, {
    slot,
    now,
    price,
    referralFeeBps: market.referralFeeBps,
  });
  context.log(`Token: ${reserve.symbol} Price: ${display(reserve.sf(RESERVE.marketPriceSf))}`);
  context.write(reserveMeta.address, { ...reserveState, data: reserve.bytes.data });
}
