import {
  ByteReader,
  type ElevationGroup,
  readElevationGroup,
  toPublicKey,
} from '@keel/chain-readers';
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
  const owner = field(context, 'lending_market_owner');
  signer(owner, 'lending_market_owner');
  const market = loadMarket(context);
  mutable(market.meta, 'lending_market');
  hasOne(toPublicKey(market.value.market.lendingMarketOwner), owner.address, 'lending_market');

  if (mode === UPDATE_ELEVATION_GROUP) {
    updateElevationGroup(context, market, value);
    return;
  }
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

const UPDATE_ELEVATION_GROUP = 9n;
/** LendingMarket.elevation_groups: 32 slots of 72 bytes from offset 200 (LAYOUTS §2.1). */
const ELEVATION_GROUPS_AT = 200;
const ELEVATION_GROUP_BYTES = 72;
const MAX_GROUPS = 32;
const SOURCE = 'handlers/handler_update_lending_market.rs';

/** `validate_new_elevation_group`: the program's rules for a group's configuration. */
function elevationGroupInvalid(group: ElevationGroup): string | null {
  if (group.id > MAX_GROUPS) return 'id above 32';
  if (group.id !== 0 && group.liquidationThresholdPct === 0) return 'no liquidation threshold';
  if (
    group.liquidationThresholdPct >= 100 ||
    group.ltvPct >= 100 ||
    group.ltvPct > group.liquidationThresholdPct ||
    group.maxLiquidationBonusBps > 10_000
  ) {
    return 'ltv / threshold / bonus out of range';
  }
  const zeroDebt = group.debtReserve.toBase58() === '11111111111111111111111111111111';
  if (group.id !== 0 && (zeroDebt || group.maxReservesAsCollateral === 0)) {
    return 'no debt reserve or no collateral reserve allowed';
  }
  // threshold + threshold × bonus must stay within 100 % (in bps to stay exact).
  const threshold = group.liquidationThresholdPct * 100;
  if (threshold * 10_000 + threshold * group.maxLiquidationBonusBps > 10_000 * 10_000) {
    return 'Max liquidation bonus * liquidation threshold is greater than 100%, invalid';
  }
  return null;
}

/**
 * UpdateElevationGroup: the value is a whole ElevationGroup, validated as the program does, then
 * written into slot id − 1 (id 0 cannot be set: InvalidElevationGroupConfig).
 */
function updateElevationGroup(
  context: InstructionContext,
  market: ReturnType<typeof loadMarket>,
  value: Uint8Array,
): void {
  const group = readElevationGroup(new ByteReader(value), 0);
  const problem = elevationGroupInvalid(group);
  if (problem !== null || group.id === 0) {
    if (problem !== null) context.log(`Program log: ${problem}`);
    throw klendError('InvalidElevationGroupConfig', { source: `${SOURCE}:173` });
  }
  context.log('Program log: Updating lending market with mode UpdateElevationGroup');
  const bytes = new AccountBytes(market.state.data);
  bytes.data.set(
    value.subarray(0, ELEVATION_GROUP_BYTES),
    ELEVATION_GROUPS_AT + (group.id - 1) * ELEVATION_GROUP_BYTES,
  );
  writeData(context, market, bytes.data);
}
