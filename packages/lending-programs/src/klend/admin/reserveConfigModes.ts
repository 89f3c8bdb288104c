import { ByteWriter, type CurvePoint } from '@keel/chain-readers';
import { type Decimal, decimalToScaledFraction } from '@keel/core-math';

/**
 * The UpdateConfigMode variants this package writes, with their Borsh enum index (the IDL's
 * variant order). Each takes its value as the program reads it: little-endian integers of the
 * field's own width, fractions as 2^60-scaled u64, the borrow curve as its 11 stored points.
 */
export const RESERVE_CONFIG_MODES = {
  UpdateLoanToValuePct: 0,
  UpdateMaxLiquidationBonusBps: 1,
  UpdateLiquidationThresholdPct: 2,
  UpdateProtocolLiquidationFee: 3,
  UpdateProtocolTakeRate: 4,
  UpdateFeesOriginationFee: 5,
  UpdateFeesFlashLoanFee: 6,
  UpdateDepositLimit: 8,
  UpdateBorrowLimit: 9,
  UpdateBorrowRateCurve: 23,
  UpdateDebtWithdrawalCap: 25,
  UpdateDepositWithdrawalCap: 26,
  UpdateBadDebtLiquidationBonusBps: 29,
  UpdateMinLiquidationBonusBps: 30,
  UpdateBorrowFactor: 32,
  UpdateReserveStatus: 38,
  UpdateBlockBorrowingAboveUtilizationPct: 42,
} as const;

/** One reserve setting to change: the mode and the new value in the field's own unit. */
export type ReserveConfigUpdate =
  | {
      mode:
        | 'UpdateLoanToValuePct'
        | 'UpdateLiquidationThresholdPct'
        | 'UpdateProtocolLiquidationFee'
        | 'UpdateProtocolTakeRate'
        | 'UpdateBlockBorrowingAboveUtilizationPct';
      value: number;
    }
  | {
      mode:
        | 'UpdateMaxLiquidationBonusBps'
        | 'UpdateMinLiquidationBonusBps'
        | 'UpdateBadDebtLiquidationBonusBps';
      value: number;
    }
  | { mode: 'UpdateDepositLimit' | 'UpdateBorrowLimit' | 'UpdateBorrowFactor'; value: bigint }
  | { mode: 'UpdateFeesOriginationFee' | 'UpdateFeesFlashLoanFee'; value: Decimal }
  | { mode: 'UpdateBorrowRateCurve'; value: readonly CurvePoint[] }
  | {
      mode: 'UpdateDebtWithdrawalCap' | 'UpdateDepositWithdrawalCap';
      value: { capacity: bigint; intervalSeconds: bigint };
    }
  | { mode: 'UpdateReserveStatus'; value: 'Active' | 'Obsolete' | 'Hidden' };

const STATUS_INDEX = { Active: 0, Obsolete: 1, Hidden: 2 } as const;
const CURVE_POINTS = 11;

/** The `value` bytes of one update, exactly as long as the program reads them. */
export function reserveConfigValue(update: ReserveConfigUpdate): Uint8Array {
  switch (update.mode) {
    case 'UpdateLoanToValuePct':
    case 'UpdateLiquidationThresholdPct':
    case 'UpdateProtocolLiquidationFee':
    case 'UpdateProtocolTakeRate':
    case 'UpdateBlockBorrowingAboveUtilizationPct':
      return new ByteWriter(1).u8(0, update.value).toBytes();
    case 'UpdateMaxLiquidationBonusBps':
    case 'UpdateMinLiquidationBonusBps':
    case 'UpdateBadDebtLiquidationBonusBps':
      return new ByteWriter(2).u16(0, update.value).toBytes();
    case 'UpdateDepositLimit':
    case 'UpdateBorrowLimit':
    case 'UpdateBorrowFactor':
      return new ByteWriter(8).u64(0, update.value).toBytes();
    case 'UpdateFeesOriginationFee':
    case 'UpdateFeesFlashLoanFee':
      return new ByteWriter(8).u64(0, decimalToScaledFraction(update.value)).toBytes();
    case 'UpdateBorrowRateCurve': {
      const points = update.value;
      const last = points[points.length - 1];
      if (last === undefined || points.length > CURVE_POINTS) {
        throw new RangeError(`A borrow rate curve has 1..11 points, got ${points.length}`);
      }
      const w = new ByteWriter(CURVE_POINTS * 8);
      for (let i = 0; i < CURVE_POINTS; i += 1) {
        const point = points[i] ?? last;
        w.u32(i * 8, point.utilizationRateBps).u32(i * 8 + 4, point.borrowRateBps);
      }
      return w.toBytes();
    }
    case 'UpdateDebtWithdrawalCap':
    case 'UpdateDepositWithdrawalCap':
      return new ByteWriter(16)
        .u64(0, update.value.capacity)
        .u64(8, update.value.intervalSeconds)
        .toBytes();
    case 'UpdateReserveStatus':
      return new ByteWriter(1).u8(0, STATUS_INDEX[update.value]).toBytes();
  }
}
