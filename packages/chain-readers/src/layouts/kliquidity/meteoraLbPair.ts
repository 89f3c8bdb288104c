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

/** 8 discriminator + 896 body (the DLMM program's IDL, `LbPair`). */
export const METEORA_LB_PAIR_SIZE = 904;

/**
 * Meteora DLMM LbPair (zero-copy): the parts a position's valuation and the bins need. Price of
 * a bin (Y per X, base units) = (1 + binStep / 10 000)^binId. Fee parameters, reward infos, the
 * oracle's history and the bin-array bitmap are not decoded.
 */
export interface MeteoraLbPairData {
  /** StaticParameters.baseFactor. */
  baseFactor: number;
  /** StaticParameters.minBinId / maxBinId. */
  minBinId: number;
  maxBinId: number;
  protocolShare: number;
  pairType: number;
  /** The bin the pool price is in. */
  activeId: number;
  /** Basis points between two bins' prices. */
  binStep: number;
  status: number;
  tokenXMint: Address;
  tokenYMint: Address;
  /** The pool's token accounts of X and Y. */
  reserveX: Address;
  reserveY: Address;
  protocolFeeAmountX: bigint;
  protocolFeeAmountY: bigint;
  oracle: Address;
  lastUpdatedAt: bigint;
  creator: Address;
}

export interface MeteoraLbPair extends MeteoraLbPairData {
  address: Address;
}

export const METEORA_LB_PAIR_SPEC: AnchorAccountSpec = {
  accountType: 'LbPair',
  programId: METEORA_DLMM_PROGRAM_ID,
  discriminator: KLIQUIDITY_DISCRIMINATORS.LbPair,
  size: METEORA_LB_PAIR_SIZE,
};

// Offsets: StaticParameters 8..40, VariableParameters 40..72, then the pair's own fields.
const AT = {
  baseFactor: 8,
  minBinId: 24,
  maxBinId: 28,
  protocolShare: 32,
  bumpSeed: 72,
  binStepSeed: 73,
  pairType: 75,
  activeId: 76,
  binStep: 80,
  status: 82,
  tokenXMint: 88,
  tokenYMint: 120,
  reserveX: 152,
  reserveY: 184,
  protocolFeeAmountX: 216,
  protocolFeeAmountY: 224,
  oracle: 552,
  lastUpdatedAt: 712,
  creator: 848,
} as const;

export function decodeMeteoraLbPair(
  address: Address,
  account: AccountBytes,
  options?: DecodeOptions,
): MeteoraLbPair {
  return decodeAnchorAccount(
    METEORA_LB_PAIR_SPEC,
    address,
    account,
    (r) => ({
      address,
      baseFactor: r.u16(AT.baseFactor),
      minBinId: r.i32(AT.minBinId),
      maxBinId: r.i32(AT.maxBinId),
      protocolShare: r.u16(AT.protocolShare),
      pairType: r.u8(AT.pairType),
      activeId: r.i32(AT.activeId),
      binStep: r.u16(AT.binStep),
      status: r.u8(AT.status),
      tokenXMint: r.pubkey(AT.tokenXMint),
      tokenYMint: r.pubkey(AT.tokenYMint),
      reserveX: r.pubkey(AT.reserveX),
      reserveY: r.pubkey(AT.reserveY),
      protocolFeeAmountX: r.u64(AT.protocolFeeAmountX),
      protocolFeeAmountY: r.u64(AT.protocolFeeAmountY),
      oracle: r.pubkey(AT.oracle),
      lastUpdatedAt: r.i64(AT.lastUpdatedAt),
      creator: r.pubkey(AT.creator),
    }),
    options,
  );
}

/** The pair's bytes; the seeds (bump 255, bin step) are filled in, everything else left zero. */
export function encodeMeteoraLbPair(data: MeteoraLbPairData): Uint8Array {
  return anchorAccountWriter(METEORA_LB_PAIR_SPEC)
    .u16(AT.baseFactor, data.baseFactor)
    .i32(AT.minBinId, data.minBinId)
    .i32(AT.maxBinId, data.maxBinId)
    .u16(AT.protocolShare, data.protocolShare)
    .u8(AT.bumpSeed, 255)
    .u16(AT.binStepSeed, data.binStep)
    .u8(AT.pairType, data.pairType)
    .i32(AT.activeId, data.activeId)
    .u16(AT.binStep, data.binStep)
    .u8(AT.status, data.status)
    .pubkey(AT.tokenXMint, data.tokenXMint)
    .pubkey(AT.tokenYMint, data.tokenYMint)
    .pubkey(AT.reserveX, data.reserveX)
    .pubkey(AT.reserveY, data.reserveY)
    .u64(AT.protocolFeeAmountX, data.protocolFeeAmountX)
    .u64(AT.protocolFeeAmountY, data.protocolFeeAmountY)
    .pubkey(AT.oracle, data.oracle)
    .i64(AT.lastUpdatedAt, data.lastUpdatedAt)
    .pubkey(AT.creator, data.creator)
    .toBytes();
}
