import type { Address } from '../../address/address';
import { RAYDIUM_CLMM_PROGRAM_ID } from '../../programIds';
import type { AccountBytes } from '../accountBytes';
import {
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '../decodeAccount';
import { KLIQUIDITY_DISCRIMINATORS } from './discriminators';
import type { PositionRewardInfo } from './orcaPosition';

export const RAYDIUM_POSITION_SIZE = 281;
const REWARD_INFOS_OFFSET = 145;
const REWARD_INFO_SIZE = 24;
const REWARD_SLOTS = 3;

/** Raydium CLMM PersonalPositionState (packed; LAYOUTS §3.2). */
export interface RaydiumPositionData {
  bump: number;
  nftMint: Address;
  poolId: Address;
  tickLowerIndex: number;
  tickUpperIndex: number;
  liquidity: bigint;
  feeGrowthInside0LastX64: bigint;
  feeGrowthInside1LastX64: bigint;
  tokenFeesOwed0: bigint;
  tokenFeesOwed1: bigint;
  rewardInfos: PositionRewardInfo[];
}

export interface RaydiumPosition extends RaydiumPositionData {
  address: Address;
}

export const RAYDIUM_POSITION_SPEC: AnchorAccountSpec = {
  accountType: 'PersonalPositionState',
  programId: RAYDIUM_CLMM_PROGRAM_ID,
  discriminator: KLIQUIDITY_DISCRIMINATORS.PersonalPositionState,
  size: RAYDIUM_POSITION_SIZE,
};

export function decodeRaydiumPosition(
  address: Address,
  account: AccountBytes,
  options?: DecodeOptions,
): RaydiumPosition {
  return decodeAnchorAccount(
    RAYDIUM_POSITION_SPEC,
    address,
    account,
    (r) => {
      const rewardInfos: PositionRewardInfo[] = [];
      for (let i = 0; i < REWARD_SLOTS; i += 1) {
        const base = REWARD_INFOS_OFFSET + i * REWARD_INFO_SIZE;
        rewardInfos.push({ growthInsideCheckpoint: r.u128(base), amountOwed: r.u64(base + 16) });
      }
      return {
        address,
        bump: r.u8(8),
        nftMint: r.pubkey(9),
        poolId: r.pubkey(41),
        tickLowerIndex: r.i32(73),
        tickUpperIndex: r.i32(77),
        liquidity: r.u128(81),
        feeGrowthInside0LastX64: r.u128(97),
        feeGrowthInside1LastX64: r.u128(113),
        tokenFeesOwed0: r.u64(129),
        tokenFeesOwed1: r.u64(137),
        rewardInfos,
      };
    },
    options,
  );
}

export function encodeRaydiumPosition(data: RaydiumPositionData): Uint8Array {
  if (data.rewardInfos.length > REWARD_SLOTS) {
    throw new RangeError(`A Raydium position has at most 3 reward infos`);
  }
  const w = anchorAccountWriter(RAYDIUM_POSITION_SPEC);
  w.u8(8, data.bump)
    .pubkey(9, data.nftMint)
    .pubkey(41, data.poolId)
    .i32(73, data.tickLowerIndex)
    .i32(77, data.tickUpperIndex)
    .u128(81, data.liquidity)
    .u128(97, data.feeGrowthInside0LastX64)
    .u128(113, data.feeGrowthInside1LastX64)
    .u64(129, data.tokenFeesOwed0)
    .u64(137, data.tokenFeesOwed1);
  data.rewardInfos.forEach((info, i) => {
    const base = REWARD_INFOS_OFFSET + i * REWARD_INFO_SIZE;
    w.u128(base, info.growthInsideCheckpoint).u64(base + 16, info.amountOwed);
  });
  return w.toBytes();
}
