import type Decimal from 'decimal.js';
import type { Address } from '../../address/address';
import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';
import { readScaledFraction, writeScaledFraction } from './fraction';

export const OBLIGATION_COLLATERAL_SIZE = 136;
export const OBLIGATION_DEPOSIT_SLOTS = 8;

/** One deposit of an obligation. */
export interface ObligationCollateral {
  depositReserve: Address;
  /** cToken base units (not liquidity units). */
  depositedAmount: bigint;
  /** USD at the last refresh. */
  marketValue: Decimal;
  borrowedAmountAgainstThisCollateralInElevationGroup: bigint;
}

export function readObligationCollateral(r: ByteReader, base: number): ObligationCollateral {
  return {
    depositReserve: r.pubkey(base),
    depositedAmount: r.u64(base + 32),
    marketValue: readScaledFraction(r, base + 40),
    borrowedAmountAgainstThisCollateralInElevationGroup: r.u64(base + 56),
  };
}

export function writeObligationCollateral(
  w: ByteWriter,
  base: number,
  value: ObligationCollateral,
) {
  w.pubkey(base, value.depositReserve).u64(base + 32, value.depositedAmount);
  writeScaledFraction(w, base + 40, value.marketValue);
  w.u64(base + 56, value.borrowedAmountAgainstThisCollateralInElevationGroup);
}
