import {
  type FarmRewardInfo,
  type FarmStateData,
  farmUserStatePda,
  farmVaultPda,
  farmVaultsAuthorityPda,
  type RewardPerTimeUnitPoint,
  rewardVaultPda,
  TOKEN_PROGRAM_ID,
  toPublicKey,
  type UserStateData,
} from '@keel/chain-readers';
import { scheduledRewardBetween } from '@keel/core-math';
import { PublicKey } from '@solana/web3.js';
import { createPrng } from '../prng';
import type { SandboxWorld, WorldFarm, WorldFarmReward } from '../types';
import type { WalletFarmStake } from './farm-stakes';
import { reserveAmounts } from './lending-amounts';
import { rawAmount, tokenProgramId } from './spl-accounts';
import { reserveByAddress, tokenByMint } from './write-context';

/** Extra decimals of `rewardPerTimeUnit` (the raw rate is per second × 10^this). */
export const REWARDS_PER_SECOND_DECIMALS = 3;
const RATE_SCALE = 10n ** BigInt(REWARDS_PER_SECOND_DECIMALS);
const WAD = 10n ** 18n;
const U64_MAX = (1n << 64n) - 1n;
const DAY = 86_400n;
/** Far enough ahead to integrate the rest of any schedule. */
const SCHEDULE_HORIZON = 10n * 365n * DAY;
/** Stake of the other (non-sandbox) users, as a share of what could be staked. */
const OTHERS_STAKE_PERCENT: Record<WorldFarm['kind'], bigint> = {
  'reserve-collateral': 60n,
  'reserve-debt': 60n,
  strategy: 30n,
};

interface StakedToken {
  mint: string;
  decimals: number;
  tokenProgram: PublicKey;
  /** What the other users stake, base units. */
  othersStake: bigint;
  delegateAuthority: PublicKey | null;
  strategyId: PublicKey | null;
}

function stakedToken(world: SandboxWorld, farm: WorldFarm): StakedToken {
  const share = OTHERS_STAKE_PERCENT[farm.kind];
  if (farm.kind === 'strategy') {
    const strategy = world.strategies.find((s) => s.address === farm.target);
    if (strategy === undefined) throw new Error(`No strategy ${farm.target}`);
    return {
      mint: strategy.shareMint,
      decimals: strategy.shareDecimals,
      tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
      othersStake: (rawAmount(strategy.sharesIssued, strategy.shareDecimals) * share) / 100n,
      delegateAuthority: null,
      strategyId: new PublicKey(strategy.address),
    };
  }
  const { market, reserve } = reserveByAddress(world, farm.target);
  const amounts = reserveAmounts(reserve);
  const collateral = farm.kind === 'reserve-collateral';
  return {
    mint: farm.stakeMint,
    decimals: reserve.decimals,
    // cTokens are SPL Token mints; debt farms count the liquidity token.
    tokenProgram: toPublicKey(collateral ? TOKEN_PROGRAM_ID : tokenProgramId(reserve.tokenProgram)),
    othersStake: ((collateral ? amounts.collateralSupply : amounts.borrowed) * share) / 100n,
    delegateAuthority: new PublicKey(market.lendingMarketAuthority),
    strategyId: null,
  };
}

/** The reward curve in the farm's raw units, placed relative to `now` (unix seconds). */
export function rewardCurve(
  reward: WorldFarmReward,
  decimals: number,
  now: bigint,
): RewardPerTimeUnitPoint[] {
  return reward.curve.map((point) => ({
    tsStart: now + BigInt(point.startOffsetSeconds),
    rewardPerTimeUnit: rawAmount(point.rewardsPerSecond, decimals) * RATE_SCALE,
  }));
}

function issued(curve: RewardPerTimeUnitPoint[], from: bigint, to: bigint): bigint {
  const scaled = scheduledRewardBetween(curve, from.toString(), to.toString());
  return BigInt(scaled.div(RATE_SCALE.toString()).floor().toFixed(0));
}

function rewardInfo(
  world: SandboxWorld,
  farm: WorldFarm,
  reward: WorldFarmReward,
  totalStake: bigint,
  now: bigint,
): FarmRewardInfo {
  const token = tokenByMint(world, reward.mint);
  const curve = rewardCurve(reward, token.decimals, now);
  const start = curve[0]?.tsStart ?? now;
  const issuedSoFar = issued(curve, start, now);
  return {
    token: {
      mint: new PublicKey(token.mint),
      decimals: token.decimals,
      tokenProgram: tokenProgramId(token.tokenProgram),
    },
    rewardsVault: rewardVaultPda(new PublicKey(farm.address), new PublicKey(token.mint)).address,
    rewardsAvailable: issued(curve, now, now + SCHEDULE_HORIZON),
    rewardScheduleCurve: curve,
    minClaimDurationSeconds: 0n,
    lastIssuanceTs: now,
    rewardsIssuedUnclaimed: issuedSoFar / 5n,
    rewardsIssuedCumulative: issuedSoFar,
    rewardPerShareScaled: totalStake === 0n ? 0n : (issuedSoFar * WAD) / totalStake,
    rewardType: 'Proportional',
    rewardsPerSecondDecimals: REWARDS_PER_SECOND_DECIMALS,
  };
}

export function farmStateData(
  world: SandboxWorld,
  farm: WorldFarm,
  walletStakes: readonly WalletFarmStake[],
  now: bigint,
): FarmStateData {
  const staked = stakedToken(world, farm);
  const mine = walletStakes.filter((s) => s.farm === farm.address);
  const total = staked.othersStake + mine.reduce((sum, s) => sum + s.stake, 0n);
  const delegated = staked.delegateAuthority !== null;
  const address = new PublicKey(farm.address);
  const authority = farmVaultsAuthorityPda(address);
  return {
    farmAdmin: new PublicKey(world.protocolAdmin),
    globalConfig: new PublicKey(world.accounts.farmsGlobalConfig),
    token: {
      mint: new PublicKey(staked.mint),
      decimals: staked.decimals,
      tokenProgram: staked.tokenProgram,
    },
    rewardInfos: farm.rewards.map((reward) => rewardInfo(world, farm, reward, total, now)),
    numUsers: BigInt(
      mine.length + createPrng(`${world.seed}/farm-users/${farm.address}`).int(40, 4_000),
    ),
    totalStakedAmount: total,
    farmVault: farmVaultPda(address, new PublicKey(staked.mint)).address,
    farmVaultsAuthority: authority.address,
    farmVaultsAuthorityBump: authority.bump,
    delegateAuthority: staked.delegateAuthority,
    timeUnit: 'Seconds',
    isFarmFrozen: false,
    isFarmDelegated: delegated,
    withdrawAuthority: PublicKey.default,
    depositWarmupPeriod: 0,
    withdrawalCooldownPeriod: 0,
    // Delegated farms hold raw amounts; normal farms WAD-scaled ones (LAYOUTS §4.4).
    totalActiveStakeScaled: delegated ? total : total * WAD,
    totalPendingStakeScaled: 0n,
    totalPendingAmount: 0n,
    slashedAmountCurrent: 0n,
    slashedAmountCumulative: 0n,
    slashedAmountSpillAddress: PublicKey.default,
    lockingMode: 'None',
    lockingStartTimestamp: 0n,
    lockingDuration: 0n,
    lockingEarlyWithdrawalPenaltyBps: 0n,
    depositCapAmount: 0n,
    scopePrices: null,
    scopeOraclePriceId: U64_MAX,
    scopeOracleMaxAge: 0n,
    pendingFarmAdmin: PublicKey.default,
    strategyId: staked.strategyId,
    delegatedRpsAdmin: PublicKey.default,
  };
}

/**
 * A wallet's state in a farm: its stake, and reward tallies that leave a quarter of what the
 * stake earned at the farm's reward per share still to claim.
 */
export function userStateData(
  farm: FarmStateData,
  stake: WalletFarmStake,
  userId: bigint,
  now: bigint,
): UserStateData {
  const pda = farmUserStatePda(new PublicKey(stake.farm), new PublicKey(stake.delegatee));
  const tallies = farm.rewardInfos.map((reward) => {
    const earnedScaled = stake.stake * reward.rewardPerShareScaled;
    const pending = earnedScaled / WAD / 4n;
    return earnedScaled - pending * WAD;
  });
  return {
    userId,
    farmState: new PublicKey(stake.farm),
    owner: new PublicKey(stake.owner),
    isFarmDelegated: stake.delegated,
    rewardsTallyScaled: tallies,
    rewardsIssuedUnclaimed: farm.rewardInfos.map(() => 0n),
    lastClaimTs: farm.rewardInfos.map(() => now - 7n * DAY),
    activeStakeScaled: stake.delegated ? stake.stake : stake.stake * WAD,
    pendingDepositStakeScaled: 0n,
    pendingDepositStakeTs: 0n,
    pendingWithdrawalUnstakeScaled: 0n,
    pendingWithdrawalUnstakeTs: 0n,
    bump: pda.bump,
    delegatee: new PublicKey(stake.delegatee),
    lastStakeTs: now - 14n * DAY,
  };
}
