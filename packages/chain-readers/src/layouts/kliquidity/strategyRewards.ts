import type { Address } from '../../address/address';
import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';

export const STRATEGY_REWARD_SLOTS = 3;

/**
 * A DEX reward collected by a strategy. On chain the fields of reward i are spread over three
 * places: amount/vault/collateralId/decimals at 816 + 56·i, the cumulative amount at 1008 + 8·i
 * and the fee at 1152 + 8·i.
 */
export interface StrategyReward {
  amount: bigint;
  vault: Address;
  collateralId: bigint;
  /** 0 means the reward slot is unused. */
  decimals: number;
  amountCumulative: bigint;
  /** Performance fee on this reward, bps. */
  fee: bigint;
}

export function readStrategyRewards(r: ByteReader): StrategyReward[] {
  const rewards: StrategyReward[] = [];
  for (let i = 0; i < STRATEGY_REWARD_SLOTS; i += 1) {
    const base = 816 + i * 56;
    rewards.push({
      amount: r.u64(base),
      vault: r.pubkey(base + 8),
      collateralId: r.u64(base + 40),
      decimals: r.u64Number(base + 48, `reward${i}Decimals`),
      amountCumulative: r.u64(1008 + i * 8),
      fee: r.u64(1152 + i * 8),
    });
  }
  return rewards;
}

export function writeStrategyRewards(w: ByteWriter, rewards: readonly StrategyReward[]): void {
  if (rewards.length > STRATEGY_REWARD_SLOTS) {
    throw new RangeError(`A strategy has at most 3 rewards, got ${rewards.length}`);
  }
  rewards.forEach((reward, i) => {
    const base = 816 + i * 56;
    w.u64(base, reward.amount)
      .pubkey(base + 8, reward.vault)
      .u64(base + 40, reward.collateralId)
      .u64(base + 48, reward.decimals)
      .u64(1008 + i * 8, reward.amountCumulative)
      .u64(1152 + i * 8, reward.fee);
  });
}
