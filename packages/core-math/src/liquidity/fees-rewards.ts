import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';

/** USD values of what a user earned in a strategy (the "fees and rewards" record). */
export interface FeesAndRewardsUsd {
  feesAEarnedUsd?: NumericInput;
  feesBEarnedUsd?: NumericInput;
  rewards0EarnedUsd?: NumericInput;
  rewards1EarnedUsd?: NumericInput;
  rewards2EarnedUsd?: NumericInput;
  /** Further reward tokens by symbol. */
  otherRewardsUsd?: readonly NumericInput[];
}

/** Total fees (A + B), total rewards and their sum, in USD. Missing values count as 0. */
export function totalFeesAndRewardsUsd(earned: FeesAndRewardsUsd): {
  feesUsd: Decimal;
  rewardsUsd: Decimal;
  totalUsd: Decimal;
} {
  const sum = (values: readonly (NumericInput | undefined)[]) =>
    values.reduce<Decimal>((total, value) => total.plus(toDecimal(value ?? 0)), new MathDecimal(0));
  const feesUsd = sum([earned.feesAEarnedUsd, earned.feesBEarnedUsd]);
  const rewardsUsd = sum([
    earned.rewards0EarnedUsd,
    earned.rewards1EarnedUsd,
    earned.rewards2EarnedUsd,
    ...(earned.otherRewardsUsd ?? []),
  ]);
  return { feesUsd, rewardsUsd, totalUsd: feesUsd.plus(rewardsUsd) };
}
