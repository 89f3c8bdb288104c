import { farmRewardYield, MathDecimal, pendingFarmReward } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { generateWorld } from '../generate-world';
import { walletFarmStakes } from './farm-stakes';
import {
  farmStateData,
  REWARDS_PER_SECOND_DECIMALS,
  rewardCurve,
  userStateData,
} from './farm-state';
import type { WrittenObligation } from './lending-accounts';
import { obligationData } from './obligation-state';
import { rawAmount } from './spl-accounts';

const world = generateWorld({
  seed: 'farm-test',
  brand: { productName: 'Acme', nativeTokenSymbol: 'ACME' },
});
const now = 1_760_000_000n;
const DAY = 86_400n;
const written: WrittenObligation[] = world.wallets.flatMap((wallet) =>
  wallet.obligations.map((obligation) => {
    const market = world.markets.find((m) => m.address === obligation.marketAddress);
    if (market === undefined) throw new Error('market');
    return { world: obligation, data: obligationData(market, obligation, { slot: 1n, now }) };
  }),
);
const stakes = walletFarmStakes(world, written);

describe('walletFarmStakes', () => {
  it('stakes every farmed obligation leg and every staked strategy holding', () => {
    const reserves = world.markets.flatMap((m) => m.reserves);
    const expected = written.flatMap(({ world: obligation, data }) => [
      ...data.deposits.flatMap((d) => {
        const farm = reserves.find(
          (r) => r.address === d.depositReserve.toBase58(),
        )?.farmCollateral;
        return farm ? [{ farm, delegatee: obligation.address, stake: d.depositedAmount }] : [];
      }),
      ...data.borrows.flatMap((b) => {
        const farm = reserves.find((r) => r.address === b.borrowReserve.toBase58())?.farmDebt;
        return farm
          ? [{ farm, delegatee: obligation.address, stake: BigInt(b.borrowedAmount.toFixed(0)) }]
          : [];
      }),
    ]);
    expect(
      stakes
        .filter((s) => s.delegated)
        .map(({ farm, delegatee, stake }) => ({ farm, delegatee, stake })),
    ).toEqual(expected);
    const ordinary = world.wallets.find((w) => w.role === 'ordinary');
    const shares = stakes.filter((s) => !s.delegated);
    expect(shares.length).toBe(ordinary?.strategyShares.length);
    for (const stake of shares) {
      const holding = ordinary?.strategyShares.find((h) => h.farm === stake.farm);
      expect(stake.stake).toBe(rawAmount(holding?.stakedShares ?? '-1', 6));
      expect(stake.delegatee).toBe(ordinary?.publicKey);
    }
    expect(expected.length).toBeGreaterThanOrEqual(4);
  });
});

describe('farm states', () => {
  it('encode the world’s reward curves relative to now and what they issued so far', () => {
    for (const farm of world.farms) {
      const data = farmStateData(world, farm, stakes, now);
      expect(data.rewardInfos).toHaveLength(farm.rewards.length);
      data.rewardInfos.forEach((info, i) => {
        const reward = farm.rewards[i];
        if (reward === undefined) throw new Error('reward');
        const token = world.tokens.find((t) => t.mint === reward.mint);
        const rate =
          rawAmount(reward.curve[0]?.rewardsPerSecond ?? '0', token?.decimals ?? 0) *
          10n ** BigInt(REWARDS_PER_SECOND_DECIMALS);
        expect(info.rewardScheduleCurve).toEqual(rewardCurve(reward, token?.decimals ?? 0, now));
        expect(info.rewardScheduleCurve[0]).toEqual({
          tsStart: now - 30n * DAY,
          rewardPerTimeUnit: rate,
        });
        expect(info.rewardScheduleCurve[1]).toEqual({
          tsStart: now + 60n * DAY,
          rewardPerTimeUnit: 0n,
        });
        const scale = 10n ** BigInt(REWARDS_PER_SECOND_DECIMALS);
        expect(info.rewardsIssuedCumulative).toBe((rate * 30n * DAY) / scale);
        expect(info.rewardsAvailable).toBe((rate * 60n * DAY) / scale);
        expect(info.rewardsIssuedCumulative > 0n).toBe(true);
        expect(info.token.mint.toBase58()).toBe(reward.mint);
      });
    }
  });

  it('delegate reserve farms to the market authority and keep strategy farms normal', () => {
    for (const farm of world.farms) {
      const data = farmStateData(world, farm, stakes, now);
      const mine = stakes
        .filter((s) => s.farm === farm.address)
        .reduce((sum, s) => sum + s.stake, 0n);
      expect(data.totalStakedAmount > mine).toBe(true);
      expect(data.token.mint.toBase58()).toBe(farm.stakeMint);
      if (farm.kind === 'strategy') {
        expect(data.isFarmDelegated).toBe(false);
        expect(data.delegateAuthority).toBeNull();
        expect(data.strategyId?.toBase58()).toBe(farm.target);
        expect(data.totalActiveStakeScaled).toBe(data.totalStakedAmount * 10n ** 18n);
      } else {
        const market = world.markets.find((m) => m.reserves.some((r) => r.address === farm.target));
        expect(data.isFarmDelegated).toBe(true);
        expect(data.delegateAuthority?.toBase58()).toBe(market?.lendingMarketAuthority);
        expect(data.totalActiveStakeScaled).toBe(data.totalStakedAmount);
      }
    }
  });

  it('give the reserve farms a reward APR in the range the world priced them at', () => {
    const farm = world.farms.find((f) => f.kind === 'reserve-collateral');
    const reserve = world.markets
      .flatMap((m) => m.reserves)
      .find((r) => r.address === farm?.target);
    if (farm === undefined || reserve === undefined) throw new Error('farm');
    const info = farmStateData(world, farm, stakes, now).rewardInfos[0];
    const reward = world.tokens.find((t) => t.mint === farm.rewards[0]?.mint);
    const { apr } = farmRewardYield({
      schedule: info?.rewardScheduleCurve ?? [],
      now: now.toString(),
      rewardsPerSecondDecimals: REWARDS_PER_SECOND_DECIMALS,
      rewardDecimals: reward?.decimals ?? 0,
      rewardPrice: reward?.priceUsd ?? 0,
      baseValueUsd: new MathDecimal(reserve.totalSupply).mul(reserve.priceUsd),
      rewardsAvailable: (info?.rewardsAvailable ?? 0n).toString(),
    });
    // buildFarms prices reserve rewards at 1–6 % of the supply.
    expect(apr.gt('0.0099') && apr.lt('0.0601')).toBe(true);
  });
});

describe('user farm states', () => {
  it('leave a quarter of what the stake earned to claim', () => {
    for (const stake of stakes) {
      const farm = world.farms.find((f) => f.address === stake.farm);
      if (farm === undefined) throw new Error('farm');
      const data = farmStateData(world, farm, stakes, now);
      const user = userStateData(data, stake, 0n, now);
      expect(user.isFarmDelegated).toBe(stake.delegated);
      expect(user.delegatee.toBase58()).toBe(stake.delegatee);
      data.rewardInfos.forEach((reward, i) => {
        const pending = pendingFarmReward({
          activeStakeScaled: user.activeStakeScaled.toString(),
          delegated: stake.delegated,
          rewardPerShareScaled: reward.rewardPerShareScaled.toString(),
          rewardsTallyScaled: (user.rewardsTallyScaled[i] ?? 0n).toString(),
          rewardsIssuedUnclaimed: (user.rewardsIssuedUnclaimed[i] ?? 0n).toString(),
        });
        const earned = (stake.stake * reward.rewardPerShareScaled) / 10n ** 18n;
        expect(pending.toFixed(0)).toBe((earned / 4n).toString());
        expect(earned > 0n).toBe(true);
      });
    }
  });
});
