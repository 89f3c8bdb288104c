import type { Address } from '../../address/address';
import { findProgramAddress, type ProgramAddress } from '../../pda/programAddress';
import { METEORA_DLMM_PROGRAM_ID } from '../../programIds';
import type { AccountBytes } from '../accountBytes';
import {
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '../decodeAccount';
import { KLIQUIDITY_DISCRIMINATORS } from './discriminators';

/** Bins per bin array (the DLMM program's MAX_BIN_PER_ARRAY). */
export const METEORA_BINS_PER_ARRAY = 70;
const BIN_SIZE = 144;
const BINS_OFFSET = 56;
/** 8 discriminator + index, version, padding, lb_pair (48) + 70 bins of 144 bytes. */
export const METEORA_BIN_ARRAY_SIZE = BINS_OFFSET + METEORA_BINS_PER_ARRAY * BIN_SIZE;

/** One DLMM bin: its reserves, price and the LP supply its shares divide. */
export interface MeteoraBin {
  amountX: bigint;
  amountY: bigint;
  /** Q64.64 price of the bin (Y per X, base units). */
  price: bigint;
  liquiditySupply: bigint;
  rewardPerTokenStored: [bigint, bigint];
  feeAmountXPerTokenStored: bigint;
  feeAmountYPerTokenStored: bigint;
  amountXIn: bigint;
  amountYIn: bigint;
}

/** Meteora DLMM BinArray (zero-copy): bins index·70 .. index·70 + 69 of one pair. */
export interface MeteoraBinArrayData {
  index: bigint;
  version: number;
  lbPair: Address;
  /** Always 70 bins (fewer given to the encoder are zero). */
  bins: MeteoraBin[];
}

export interface MeteoraBinArray extends MeteoraBinArrayData {
  address: Address;
}

export const METEORA_BIN_ARRAY_SPEC: AnchorAccountSpec = {
  accountType: 'BinArray',
  programId: METEORA_DLMM_PROGRAM_ID,
  discriminator: KLIQUIDITY_DISCRIMINATORS.BinArray,
  size: METEORA_BIN_ARRAY_SIZE,
};

/** Offsets within a bin, from the bin's start. */
export const METEORA_BIN_FIELDS = {
  amountX: 0,
  amountY: 8,
  price: 16,
  liquiditySupply: 32,
} as const;

/** Byte offset of the bin at `slot` (0..69) within a bin array. */
export function meteoraBinOffset(slot: number): number {
  if (!Number.isInteger(slot) || slot < 0 || slot >= METEORA_BINS_PER_ARRAY) {
    throw new RangeError(`A bin array has bins 0..69, got ${slot}`);
  }
  return BINS_OFFSET + slot * BIN_SIZE;
}

/** The bin array holding `binId`: floor(binId / 70), rounding toward −∞ for negative ids. */
export function meteoraBinArrayIndex(binId: number): bigint {
  if (!Number.isInteger(binId)) throw new RangeError(`Not a bin id: ${binId}`);
  return BigInt(Math.floor(binId / METEORA_BINS_PER_ARRAY));
}

/** Slot of `binId` inside the bin array of `index`, or undefined when it lies outside. */
export function meteoraBinSlot(index: bigint, binId: number): number | undefined {
  const slot = binId - Number(index) * METEORA_BINS_PER_ARRAY;
  return slot >= 0 && slot < METEORA_BINS_PER_ARRAY ? slot : undefined;
}

/** The bin array's address: seeds "bin_array", the pair, the index as i64 little-endian. */
export function meteoraBinArrayPda(
  lbPair: Address,
  index: bigint,
  programId: Address = METEORA_DLMM_PROGRAM_ID,
): ProgramAddress {
  const seed = new Uint8Array(8);
  new DataView(seed.buffer).setBigInt64(0, BigInt.asIntN(64, index), true);
  return findProgramAddress(['bin_array', lbPair, seed], programId);
}

/** The indexes of the bin arrays covering bins lower..upper, ascending. */
export function meteoraBinArrayIndexes(lowerBinId: number, upperBinId: number): bigint[] {
  const indexes: bigint[] = [];
  for (let i = meteoraBinArrayIndex(lowerBinId); i <= meteoraBinArrayIndex(upperBinId); i += 1n) {
    indexes.push(i);
  }
  return indexes;
}

export function decodeMeteoraBinArray(
  address: Address,
  account: AccountBytes,
  options?: DecodeOptions,
): MeteoraBinArray {
  return decodeAnchorAccount(
    METEORA_BIN_ARRAY_SPEC,
    address,
    account,
    (r) => {
      const bins: MeteoraBin[] = [];
      for (let i = 0; i < METEORA_BINS_PER_ARRAY; i += 1) {
        const base = meteoraBinOffset(i);
        bins.push({
          amountX: r.u64(base),
          amountY: r.u64(base + 8),
          price: r.u128(base + 16),
          liquiditySupply: r.u128(base + 32),
          rewardPerTokenStored: [r.u128(base + 48), r.u128(base + 64)],
          feeAmountXPerTokenStored: r.u128(base + 80),
          feeAmountYPerTokenStored: r.u128(base + 96),
          amountXIn: r.u128(base + 112),
          amountYIn: r.u128(base + 128),
        });
      }
      return {
        address,
        index: r.i64(8),
        version: r.u8(16),
        lbPair: r.pubkey(24),
        bins,
      };
    },
    options,
  );
}

export function encodeMeteoraBinArray(data: MeteoraBinArrayData): Uint8Array {
  if (data.bins.length > METEORA_BINS_PER_ARRAY) {
    throw new RangeError(`A bin array has at most ${METEORA_BINS_PER_ARRAY} bins`);
  }
  const w = anchorAccountWriter(METEORA_BIN_ARRAY_SPEC)
    .i64(8, data.index)
    .u8(16, data.version)
    .pubkey(24, data.lbPair);
  data.bins.forEach((bin, i) => {
    const base = meteoraBinOffset(i);
    w.u64(base, bin.amountX)
      .u64(base + 8, bin.amountY)
      .u128(base + 16, bin.price)
      .u128(base + 32, bin.liquiditySupply)
      .u128(base + 48, bin.rewardPerTokenStored[0])
      .u128(base + 64, bin.rewardPerTokenStored[1])
      .u128(base + 80, bin.feeAmountXPerTokenStored)
      .u128(base + 96, bin.feeAmountYPerTokenStored)
      .u128(base + 112, bin.amountXIn)
      .u128(base + 128, bin.amountYIn);
  });
  return w.toBytes();
}
