import type Decimal from 'decimal.js';
import { type NumericInput, toDecimal } from '../decimal';
import { WAD } from '../units';

/**
 * Stake in lamports from a `*StakeScaled` field: WAD-scaled in normal farms, the raw amount in
 * delegated farms (klend obligation farms).
 */
export function farmStakeAmount(scaled: NumericInput, delegated: boolean): Decimal {
  const raw = toDecimal(scaled);
  return delegated ? raw : raw.div(WAD);
}

/**
 * Rewards a user can claim for one reward index: unclaimed + round(stake × reward per share −
 * tally), with reward per share and tally WAD-scaled. `newRewardPerShare` adds issuance since the
 * farm's last refresh (already divided by the total stake).
 */
export function pendingFarmReward(params: {
  activeStakeScaled: NumericInput;
  delegated: boolean;
  rewardPerShareScaled: NumericInput;
  rewardsTallyScaled: NumericInput;
  rewardsIssuedUnclaimed: NumericInput;
  newRewardPerShare?: NumericInput;
}): Decimal {
  const stake = farmStakeAmount(params.activeStakeScaled, params.delegated);
  const rewardPerShare = toDecimal(params.rewardPerShareScaled)
    .div(WAD)
    .plus(toDecimal(params.newRewardPerShare ?? 0));
  const earned = stake.times(rewardPerShare).minus(toDecimal(params.rewardsTallyScaled).div(WAD));
  return toDecimal(params.rewardsIssuedUnclaimed).plus(earned.round());
}
