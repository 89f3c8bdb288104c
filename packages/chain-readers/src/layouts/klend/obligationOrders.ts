import type Decimal from 'decimal.js';
import type { Address } from '../../address/address';
import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';
import { readScaledFraction, writeScaledFraction } from './fraction';

export const OBLIGATION_ORDER_SIZE = 128;
export const OBLIGATION_ORDER_SLOTS = 2;

/** A stop-loss / take-profit style order; conditionType 0 marks an empty slot. */
export interface ObligationOrder {
  conditionThreshold: Decimal;
  opportunityParameter: Decimal;
  minExecutionBonusBps: number;
  maxExecutionBonusBps: number;
  conditionType: number;
  opportunityType: number;
}

/** A fixed-term borrow request. */
export interface BorrowOrder {
  debtLiquidityMint: Address;
  remainingDebtAmount: bigint;
  filledDebtDestination: Address;
  minDebtTermSeconds: bigint;
  fillableUntilTimestamp: bigint;
  placedAtTimestamp: bigint;
  lastUpdatedAtTimestamp: bigint;
  requestedDebtAmount: bigint;
  maxBorrowRateBps: number;
}

export function readObligationOrder(r: ByteReader, base: number): ObligationOrder {
  return {
    conditionThreshold: readScaledFraction(r, base),
    opportunityParameter: readScaledFraction(r, base + 16),
    minExecutionBonusBps: r.u16(base + 32),
    maxExecutionBonusBps: r.u16(base + 34),
    conditionType: r.u8(base + 36),
    opportunityType: r.u8(base + 37),
  };
}

export function writeObligationOrder(w: ByteWriter, base: number, order: ObligationOrder) {
  writeScaledFraction(w, base, order.conditionThreshold);
  writeScaledFraction(w, base + 16, order.opportunityParameter);
  w.u16(base + 32, order.minExecutionBonusBps)
    .u16(base + 34, order.maxExecutionBonusBps)
    .u8(base + 36, order.conditionType)
    .u8(base + 37, order.opportunityType);
}

export function readBorrowOrder(r: ByteReader, base: number): BorrowOrder {
  return {
    debtLiquidityMint: r.pubkey(base),
    remainingDebtAmount: r.u64(base + 32),
    filledDebtDestination: r.pubkey(base + 40),
    minDebtTermSeconds: r.u64(base + 72),
    fillableUntilTimestamp: r.u64(base + 80),
    placedAtTimestamp: r.u64(base + 88),
    lastUpdatedAtTimestamp: r.u64(base + 96),
    requestedDebtAmount: r.u64(base + 104),
    maxBorrowRateBps: r.u32(base + 112),
  };
}

export function writeBorrowOrder(w: ByteWriter, base: number, order: BorrowOrder) {
  w.pubkey(base, order.debtLiquidityMint)
    .u64(base + 32, order.remainingDebtAmount)
    .pubkey(base + 40, order.filledDebtDestination)
    .u64(base + 72, order.minDebtTermSeconds)
    .u64(base + 80, order.fillableUntilTimestamp)
    .u64(base + 88, order.placedAtTimestamp)
    .u64(base + 96, order.lastUpdatedAtTimestamp)
    .u64(base + 104, order.requestedDebtAmount)
    .u32(base + 112, order.maxBorrowRateBps);
}
