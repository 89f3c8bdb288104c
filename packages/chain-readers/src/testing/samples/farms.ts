import { type FarmStateData, LOCKING_MODES, TIME_UNITS } from '../../layouts/farms/farmState';
import { REWARD_TYPES } from '../../layouts/farms/rewardInfo';
import type { UserStateData } from '../../layouts/farms/userState';
import { SampleSource } from '../sampleSource';

const UNUSED_POINT_TS = (1n << 64n) - 1n;

export function sampleFarmState(seed: number): FarmStateData {
  const s = new SampleSource(seed);
  const token = () => ({ mint: s.pubkey(), decimals: s.int(0, 18), tokenProgram: s.pubkey() });
  return {
    farmAdmin: s.pubkey(),
    globalConfig: s.pubkey(),
    token: token(),
    rewardInfos: s.list(s.int(0, 10), () => ({
      token: token(),
      rewardsVault: s.pubkey(),
      rewardsAvailable: s.u64(),
      rewardScheduleCurve: s.list(s.int(0, 20), () => {
        const tsStart = s.u64();
        return {
          tsStart: tsStart === UNUSED_POINT_TS ? 0n : tsStart,
          rewardPerTimeUnit: s.u64(),
        };
      }),
      minClaimDurationSeconds: s.u64(),
      lastIssuanceTs: s.u64(),
      rewardsIssuedUnclaimed: s.u64(),
      rewardsIssuedCumulative: s.u64(),
      rewardPerShareScaled: s.u128(),
      rewardType: s.pick(REWARD_TYPES),
      rewardsPerSecondDecimals: s.u8(),
    })),
    numUsers: s.u64(),
    totalStakedAmount: s.u64(),
    farmVault: s.pubkey(),
    farmVaultsAuthority: s.pubkey(),
    farmVaultsAuthorityBump: s.u8(),
    delegateAuthority: s.optionalPubkey(),
    timeUnit: s.pick(TIME_UNITS),
    isFarmFrozen: s.bool(),
    isFarmDelegated: s.bool(),
    withdrawAuthority: s.pubkey(),
    depositWarmupPeriod: s.u32(),
    withdrawalCooldownPeriod: s.u32(),
    totalActiveStakeScaled: s.u128(),
    totalPendingStakeScaled: s.u128(),
    totalPendingAmount: s.u64(),
    slashedAmountCurrent: s.u64(),
    slashedAmountCumulative: s.u64(),
    slashedAmountSpillAddress: s.pubkey(),
    lockingMode: s.pick(LOCKING_MODES),
    lockingStartTimestamp: s.u64(),
    lockingDuration: s.u64(),
    lockingEarlyWithdrawalPenaltyBps: s.u64(),
    depositCapAmount: s.u64(),
    scopePrices: s.optionalPubkey(),
    scopeOraclePriceId: s.u64(),
    scopeOracleMaxAge: s.u64(),
    pendingFarmAdmin: s.pubkey(),
    strategyId: s.optionalPubkey(),
    delegatedRpsAdmin: s.pubkey(),
  };
}

export function sampleUserState(seed: number): UserStateData {
  const s = new SampleSource(seed);
  return {
    userId: s.u64(),
    farmState: s.pubkey(),
    owner: s.pubkey(),
    isFarmDelegated: s.bool(),
    rewardsTallyScaled: s.list(10, () => s.u128()),
    rewardsIssuedUnclaimed: s.list(10, () => s.u64()),
    lastClaimTs: s.list(10, () => s.u64()),
    activeStakeScaled: s.u128(),
    pendingDepositStakeScaled: s.u128(),
    pendingDepositStakeTs: s.u64(),
    pendingWithdrawalUnstakeScaled: s.u128(),
    pendingWithdrawalUnstakeTs: s.u64(),
    bump: s.u8(),
    delegatee: s.pubkey(),
    lastStakeTs: s.u64(),
  };
}
