import type Decimal from 'decimal.js';
import type { Address } from '../../address/address';
import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';
import {
  readBigFraction,
  readScaledFraction,
  writeBigFraction,
  writeScaledFraction,
} from './fraction';

export const OBLIGATION_LIQUIDITY_SIZE = 200;
export const OBLIGATION_BORROW_SLOTS = 5;

/** One borrow of an obligation. */
export interface ObligationLiquidity {
  borrowReserve: Address;
  /** Reserve cumulative borrow rate at this obligation's last refresh. */
  cumulativeBorrowRate: Decimal;
  firstBorrowedAtTimestamp: bigint;
  /** Liquidity base units owed at the last refresh (fractional). */
  borrowedAmount: Decimal;
  marketValue: Decimal;
  borrowFactorAdjustedMarketValue: Decimal;
  borrowedAmountOutsideElevationGroups: bigint;
}

export function readObligationLiquidity(r: ByteReader, base: number): ObligationLiquidity {
  return {
    borrowReserve: r.pubkey(base),
    cumulativeBorrowRate: readBigFraction(r, base + 32),
    firstBorrowedAtTimestamp: r.u64(base + 80),
    borrowedAmount: readScaledFraction(r, base + 88),
    marketValue: readScaledFraction(r, base + 104),
    borrowFactorAdjustedMarketValue: readScaledFraction(r, base + 120),
    borrowedAmountOutsideElevationGroups: r.u64(base + 136),
  };
}

export function writeObligationLiquidity(w: ByteWriter, base: number, value: ObligationLiquidity) {
  w.pubkey(base, value.borrowReserve);
  writeBigFraction(w, base + 32, value.cumulativeBorrowRate);
  w.u64(base + 80, value.firstBorrowedAtTimestamp);
  writeScaledFraction(w, base + 88, value.borrowedAmount);
  writeScaledFraction(w, base + 104, value.marketValue);
  writeScaledFraction(w, base + 120, value.borrowFactorAdjustedMarketValue);
  w.u64(base + 136, value.borrowedAmountOutsideElevationGroups);
}
