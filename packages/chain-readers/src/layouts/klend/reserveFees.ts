import { decimalToScaledFraction } from '@keel/core-math';
import type Decimal from 'decimal.js';
import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';
import { readScaledFraction64, writeScaledFraction64 } from './fraction';

/** Fee rates of a reserve, exact (raw / 2^60). */
export interface ReserveFees {
  /** Borrow fee rate. */
  originationFee: Decimal;
  /** (2^64 − 1) / 2^60 means flash loans are disabled; see isFlashLoanDisabled. */
  flashLoanFee: Decimal;
}

const FLASH_LOAN_DISABLED_RAW = (1n << 64n) - 1n;

export function readReserveFees(r: ByteReader, base: number): ReserveFees {
  return {
    originationFee: readScaledFraction64(r, base),
    flashLoanFee: readScaledFraction64(r, base + 8),
  };
}

export function writeReserveFees(w: ByteWriter, base: number, fees: ReserveFees): void {
  writeScaledFraction64(w, base, fees.originationFee);
  writeScaledFraction64(w, base + 8, fees.flashLoanFee);
}

/** True when the flash-loan fee holds the u64::MAX sentinel. */
export function isFlashLoanDisabled(fees: ReserveFees): boolean {
  return decimalToScaledFraction(fees.flashLoanFee) === FLASH_LOAN_DISABLED_RAW;
}
