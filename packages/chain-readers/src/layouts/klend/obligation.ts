import type Decimal from 'decimal.js';
import type { Address } from '../../address/address';
import type { ByteReader } from '../../bytes/ByteReader';
import { KLEND_PROGRAM_ID } from '../../programIds';
import type { AccountBytes } from '../accountBytes';
import {
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '../decodeAccount';
import { enumName } from '../enumField';
import { KLEND_DISCRIMINATORS } from './discriminators';
import { readScaledFraction, writeScaledFraction } from './fraction';
import { type LastUpdate, readLastUpdate, writeLastUpdate } from './lastUpdate';
import {
  OBLIGATION_COLLATERAL_SIZE,
  OBLIGATION_DEPOSIT_SLOTS,
  type ObligationCollateral,
  readObligationCollateral,
  writeObligationCollateral,
} from './obligationCollateral';
import {
  OBLIGATION_BORROW_SLOTS,
  OBLIGATION_LIQUIDITY_SIZE,
  type ObligationLiquidity,
  readObligationLiquidity,
  writeObligationLiquidity,
} from './obligationLiquidity';
import {
  type BorrowOrder,
  OBLIGATION_ORDER_SIZE,
  OBLIGATION_ORDER_SLOTS,
  type ObligationOrder,
  readBorrowOrder,
  readObligationOrder,
  writeBorrowOrder,
  writeObligationOrder,
} from './obligationOrders';
import { OBLIGATION_TAGS, type ObligationTag, obligationTagValue } from './obligationTag';

export const OBLIGATION_SIZE = 3344;

const DEPOSITS_OFFSET = 96;
const BORROWS_OFFSET = 1208;
const ORDERS_OFFSET = 2344;
const BORROW_ORDER_OFFSET = 2600;

/** klend Obligation (LAYOUTS §2.3). Values ending in Value are USD at the last refresh. */
export interface ObligationData {
  tag: ObligationTag;
  lastUpdate: LastUpdate;
  lendingMarket: Address;
  owner: Address;
  /** Slots in use only, in slot order. */
  deposits: ObligationCollateral[];
  lowestReserveDepositLiquidationLtv: bigint;
  depositedValue: Decimal;
  /** Slots in use only, in slot order. */
  borrows: ObligationLiquidity[];
  borrowFactorAdjustedDebtValue: Decimal;
  borrowedAssetsMarketValue: Decimal;
  allowedBorrowValue: Decimal;
  unhealthyBorrowValue: Decimal;
  /** 0 = none. */
  elevationGroup: number;
  numOfObsoleteDepositReserves: number;
  hasDebt: boolean;
  referrer: Address | null;
  borrowingDisabled: boolean;
  autodeleverageTargetLtvPct: number;
  lowestReserveDepositMaxLtvPct: number;
  numOfObsoleteBorrowReserves: number;
  highestBorrowFactorPct: bigint;
  autodeleverageMarginCallStartedTimestamp: bigint;
  /** Both order slots (conditionType 0 = empty). */
  obligationOrders: ObligationOrder[];
  borrowOrder: BorrowOrder;
}

export interface Obligation extends ObligationData {
  address: Address;
}

export const OBLIGATION_SPEC: AnchorAccountSpec = {
  accountType: 'Obligation',
  programId: KLEND_PROGRAM_ID,
  discriminator: KLEND_DISCRIMINATORS.Obligation,
  size: OBLIGATION_SIZE,
};

function readDeposits(r: ByteReader): ObligationCollateral[] {
  const deposits: ObligationCollateral[] = [];
  for (let i = 0; i < OBLIGATION_DEPOSIT_SLOTS; i += 1) {
    const base = DEPOSITS_OFFSET + i * OBLIGATION_COLLATERAL_SIZE;
    if (!r.isZero(base, 32)) deposits.push(readObligationCollateral(r, base));
  }
  return deposits;
}

function readBorrows(r: ByteReader): ObligationLiquidity[] {
  const borrows: ObligationLiquidity[] = [];
  for (let i = 0; i < OBLIGATION_BORROW_SLOTS; i += 1) {
    const base = BORROWS_OFFSET + i * OBLIGATION_LIQUIDITY_SIZE;
    if (!r.isZero(base, 32)) borrows.push(readObligationLiquidity(r, base));
  }
  return borrows;
}

export function decodeObligation(
  address: Address,
  account: AccountBytes,
  options?: DecodeOptions,
): Obligation {
  return decodeAnchorAccount(
    OBLIGATION_SPEC,
    address,
    account,
    (r) => ({
      address,
      tag: enumName(OBLIGATION_TAGS, r.u64(8), 'tag'),
      lastUpdate: readLastUpdate(r, 16),
      lendingMarket: r.pubkey(32),
      owner: r.pubkey(64),
      deposits: readDeposits(r),
      lowestReserveDepositLiquidationLtv: r.u64(1184),
      depositedValue: readScaledFraction(r, 1192),
      borrows: readBorrows(r),
      borrowFactorAdjustedDebtValue: readScaledFraction(r, 2208),
      borrowedAssetsMarketValue: readScaledFraction(r, 2224),
      allowedBorrowValue: readScaledFraction(r, 2240),
      unhealthyBorrowValue: readScaledFraction(r, 2256),
      elevationGroup: r.u8(2285),
      numOfObsoleteDepositReserves: r.u8(2286),
      hasDebt: r.bool(2287),
      referrer: r.optionalPubkey(2288),
      borrowingDisabled: r.bool(2320),
      autodeleverageTargetLtvPct: r.u8(2321),
      lowestReserveDepositMaxLtvPct: r.u8(2322),
      numOfObsoleteBorrowReserves: r.u8(2323),
      highestBorrowFactorPct: r.u64(2328),
      autodeleverageMarginCallStartedTimestamp: r.u64(2336),
      obligationOrders: [
        readObligationOrder(r, ORDERS_OFFSET),
        readObligationOrder(r, ORDERS_OFFSET + OBLIGATION_ORDER_SIZE),
      ],
      borrowOrder: readBorrowOrder(r, BORROW_ORDER_OFFSET),
    }),
    options,
  );
}

export function encodeObligation(data: ObligationData): Uint8Array {
  if (data.deposits.length > OBLIGATION_DEPOSIT_SLOTS) {
    throw new RangeError(`An obligation has at most 8 deposits, got ${data.deposits.length}`);
  }
  if (data.borrows.length > OBLIGATION_BORROW_SLOTS) {
    throw new RangeError(`An obligation has at most 5 borrows, got ${data.borrows.length}`);
  }
  if (data.obligationOrders.length > OBLIGATION_ORDER_SLOTS) {
    throw new RangeError(`An obligation has at most 2 orders, got ${data.obligationOrders.length}`);
  }
  const w = anchorAccountWriter(OBLIGATION_SPEC);
  w.u64(8, obligationTagValue(data.tag));
  writeLastUpdate(w, 16, data.lastUpdate);
  w.pubkey(32, data.lendingMarket).pubkey(64, data.owner);
  data.deposits.forEach((deposit, i) => {
    writeObligationCollateral(w, DEPOSITS_OFFSET + i * OBLIGATION_COLLATERAL_SIZE, deposit);
  });
  w.u64(1184, data.lowestReserveDepositLiquidationLtv);
  writeScaledFraction(w, 1192, data.depositedValue);
  data.borrows.forEach((borrow, i) => {
    writeObligationLiquidity(w, BORROWS_OFFSET + i * OBLIGATION_LIQUIDITY_SIZE, borrow);
  });
  writeScaledFraction(w, 2208, data.borrowFactorAdjustedDebtValue);
  writeScaledFraction(w, 2224, data.borrowedAssetsMarketValue);
  writeScaledFraction(w, 2240, data.allowedBorrowValue);
  writeScaledFraction(w, 2256, data.unhealthyBorrowValue);
  w.u8(2285, data.elevationGroup)
    .u8(2286, data.numOfObsoleteDepositReserves)
    .bool(2287, data.hasDebt)
    .optionalPubkey(2288, data.referrer)
    .bool(2320, data.borrowingDisabled)
    .u8(2321, data.autodeleverageTargetLtvPct)
    .u8(2322, data.lowestReserveDepositMaxLtvPct)
    .u8(2323, data.numOfObsoleteBorrowReserves)
    .u64(2328, data.highestBorrowFactorPct)
    .u64(2336, data.autodeleverageMarginCallStartedTimestamp);
  data.obligationOrders.forEach((order, i) => {
    writeObligationOrder(w, ORDERS_OFFSET + i * OBLIGATION_ORDER_SIZE, order);
  });
  writeBorrowOrder(w, BORROW_ORDER_OFFSET, data.borrowOrder);
  return w.toBytes();
}
