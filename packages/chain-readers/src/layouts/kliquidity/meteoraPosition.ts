import type { Address } from '../../address/address';
import { METEORA_DLMM_PROGRAM_ID } from '../../programIds';
import type { AccountBytes } from '../accountBytes';
import {
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '../decodeAccount';
import { KLIQUIDITY_DISCRIMINATORS } from './discriminators';

/** 8 discriminator + 8112 body (the DLMM program's IDL, `PositionV2`). */
export const METEORA_POSITION_SIZE = 8120;
/** A position spans at most this many bins; share i belongs to bin lowerBinId + i. */
export const METEORA_POSITION_BINS = 70;

const SHARES_OFFSET = 72;
// 70 UserRewardInfo (48 bytes) at 1192 and 70 FeeInfo (48 bytes) at 4552 are not decoded.
const AT = {
  lowerBinId: 7912,
  upperBinId: 7916,
  lastUpdatedAt: 7920,
  totalClaimedFeeXAmount: 7928,
  totalClaimedFeeYAmount: 7936,
  operator: 7960,
  lockReleaseSlot: 7992,
  feeOwner: 8001,
} as const;

/** Meteora DLMM PositionV2 (zero-copy): the owner's liquidity shares in bins lower..upper. */
export interface MeteoraPositionData {
  lbPair: Address;
  owner: Address;
  /** Always 70 entries; entry i is the share of bin lowerBinId + i (LP units of that bin). */
  liquidityShares: bigint[];
  lowerBinId: number;
  upperBinId: number;
  lastUpdatedAt: bigint;
  totalClaimedFeeXAmount: bigint;
  totalClaimedFeeYAmount: bigint;
  operator: Address;
  lockReleaseSlot: bigint;
  feeOwner: Address;
}

export interface MeteoraPosition extends MeteoraPositionData {
  address: Address;
}

export const METEORA_POSITION_SPEC: AnchorAccountSpec = {
  accountType: 'PositionV2',
  programId: METEORA_DLMM_PROGRAM_ID,
  discriminator: KLIQUIDITY_DISCRIMINATORS.PositionV2,
  size: METEORA_POSITION_SIZE,
};

/** Byte offset of the u128 share of the bin at `index` (0..69) within the position. */
export function meteoraPositionShareOffset(index: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= METEORA_POSITION_BINS) {
    throw new RangeError(`A position has bins 0..69, got ${index}`);
  }
  return SHARES_OFFSET + index * 16;
}

export function decodeMeteoraPosition(
  address: Address,
  account: AccountBytes,
  options?: DecodeOptions,
): MeteoraPosition {
  return decodeAnchorAccount(
    METEORA_POSITION_SPEC,
    address,
    account,
    (r) => {
      const liquidityShares: bigint[] = [];
      for (let i = 0; i < METEORA_POSITION_BINS; i += 1) {
        liquidityShares.push(r.u128(meteoraPositionShareOffset(i)));
      }
      return {
        address,
        lbPair: r.pubkey(8),
        owner: r.pubkey(40),
        liquidityShares,
        lowerBinId: r.i32(AT.lowerBinId),
        upperBinId: r.i32(AT.upperBinId),
        lastUpdatedAt: r.i64(AT.lastUpdatedAt),
        totalClaimedFeeXAmount: r.u64(AT.totalClaimedFeeXAmount),
        totalClaimedFeeYAmount: r.u64(AT.totalClaimedFeeYAmount),
        operator: r.pubkey(AT.operator),
        lockReleaseSlot: r.u64(AT.lockReleaseSlot),
        feeOwner: r.pubkey(AT.feeOwner),
      };
    },
    options,
  );
}

/** The position's bytes; shares past the given ones (and reward / fee infos) are zero. */
export function encodeMeteoraPosition(data: MeteoraPositionData): Uint8Array {
  if (data.liquidityShares.length > METEORA_POSITION_BINS) {
    throw new RangeError(`A position has at most ${METEORA_POSITION_BINS} liquidity shares`);
  }
  const w = anchorAccountWriter(METEORA_POSITION_SPEC)
    .pubkey(8, data.lbPair)
    .pubkey(40, data.owner)
    .i32(AT.lowerBinId, data.lowerBinId)
    .i32(AT.upperBinId, data.upperBinId)
    .i64(AT.lastUpdatedAt, data.lastUpdatedAt)
    .u64(AT.totalClaimedFeeXAmount, data.totalClaimedFeeXAmount)
    .u64(AT.totalClaimedFeeYAmount, data.totalClaimedFeeYAmount)
    .pubkey(AT.operator, data.operator)
    .u64(AT.lockReleaseSlot, data.lockReleaseSlot)
    .pubkey(AT.feeOwner, data.feeOwner);
  data.liquidityShares.forEach((share, i) => {
    w.u128(meteoraPositionShareOffset(i), share);
  });
  return w.toBytes();
}
