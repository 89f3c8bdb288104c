import type { Address } from '../../address/address';
import { ORCA_WHIRLPOOL_PROGRAM_ID } from '../../programIds';
import type { AccountBytes } from '../accountBytes';
import {
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '../decodeAccount';
import { KLIQUIDITY_DISCRIMINATORS } from './discriminators';

export const ORCA_POSITION_SIZE = 216;
const REWARD_INFOS_OFFSET = 144;
const REWARD_INFO_SIZE = 24;
const REWARD_SLOTS = 3;

/** Reward accrual of a concentrated-liquidity position (Orca and Raydium share the shape). */
export interface PositionRewardInfo {
  growthInsideCheckpoint: bigint;
  amountOwed: bigint;
}

/** Orca Whirlpool Position (LAYOUTS §3.2). */
export interface OrcaPositionData {
  whirlpool: Address;
  positionMint: Address;
  liquidity: bigint;
  tickLowerIndex: number;
  tickUpperIndex: number;
  feeGrowthCheckpointA: bigint;
  feeOwedA: bigint;
  feeGrowthCheckpointB: bigint;
  feeOwedB: bigint;
  rewardInfos: PositionRewardInfo[];
}

export interface OrcaPosition extends OrcaPositionData {
  address: Address;
}

export const ORCA_POSITION_SPEC: AnchorAccountSpec = {
  accountType: 'Position',
  programId: ORCA_WHIRLPOOL_PROGRAM_ID,
  discriminator: KLIQUIDITY_DISCRIMINATORS.Position,
  size: ORCA_POSITION_SIZE,
};

export function decodeOrcaPosition(
  address: Address,
  account: AccountBytes,
  options?: DecodeOptions,
): OrcaPosition {
  return decodeAnchorAccount(
    ORCA_POSITION_SPEC,
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
        whirlpool: r.pubkey(8),
        positionMint: r.pubkey(40),
        liquidity: r.u128(72),
        tickLowerIndex: r.i32(88),
        tickUpperIndex: r.i32(92),
        feeGrowthCheckpointA: r.u128(96),
        feeOwedA: r.u64(112),
        feeGrowthCheckpointB: r.u128(120),
        feeOwedB: r.u64(136),
        rewardInfos,
      };
    },
    options,
  );
}

export function encodeOrcaPosition(data: OrcaPositionData): Uint8Array {
  if (data.rewardInfos.length > REWARD_SLOTS) {
    throw new RangeError(`A position has at most 3 reward infos`);
  }
  const w = anchorAccountWriter(ORCA_POSITION_SPEC);
  w.pubkey(8, data.whirlpool)
    .pubkey(40, data.positionMint)
    .u128(72, data.liquidity)
    .i32(88, data.tickLowerIndex)
    .i32(92, data.tickUpperIndex)
    .u128(96, data.feeGrowthCheckpointA)
    .u64(112, data.feeOwedA)
    .u128(120, data.feeGrowthCheckpointB)
    .u64(136, data.feeOwedB);
  data.rewardInfos.forEach((info, i) => {
    const base = REWARD_INFOS_OFFSET + i * REWARD_INFO_SIZE;
    w.u128(base, info.growthInsideCheckpoint).u64(base + 16, info.amountOwed);
  });
  return w.toBytes();
}
