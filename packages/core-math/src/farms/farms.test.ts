import { describe, expect, it } from 'vitest';
import { farmRewardYield, rewardApr, rewardTokensPerSecond } from './reward-apy';
import {
  currentRewardRate,
  type RewardSchedulePoint,
  scheduledRewardBetween,
  UNUSED_SCHEDULE_POINT,
} from './reward-schedule';
import { farmStakeAmount, pendingFarmReward } from './stake';

const unused = (count: number): RewardSchedulePoint[] =>
  Array.from({ length: count }, () => ({ tsStart: UNUSED_SCHEDULE_POINT, rewardPerTimeUnit: 0 }));

describe('farm reward APY (MATH.md §6.3 worked example)', () => {
  const input = {
    schedule: [{ tsStart: 0, rewardPerTimeUnit: 2_000_000 }, ...unused(19)],
    now: 1_700_000_000,
    rewardsPerSecondDecimals: 3,
    rewardDecimals: 6,
    rewardPrice: '0.05',
    baseValueUsd: 1_000_000,
  };

  it('0.002 tokens/s → 63 072 tokens/yr → $3 153.60 → APR 0.0031536, APY 0.0031586', () => {
    expect(
      rewardTokensPerSecond({
        rewardPerTimeUnit: 2_000_000,
        rewardsPerSecondDecimals: 3,
        rewardDecimals: 6,
      }).toFixed(),
    ).toBe('0.002');
    const { apr, apy } = farmRewardYield(input);
    expect(apr.toFixed()).toBe('0.0031536');
    expect(apy.toFixed(7)).toBe('0.0031586');
  });

  it('yields nothing once rewards run out or without a base', () => {
    expect(farmRewardYield({ ...input, rewardsAvailable: 0 }).apr.toFixed()).toBe('0');
    expect(farmRewardYield({ ...input, rewardsAvailable: 10 }).apr.toFixed()).toBe('0.0031536');
    expect(rewardApr({ tokensPerSecond: 1, rewardPrice: 1, baseValueUsd: 0 }).toFixed()).toBe('0');
  });

  it('multiplies constant rewards by the total stake', () => {
    expect(
      rewardTokensPerSecond({
        rewardPerTimeUnit: 5,
        rewardsPerSecondDecimals: 0,
        rewardDecimals: 6,
        rewardType: 'constant',
        totalActiveStake: 2_000_000,
      }).toFixed(),
    ).toBe('10');
  });
});

describe('reward schedule', () => {
  const schedule: RewardSchedulePoint[] = [
    { tsStart: 100, rewardPerTimeUnit: 10 },
    { tsStart: 200, rewardPerTimeUnit: 20 },
    { tsStart: 300, rewardPerTimeUnit: 0 },
    ...unused(3),
  ];

  it('picks the rate in force, or the first future one', () => {
    expect(currentRewardRate(schedule, 50).toFixed()).toBe('10');
    expect(currentRewardRate(schedule, 150).toFixed()).toBe('10');
    expect(currentRewardRate(schedule, 200).toFixed()).toBe('20');
    expect(currentRewardRate(schedule, 1000).toFixed()).toBe('0');
    expect(currentRewardRate([{ tsStart: 0, rewardPerTimeUnit: 7 }], 10 ** 9).toFixed()).toBe('7');
    expect(currentRewardRate([], 5).toFixed()).toBe('0');
  });

  it('integrates issuance piecewise between two times', () => {
    // 50 s at 10 + 100 s at 20 + 50 s at 0
    expect(scheduledRewardBetween(schedule, 150, 350).toFixed()).toBe('2500');
    expect(scheduledRewardBetween(schedule, 0, 100).toFixed()).toBe('0');
    expect(scheduledRewardBetween(schedule, 350, 150).toFixed()).toBe('0');
  });
});

describe('farm stake and pending rewards', () => {
  it('divides stake by WAD except in delegated farms', () => {
    expect(farmStakeAmount(5n * 10n ** 18n, false).toFixed()).toBe('5');
    expect(farmStakeAmount(5, true).toFixed()).toBe('5');
  });

  it('pending = unclaimed + round(stake × reward per share − tally)', () => {
    const pending = pendingFarmReward({
      activeStakeScaled: 1000n * 10n ** 18n,
      delegated: false,
      rewardPerShareScaled: 25n * 10n ** 17n,
      rewardsTallyScaled: 1000n * 10n ** 18n,
      rewardsIssuedUnclaimed: 7,
      newRewardPerShare: '0.0006',
    });
    // 1000 × 2.5006 − 1000 = 1500.6 → 1501, + 7
    expect(pending.toFixed()).toBe('1508');
  });
});
