import { useLatestPrices } from '@keel/api-client/react';
import type { Decimal } from '@keel/core-math';
import { useStakingPosition } from '../../governance/data/hooks';
import type { NetValue } from '../data/netValue';

export const STAKING_KEY = 'staking';

export interface StakingValue {
  /** Whole tokens in the registrar, locked or not; undefined while loading. */
  staked: Decimal | undefined;
  /** staked × the latest USD price; undefined while either loads. */
  value: Decimal | undefined;
  /** What the staked tokens add to the portfolio total. */
  netValue: NetValue;
}

/** The wallet's staked native token and its worth at the latest price (zero without a stake). */
export function useStakingValue(owner: string): StakingValue {
  const { view, setup, error } = useStakingPosition(owner);
  const staked = view?.staked;
  const hasStake = staked !== undefined && !staked.isZero();
  // Priced only when there is something staked: an empty stake is worth nothing anyway.
  const mint = hasStake ? setup.registrar?.realmGoverningTokenMint.toBase58() : undefined;
  const prices = useLatestPrices(mint === undefined ? undefined : [mint]);
  const price = mint === undefined ? undefined : prices.data?.get(mint);
  const value = hasStake && price !== undefined ? staked.mul(price) : undefined;
  let netValue: NetValue = null;
  if (error !== null) netValue = 'failed';
  else if (staked !== undefined && !hasStake) netValue = '0';
  else if (prices.error !== null) netValue = 'failed';
  else if (value !== undefined) netValue = value.toString();
  return { staked, value, netValue };
}
