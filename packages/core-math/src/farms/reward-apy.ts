import type Decimal from 'decimal.js';
import { aprToApy } from '../charts/compounding';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';
import { SECONDS_PER_YEAR } from '../lending/constants';
import { currentRewardRate, type RewardSchedulePoint } from './reward-schedule';

/** RewardType 0 shares the rate across the farm; 1 pays the rate per staked lamport. */
export type RewardType = 'proportional' | 'constant';

/**
 * Whole reward tokens issued per second for a raw schedule rate:
 * rate × (constant ? total stake : 1) / 10^rewardsPerSecondDecimals / 10^rewardDecimals.
 * The time unit is assumed to be seconds, as the SDK does.
 */
export function rewardTokensPerSecond(params: {
  rewardPerTimeUnit: NumericInput;
  rewardsPerSecondDecimals: number;
  rewardDecimals: number;
  rewardType?: RewardType;
  /** Total active stake, for constant rewards. */
  totalActiveStake?: NumericInput;
}): Decimal {
  const multiplier =
    params.rewardType === 'constant' ? toDecimal(params.totalActiveStake ?? 0) : new MathDecimal(1);
  return toDecimal(params.rewardPerTimeUnit)
    .times(multiplier)
    .div(new MathDecimal(10).pow(params.rewardsPerSecondDecimals))
    .div(new MathDecimal(10).pow(params.rewardDecimals));
}

/**
 * Yearly reward APR: tokens/s × 31 536 000 × reward price / USD value of the base the reward is
 * shared over; 0 when the base is not positive.
 */
export function rewardApr(params: {
  tokensPerSecond: NumericInput;
  rewardPrice: NumericInput;
  baseValueUsd: NumericInput;
}): Decimal {
  const base = toDecimal(params.baseValueUsd);
  if (!base.gt(0)) return new MathDecimal(0);
  return toDecimal(params.tokensPerSecond)
    .times(SECONDS_PER_YEAR)
    .times(toDecimal(params.rewardPrice))
    .div(base);
}

export interface FarmRewardYieldInput {
  schedule: readonly RewardSchedulePoint[];
  /** Current time in the schedule's unit (unix seconds). */
  now: NumericInput;
  rewardsPerSecondDecimals: number;
  rewardDecimals: number;
  rewardType?: RewardType;
  totalActiveStake?: NumericInput;
  rewardPrice: NumericInput;
  /** USD value the reward is spread over (for a lending reserve: whole supply or whole borrow). */
  baseValueUsd: NumericInput;
  /** Reward lamports left; a reward with none left yields 0. */
  rewardsAvailable?: NumericInput;
}

/** APR and APY (365 daily periods) of one farm reward at `now`. */
export function farmRewardYield(input: FarmRewardYieldInput): { apr: Decimal; apy: Decimal } {
  const zero = new MathDecimal(0);
  if (input.rewardsAvailable !== undefined && !toDecimal(input.rewardsAvailable).gt(0)) {
    return { apr: zero, apy: zero };
  }
  const tokensPerSecond = rewardTokensPerSecond({
    rewardPerTimeUnit: currentRewardRate(input.schedule, input.now),
    rewardsPerSecondDecimals: input.rewardsPerSecondDecimals,
    rewardDecimals: input.rewardDecimals,
    rewardType: input.rewardType ?? 'proportional',
    totalActiveStake: input.totalActiveStake ?? 0,
  });
  const apr = rewardApr({
    tokensPerSecond,
    rewardPrice: input.rewardPrice,
    baseValueUsd: input.baseValueUsd,
  });
  return { apr, apy: aprToApy(apr) };
}
