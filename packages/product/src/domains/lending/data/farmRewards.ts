import type { FarmState, Reserve } from '@keel/chain-readers';
import { farmRewardYield, farmStakeAmount } from '@keel/core-math';
import type Decimal from 'decimal.js';

/** Supply-side and borrow-side reward APYs of a reserve, one entry per priced reward. */
export interface ReserveFarmApys {
  collateralFarmApys: Decimal[];
  debtFarmApys: Decimal[];
}

/** One reward a farm pays: its token, and its APY where the token has a price. */
export interface FarmReward {
  mint: string;
  /** Undefined where the token has no known price, or the farm counts in slots. */
  apy: Decimal | undefined;
}

/**
 * Each reward of a farm with its APY over the USD value it is spread across (a reserve's whole
 * supply or whole borrow), via core-math. Rewards whose token has no known price, and farms
 * counting in slots rather than seconds, get no APY rather than a guess.
 */
export function farmRewards(
  farm: FarmState,
  baseValueUsd: Decimal,
  priceOfMint: (mint: string) => Decimal | undefined,
  nowSeconds: number,
): FarmReward[] {
  return farm.rewardInfos.map((reward) => {
    const mint = reward.token.mint.toBase58();
    const price = priceOfMint(mint);
    if (!price || farm.timeUnit !== 'Seconds' || !baseValueUsd.gt(0))
      return { mint, apy: undefined };
    const { apy } = farmRewardYield({
      schedule: reward.rewardScheduleCurve,
      now: nowSeconds,
      rewardsPerSecondDecimals: reward.rewardsPerSecondDecimals,
      rewardDecimals: reward.token.decimals,
      rewardType: reward.rewardType === 'Constant' ? 'constant' : 'proportional',
      totalActiveStake: farmStakeAmount(farm.totalActiveStakeScaled, farm.isFarmDelegated),
      rewardPrice: price,
      baseValueUsd,
      rewardsAvailable: reward.rewardsAvailable,
    });
    return { mint, apy };
  });
}

/** The positive reward APYs of a farm (see `farmRewards`). */
export function farmApys(
  farm: FarmState | null | undefined,
  baseValueUsd: Decimal,
  priceOfMint: (mint: string) => Decimal | undefined,
  nowSeconds: number,
): Decimal[] {
  if (!farm) return [];
  return farmRewards(farm, baseValueUsd, priceOfMint, nowSeconds).flatMap(({ apy }) =>
    apy?.gt(0) ? [apy] : [],
  );
}

/** Reward APYs of a reserve from its farms, pricing reward tokens by the market's reserves. */
export function reserveFarmApys(
  reserve: Reserve,
  totals: { supplyUsd: Decimal; borrowUsd: Decimal },
  farms: ReadonlyMap<string, FarmState | null>,
  priceOfMint: (mint: string) => Decimal | undefined,
  nowSeconds: number,
): ReserveFarmApys {
  const farmAt = (address: { toBase58(): string } | null) =>
    address ? farms.get(address.toBase58()) : undefined;
  return {
    collateralFarmApys: farmApys(
      farmAt(reserve.farmCollateral),
      totals.supplyUsd,
      priceOfMint,
      nowSeconds,
    ),
    debtFarmApys: farmApys(farmAt(reserve.farmDebt), totals.borrowUsd, priceOfMint, nowSeconds),
  };
}
