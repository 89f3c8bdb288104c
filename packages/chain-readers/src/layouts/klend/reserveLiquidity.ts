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

/** Liquidity side of a reserve (LAYOUTS §2.2, 1232 bytes). Sf values are exact Decimals. */
export interface ReserveLiquidity {
  mintPubkey: Address;
  supplyVault: Address;
  feeVault: Address;
  /** Liquidity base units sitting in the supply vault. */
  availableAmount: bigint;
  /** Base units lent out, interest included (fractional). */
  borrowedAmount: Decimal;
  /** USD price of one whole token at the last refresh. */
  marketPrice: Decimal;
  marketPriceLastUpdatedTs: bigint;
  mintDecimals: number;
  depositLimitCrossedTimestamp: bigint;
  borrowLimitCrossedTimestamp: bigint;
  cumulativeBorrowRate: Decimal;
  accumulatedProtocolFees: Decimal;
  accumulatedReferrerFees: Decimal;
  pendingReferrerFees: Decimal;
  absoluteReferralRate: Decimal;
  tokenProgram: Address;
}

export function readReserveLiquidity(r: ByteReader, base: number): ReserveLiquidity {
  return {
    mintPubkey: r.pubkey(base),
    supplyVault: r.pubkey(base + 32),
    feeVault: r.pubkey(base + 64),
    availableAmount: r.u64(base + 96),
    borrowedAmount: readScaledFraction(r, base + 104),
    marketPrice: readScaledFraction(r, base + 120),
    marketPriceLastUpdatedTs: r.u64(base + 136),
    mintDecimals: r.u64Number(base + 144, 'liquidity.mintDecimals'),
    depositLimitCrossedTimestamp: r.u64(base + 152),
    borrowLimitCrossedTimestamp: r.u64(base + 160),
    cumulativeBorrowRate: readBigFraction(r, base + 168),
    accumulatedProtocolFees: readScaledFraction(r, base + 216),
    accumulatedReferrerFees: readScaledFraction(r, base + 232),
    pendingReferrerFees: readScaledFraction(r, base + 248),
    absoluteReferralRate: readScaledFraction(r, base + 264),
    tokenProgram: r.pubkey(base + 280),
  };
}

export function writeReserveLiquidity(w: ByteWriter, base: number, value: ReserveLiquidity) {
  w.pubkey(base, value.mintPubkey)
    .pubkey(base + 32, value.supplyVault)
    .pubkey(base + 64, value.feeVault)
    .u64(base + 96, value.availableAmount);
  writeScaledFraction(w, base + 104, value.borrowedAmount);
  writeScaledFraction(w, base + 120, value.marketPrice);
  w.u64(base + 136, value.marketPriceLastUpdatedTs)
    .u64(base + 144, value.mintDecimals)
    .u64(base + 152, value.depositLimitCrossedTimestamp)
    .u64(base + 160, value.borrowLimitCrossedTimestamp);
  writeBigFraction(w, base + 168, value.cumulativeBorrowRate);
  writeScaledFraction(w, base + 216, value.accumulatedProtocolFees);
  writeScaledFraction(w, base + 232, value.accumulatedReferrerFees);
  writeScaledFraction(w, base + 248, value.pendingReferrerFees);
  writeScaledFraction(w, base + 264, value.absoluteReferralRate);
  w.pubkey(base + 280, value.tokenProgram);
}
