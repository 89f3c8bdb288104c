import type { Address } from '../../address/address';
import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';
import { RAYDIUM_CLMM_PROGRAM_ID } from '../../programIds';
import type { AccountBytes } from '../accountBytes';
import {
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '../decodeAccount';
import { KLIQUIDITY_DISCRIMINATORS } from './discriminators';

export const RAYDIUM_POOL_SIZE = 1544;
const REWARD_INFOS_OFFSET = 397;
const REWARD_INFO_SIZE = 169;
const REWARD_SLOTS = 3;

/** Reward emission of a Raydium CLMM pool (packed, 169 bytes). */
export interface RaydiumPoolRewardInfo {
  rewardState: number;
  openTime: bigint;
  endTime: bigint;
  lastUpdateTime: bigint;
  /** Q64.64 */
  emissionsPerSecondX64: bigint;
  rewardTotalEmissioned: bigint;
  rewardClaimed: bigint;
  tokenMint: Address;
  tokenVault: Address;
  authority: Address;
  /** Q64.64 */
  rewardGrowthGlobalX64: bigint;
}

/** Raydium CLMM PoolState (packed; LAYOUTS §3.2) — the fields valuing a position needs. */
export interface RaydiumPoolData {
  bump: number;
  ammConfig: Address;
  owner: Address;
  tokenMint0: Address;
  tokenMint1: Address;
  tokenVault0: Address;
  tokenVault1: Address;
  observationKey: Address;
  mintDecimals0: number;
  mintDecimals1: number;
  tickSpacing: number;
  liquidity: bigint;
  /** Q64.64 square root of the price in base units. */
  sqrtPriceX64: bigint;
  tickCurrent: number;
  feeGrowthGlobal0X64: bigint;
  feeGrowthGlobal1X64: bigint;
  protocolFeesToken0: bigint;
  protocolFeesToken1: bigint;
  status: number;
  rewardInfos: RaydiumPoolRewardInfo[];
  openTime: bigint;
}

export interface RaydiumPool extends RaydiumPoolData {
  address: Address;
}

export const RAYDIUM_POOL_SPEC: AnchorAccountSpec = {
  accountType: 'PoolState',
  programId: RAYDIUM_CLMM_PROGRAM_ID,
  discriminator: KLIQUIDITY_DISCRIMINATORS.PoolState,
  size: RAYDIUM_POOL_SIZE,
};

function readRewardInfo(r: ByteReader, base: number): RaydiumPoolRewardInfo {
  return {
    rewardState: r.u8(base),
    openTime: r.u64(base + 1),
    endTime: r.u64(base + 9),
    lastUpdateTime: r.u64(base + 17),
    emissionsPerSecondX64: r.u128(base + 25),
    rewardTotalEmissioned: r.u64(base + 41),
    rewardClaimed: r.u64(base + 49),
    tokenMint: r.pubkey(base + 57),
    tokenVault: r.pubkey(base + 89),
    authority: r.pubkey(base + 121),
    rewardGrowthGlobalX64: r.u128(base + 153),
  };
}

function writeRewardInfo(w: ByteWriter, base: number, info: RaydiumPoolRewardInfo): void {
  w.u8(base, info.rewardState)
    .u64(base + 1, info.openTime)
    .u64(base + 9, info.endTime)
    .u64(base + 17, info.lastUpdateTime)
    .u128(base + 25, info.emissionsPerSecondX64)
    .u64(base + 41, info.rewardTotalEmissioned)
    .u64(base + 49, info.rewardClaimed)
    .pubkey(base + 57, info.tokenMint)
    .pubkey(base + 89, info.tokenVault)
    .pubkey(base + 121, info.authority)
    .u128(base + 153, info.rewardGrowthGlobalX64);
}

export function decodeRaydiumPool(
  address: Address,
  account: AccountBytes,
  options?: DecodeOptions,
): RaydiumPool {
  return decodeAnchorAccount(
    RAYDIUM_POOL_SPEC,
    address,
    account,
    (r) => {
      const rewardInfos: RaydiumPoolRewardInfo[] = [];
      for (let i = 0; i < REWARD_SLOTS; i += 1) {
        rewardInfos.push(readRewardInfo(r, REWARD_INFOS_OFFSET + i * REWARD_INFO_SIZE));
      }
      return {
        address,
        bump: r.u8(8),
        ammConfig: r.pubkey(9),
        owner: r.pubkey(41),
        tokenMint0: r.pubkey(73),
        tokenMint1: r.pubkey(105),
        tokenVault0: r.pubkey(137),
        tokenVault1: r.pubkey(169),
        observationKey: r.pubkey(201),
        mintDecimals0: r.u8(233),
        mintDecimals1: r.u8(234),
        tickSpacing: r.u16(235),
        liquidity: r.u128(237),
        sqrtPriceX64: r.u128(253),
        tickCurrent: r.i32(269),
        feeGrowthGlobal0X64: r.u128(277),
        feeGrowthGlobal1X64: r.u128(293),
        protocolFeesToken0: r.u64(309),
        protocolFeesToken1: r.u64(317),
        status: r.u8(389),
        rewardInfos,
        openTime: r.u64(1080),
      };
    },
    options,
  );
}

export function encodeRaydiumPool(data: RaydiumPoolData): Uint8Array {
  if (data.rewardInfos.length > REWARD_SLOTS) {
    throw new RangeError(`A Raydium pool has at most 3 reward infos`);
  }
  const w = anchorAccountWriter(RAYDIUM_POOL_SPEC);
  w.u8(8, data.bump)
    .pubkey(9, data.ammConfig)
    .pubkey(41, data.owner)
    .pubkey(73, data.tokenMint0)
    .pubkey(105, data.tokenMint1)
    .pubkey(137, data.tokenVault0)
    .pubkey(169, data.tokenVault1)
    .pubkey(201, data.observationKey)
    .u8(233, data.mintDecimals0)
    .u8(234, data.mintDecimals1)
    .u16(235, data.tickSpacing)
    .u128(237, data.liquidity)
    .u128(253, data.sqrtPriceX64)
    .i32(269, data.tickCurrent)
    .u128(277, data.feeGrowthGlobal0X64)
    .u128(293, data.feeGrowthGlobal1X64)
    .u64(309, data.protocolFeesToken0)
    .u64(317, data.protocolFeesToken1)
    .u8(389, data.status)
    .u64(1080, data.openTime);
  data.rewardInfos.forEach((info, i) => {
    writeRewardInfo(w, REWARD_INFOS_OFFSET + i * REWARD_INFO_SIZE, info);
  });
  return w.toBytes();
}
