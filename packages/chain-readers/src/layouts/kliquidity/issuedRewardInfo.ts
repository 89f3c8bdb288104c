import type { Address } from '../../address/address';
import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';

export const ISSUED_REWARD_INFO_SIZE = 120;
export const ISSUED_REWARD_SLOTS = 3;

/** A reward the strategy itself emits to its shareholders. */
export interface IssuedRewardInfo {
  decimals: number;
  rewardVault: Address;
  rewardMint: Address;
  rewardCollateralId: bigint;
  lastIssuanceTs: bigint;
  /** Raw reward base units per second. */
  rewardPerSecond: bigint;
  amountUncollected: bigint;
  amountIssuedCumulative: bigint;
  amountAvailable: bigint;
}

export function readIssuedRewardInfo(r: ByteReader, base: number): IssuedRewardInfo {
  return {
    decimals: r.u64Number(base, 'issuedRewards.decimals'),
    rewardVault: r.pubkey(base + 8),
    rewardMint: r.pubkey(base + 40),
    rewardCollateralId: r.u64(base + 72),
    lastIssuanceTs: r.u64(base + 80),
    rewardPerSecond: r.u64(base + 88),
    amountUncollected: r.u64(base + 96),
    amountIssuedCumulative: r.u64(base + 104),
    amountAvailable: r.u64(base + 112),
  };
}

export function writeIssuedRewardInfo(w: ByteWriter, base: number, info: IssuedRewardInfo) {
  w.u64(base, info.decimals)
    .pubkey(base + 8, info.rewardVault)
    .pubkey(base + 40, info.rewardMint)
    .u64(base + 72, info.rewardCollateralId)
    .u64(base + 80, info.lastIssuanceTs)
    .u64(base + 88, info.rewardPerSecond)
    .u64(base + 96, info.amountUncollected)
    .u64(base + 104, info.amountIssuedCumulative)
    .u64(base + 112, info.amountAvailable);
}
