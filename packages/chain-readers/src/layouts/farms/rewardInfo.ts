import type { Address } from '../../address/address';
import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';
import { enumIndex, enumName } from '../enumField';
import { type FarmTokenInfo, readFarmTokenInfo, writeFarmTokenInfo } from './farmTokenInfo';

export const FARM_REWARD_INFO_SIZE = 704;
export const REWARD_SCHEDULE_POINTS = 20;
const CURVE_OFFSET = 160;
const UNUSED_POINT_TS = (1n << 64n) - 1n;

export const REWARD_TYPES = ['Proportional', 'Constant'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** From `tsStart` (in the farm's time unit) on, rewards flow at `rewardPerTimeUnit`. */
export interface RewardPerTimeUnitPoint {
  tsStart: bigint;
  /** Raw reward base units per time unit × 10^rewardsPerSecondDecimals. */
  rewardPerTimeUnit: bigint;
}

/** One reward of a farm (LAYOUTS §4.1 RewardInfo). */
export interface FarmRewardInfo {
  token: FarmTokenInfo;
  rewardsVault: Address;
  rewardsAvailable: bigint;
  /** Points in use (unused points, tsStart = u64::MAX, are dropped), in stored order. */
  rewardScheduleCurve: RewardPerTimeUnitPoint[];
  minClaimDurationSeconds: bigint;
  lastIssuanceTs: bigint;
  rewardsIssuedUnclaimed: bigint;
  rewardsIssuedCumulative: bigint;
  /** WAD-scaled (10^18) reward per unit of stake, raw. */
  rewardPerShareScaled: bigint;
  rewardType: RewardType;
  rewardsPerSecondDecimals: number;
}

export function readFarmRewardInfo(r: ByteReader, base: number, index: number): FarmRewardInfo {
  const curve: RewardPerTimeUnitPoint[] = [];
  for (let i = 0; i < REWARD_SCHEDULE_POINTS; i += 1) {
    const point = base + CURVE_OFFSET + i * 16;
    const tsStart = r.u64(point);
    if (tsStart !== UNUSED_POINT_TS) curve.push({ tsStart, rewardPerTimeUnit: r.u64(point + 8) });
  }
  return {
    token: readFarmTokenInfo(r, base, `rewardInfos[${index}].token`),
    rewardsVault: r.pubkey(base + 120),
    rewardsAvailable: r.u64(base + 152),
    rewardScheduleCurve: curve,
    minClaimDurationSeconds: r.u64(base + 480),
    lastIssuanceTs: r.u64(base + 488),
    rewardsIssuedUnclaimed: r.u64(base + 496),
    rewardsIssuedCumulative: r.u64(base + 504),
    rewardPerShareScaled: r.u128(base + 512),
    rewardType: enumName(REWARD_TYPES, r.u8(base + 536), `rewardInfos[${index}].rewardType`),
    rewardsPerSecondDecimals: r.u8(base + 537),
  };
}

export function writeFarmRewardInfo(w: ByteWriter, base: number, info: FarmRewardInfo): void {
  const curve = info.rewardScheduleCurve;
  if (curve.length > REWARD_SCHEDULE_POINTS) {
    throw new RangeError(`A reward curve has at most 20 points, got ${curve.length}`);
  }
  writeFarmTokenInfo(w, base, info.token);
  w.pubkey(base + 120, info.rewardsVault).u64(base + 152, info.rewardsAvailable);
  for (let i = 0; i < REWARD_SCHEDULE_POINTS; i += 1) {
    const point = curve[i];
    const offset = base + CURVE_OFFSET + i * 16;
    w.u64(offset, point?.tsStart ?? UNUSED_POINT_TS).u64(
      offset + 8,
      point?.rewardPerTimeUnit ?? 0n,
    );
  }
  w.u64(base + 480, info.minClaimDurationSeconds)
    .u64(base + 488, info.lastIssuanceTs)
    .u64(base + 496, info.rewardsIssuedUnclaimed)
    .u64(base + 504, info.rewardsIssuedCumulative)
    .u128(base + 512, info.rewardPerShareScaled)
    .u8(base + 536, enumIndex(REWARD_TYPES, info.rewardType, 'rewardType'))
    .u8(base + 537, info.rewardsPerSecondDecimals);
}
