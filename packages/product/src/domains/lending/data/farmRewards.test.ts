import {
  decodeFarmState,
  encodeFarmState,
  FARMS_PROGRAM_ID,
  type FarmState,
} from '@keel/chain-readers';
import { farmRewardYield, MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { farmApys, farmRewards } from './farmRewards';
import { testKey } from './testing/reserveFixture';

const rewardMint = testKey(70);
const NOW = 1_700_000_000;

/** A delegated farm with one proportional reward, encoded and decoded by chain-readers. */
function farm(timeUnit: 'Seconds' | 'Slots', rewardsAvailable = 10n ** 12n): FarmState {
  const key = testKey(71);
  const token = { mint: testKey(72), decimals: 9, tokenProgram: testKey(0) };
  const data = encodeFarmState({
    farmAdmin: key,
    globalConfig: key,
    token,
    rewardInfos: [
      {
        token: { mint: rewardMint, decimals: 6, tokenProgram: testKey(0) },
        rewardsVault: key,
        rewardsAvailable,
        rewardScheduleCurve: [{ tsStart: 0n, rewardPerTimeUnit: 2_000_000n }],
        minClaimDurationSeconds: 0n,
        lastIssuanceTs: 0n,
        rewardsIssuedUnclaimed: 0n,
        rewardsIssuedCumulative: 0n,
        rewardPerShareScaled: 0n,
        rewardType: 'Proportional',
        rewardsPerSecondDecimals: 3,
      },
    ],
    numUsers: 1n,
    totalStakedAmount: 0n,
    farmVault: key,
    farmVaultsAuthority: key,
    farmVaultsAuthorityBump: 255,
    delegateAuthority: key,
    timeUnit,
    isFarmFrozen: false,
    isFarmDelegated: true,
    withdrawAuthority: key,
    depositWarmupPeriod: 0,
    withdrawalCooldownPeriod: 0,
    totalActiveStakeScaled: 0n,
    totalPendingStakeScaled: 0n,
    totalPendingAmount: 0n,
    slashedAmountCurrent: 0n,
    slashedAmountCumulative: 0n,
    slashedAmountSpillAddress: key,
    lockingMode: 'None',
    lockingStartTimestamp: 0n,
    lockingDuration: 0n,
    lockingEarlyWithdrawalPenaltyBps: 0n,
    depositCapAmount: 0n,
    scopePrices: null,
    scopeOraclePriceId: 0n,
    scopeOracleMaxAge: 0n,
    pendingFarmAdmin: key,
    strategyId: null,
    delegatedRpsAdmin: key,
  });
  return decodeFarmState(key, { owner: FARMS_PROGRAM_ID, data });
}

const base = new MathDecimal(1_000_000);
const price = (mint: string) =>
  mint === rewardMint.toBase58() ? new MathDecimal('0.05') : undefined;

describe('farmApys', () => {
  it('gives each priced reward the APY core-math computes over the base value', () => {
    const expected = farmRewardYield({
      schedule: [{ tsStart: 0, rewardPerTimeUnit: 2_000_000 }],
      now: NOW,
      rewardsPerSecondDecimals: 3,
      rewardDecimals: 6,
      rewardPrice: '0.05',
      baseValueUsd: base,
    }).apy;
    const apys = farmApys(farm('Seconds'), base, price, NOW);
    expect(apys).toHaveLength(1);
    expect(apys[0]?.eq(expected)).toBe(true);
  });

  it('leaves out unpriced rewards, empty rewards, slot-timed farms and an empty base', () => {
    expect(farmApys(farm('Seconds'), base, () => undefined, NOW)).toEqual([]);
    expect(farmApys(farm('Seconds', 0n), base, price, NOW)).toEqual([]);
    expect(farmApys(farm('Slots'), base, price, NOW)).toEqual([]);
    expect(farmApys(farm('Seconds'), new MathDecimal(0), price, NOW)).toEqual([]);
    expect(farmApys(null, base, price, NOW)).toEqual([]);
  });
});

describe('farmRewards', () => {
  it('lists every reward by its mint, with an APY only where the token is priced', () => {
    const [priced] = farmRewards(farm('Seconds'), base, price, NOW);
    expect(priced?.mint).toBe(rewardMint.toBase58());
    expect(priced?.apy?.eq(farmApys(farm('Seconds'), base, price, NOW)[0] ?? 0)).toBe(true);
    expect(farmRewards(farm('Seconds'), base, () => undefined, NOW)).toEqual([
      { mint: rewardMint.toBase58(), apy: undefined },
    ]);
    expect(farmRewards(farm('Slots'), base, price, NOW)[0]?.apy).toBeUndefined();
  });
});
