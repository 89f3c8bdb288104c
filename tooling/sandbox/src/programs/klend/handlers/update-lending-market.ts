import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { AccountBytes } from '../account-bytes';
import { field, hasOne, mutable, signer } from '../account-checks';
import { loadMarket, writeData } from '../actions/action-accounts';
import { klendError, notEmulated } from '../anchor-errors';

/** The emulated UpdateLendingMarketMode variants (IDL order), their field and check. */
const MODES: Readonly<
  Record<number, { name: string; at: number; size: 1 | 2 | 8; check?: 'flag' | 'pct' | 'bps' }>
> = {
  1: { name: 'UpdateEmergencyMode', at: 122, size: 1, check: 'flag' },
  2: { name: 'UpdateLiquidationCloseFactor', at: 126, size: 1, check: 'pct' },
  3: { name: 'UpdateLiquidationMaxValue', at: 136, size: 8 },
  5: { name: 'UpdateGlobalAllowedBorrow', at: 152, size: 8 },
  7: { name: 'UpdateMinFullLiquidationThreshold', at: 128, size: 8 },
  8: { name: 'UpdateInsolvencyRiskLtv', at: 127, size: 1, check: 'pct' },
  10: { name: 'UpdateReferralFeeBps', at: 120, size: 2, check: 'bps' },
  12: { name: 'UpdatePriceRefreshTriggerToMaxAgePct', at: 125, size: 1, check: 'pct' },
  14: { name: 'UpdateBorrowingDisabled', at: 124, size: 1, check: 'flag' },
};

/**
 * update_lending_market: the owner (`has_one = lending_market_owner`) sets one field of the
 * market from the 72-byte value. Flags other than 0/1 are InvalidFlag; percentages above 100 and
 * a referral fee above 10000 bps are InvalidConfig.
 */
export function updateLendingMarket(
  context: InstructionContext,
  mode: bigint,
  value: Uint8Array,
): void {
  const owner = field(context, 0, 'lending_market_owner');
  signer(owner, 'lending_market_owner');
  const market = loadMarket(context, 1);
  mutable(market.meta, 'lending_market');
  hasOne(market.value.market.lendingMarketOwner, owner.address, 'lending_market');

  const spec = MODES[Number(mode)];
  if (spec === undefined || mode > 64n) notEmulated(`klend updateLendingMarket mode ${mode}`);
  const view = new DataView(value.buffer, value.byteOffset, value.byteLength);
  const number =
    spec.size === 1
      ? BigInt(view.getUint8(0))
      : spec.size === 2
        ? BigInt(view.getUint16(0, true))
        : view.getBigUint64(0, true);
  if (spec.check === 'flag' && number > 1n) {
    throw klendError('InvalidFlag', { source: 'handlers/handler_update_lending_market.rs:40' });
  }
  if ((spec.check === 'pct' && number > 100n) || (spec.check === 'bps' && number > 10_000n)) {
    throw klendError('InvalidConfig', { source: 'handlers/handler_update_lending_market.rs:52' });
  }
  context.log(`Program log: Updating lending market with mode ${spec.name}`);
  const bytes = new AccountBytes(market.state.data);
  bytes.data.set(value.subarray(0, spec.size), spec.at);
  writeData(context, market, bytes.data);
}
