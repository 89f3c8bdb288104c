import { ByteWriter, type ElevationGroup, writeElevationGroup } from '@keel/chain-readers';

/** The UpdateLendingMarketMode variants this package writes (the IDL's variant order, as u64). */
export const LENDING_MARKET_MODES = {
  UpdateEmergencyMode: 1,
  UpdateLiquidationCloseFactor: 2,
  UpdateLiquidationMaxValue: 3,
  UpdateGlobalAllowedBorrow: 5,
  UpdateMinFullLiquidationThreshold: 7,
  UpdateInsolvencyRiskLtv: 8,
  UpdateElevationGroup: 9,
  UpdateReferralFeeBps: 10,
  UpdatePriceRefreshTriggerToMaxAgePct: 12,
  UpdateBorrowingDisabled: 14,
} as const;

/** One market setting to change, in the field's own unit. */
export type LendingMarketUpdate =
  | { mode: 'UpdateEmergencyMode' | 'UpdateBorrowingDisabled'; value: boolean }
  | {
      mode:
        | 'UpdateLiquidationCloseFactor'
        | 'UpdateInsolvencyRiskLtv'
        | 'UpdatePriceRefreshTriggerToMaxAgePct';
      value: number;
    }
  | { mode: 'UpdateReferralFeeBps'; value: number }
  /** A whole group, written into slot id − 1 (id 1..32). */
  | { mode: 'UpdateElevationGroup'; value: ElevationGroup }
  | {
      mode:
        | 'UpdateLiquidationMaxValue'
        | 'UpdateGlobalAllowedBorrow'
        | 'UpdateMinFullLiquidationThreshold';
      value: bigint;
    };

/** The fixed 72-byte value of update_lending_market: the new value first, zeros after. */
export const LENDING_MARKET_VALUE_SIZE = 72;

export function lendingMarketValue(update: LendingMarketUpdate): Uint8Array {
  const w = new ByteWriter(LENDING_MARKET_VALUE_SIZE);
  switch (update.mode) {
    case 'UpdateEmergencyMode':
    case 'UpdateBorrowingDisabled':
      w.u8(0, update.value ? 1 : 0);
      break;
    case 'UpdateLiquidationCloseFactor':
    case 'UpdateInsolvencyRiskLtv':
    case 'UpdatePriceRefreshTriggerToMaxAgePct':
      w.u8(0, update.value);
      break;
    case 'UpdateReferralFeeBps':
      w.u16(0, update.value);
      break;
    case 'UpdateLiquidationMaxValue':
    case 'UpdateGlobalAllowedBorrow':
    case 'UpdateMinFullLiquidationThreshold':
      w.u64(0, update.value);
      break;
    case 'UpdateElevationGroup':
      // The value is the ElevationGroup struct itself: 72 bytes, the whole value.
      writeElevationGroup(w, 0, update.value);
      break;
  }
  return w.toBytes();
}
