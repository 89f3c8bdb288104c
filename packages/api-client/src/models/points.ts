import { array, nullable, optional, record, withDefault } from '../schema/combinators';
import { field, object } from '../schema/object';
import { decimal, number, string } from '../schema/primitives';
import type { Infer } from '../schema/schema';
import { timestamp } from '../schema/timestamp';
import { decimalOrZero } from './common';

/** Seasons are addressed as `source=Season{n}`. */
export function seasonSource(season: number): string {
  if (!Number.isInteger(season) || season < 1) throw new RangeError(`Invalid season: ${season}`);
  return `Season${season}`;
}

const pointsTotalsShape = {
  pointsEarnedStrategies: decimalOrZero(),
  pointsEarnedBorrowLend: decimalOrZero(),
  pointsEarnedMultiply: decimalOrZero(),
  pointsEarnedLeverage: decimalOrZero(),
  totalPointsEarned: decimalOrZero(),
  currentPointsPerSecondStrategies: decimalOrZero(),
  currentPointsPerSecondBorrowLend: decimalOrZero(),
  currentPointsPerSecondMultiply: decimalOrZero(),
  currentPointsPerSecondLeverage: decimalOrZero(),
  totalCurrentPointsPerSecond: decimalOrZero(),
};

const optionalTime = () => withDefault(nullable(timestamp()), () => null);

export const pointsLeaderboardSchema = object({
  totalLeaderboardCount: number(),
  leaderboard: array(
    object({
      leaderboardRank: number(),
      ownerPubkey: string(),
      lastCalculatedStrategies: optionalTime(),
      lastCalculatedBorrowLend: optionalTime(),
      lastCalculatedMultiply: optionalTime(),
      lastCalculatedLeverage: optionalTime(),
      ...pointsTotalsShape,
    }),
  ),
});
export type PointsLeaderboard = Infer<typeof pointsLeaderboardSchema>;
export type PointsLeaderboardEntry = PointsLeaderboard['leaderboard'][number];

export const pointsBreakdownSchema = object({
  leaderboardRank: optional(number()),
  updatedOnStrategies: optionalTime(),
  updatedOnBorrowLend: optionalTime(),
  updatedOnMultiply: optionalTime(),
  updatedOnLeverage: optionalTime(),
  ...pointsTotalsShape,
  avgBoost: optional(decimal()),
  strategiesBreakdown: withDefault(
    array(
      object({
        strategy: string(),
        lastCalculated: optional(timestamp()),
        pointsEarned: decimalOrZero(),
        currentPointsPerSecond: decimalOrZero(),
        boost: optional(decimal()),
      }),
    ),
    () => [],
  ),
  klendBreakdown: field(
    ['klendBreakdown', 'lendingBreakdown'],
    withDefault(
      array(
        object({
          lastCalculated: optional(timestamp()),
          pointsEarned: decimalOrZero(),
          currentPointsPerSecond: decimalOrZero(),
          boost: optional(decimal()),
          /** 'Vanilla', 'Multiply', 'Leverage' or a newer kind, as sent. */
          obligationTag: withDefault(string(), () => ''),
          obligation: string(),
          market: string(),
        }),
      ),
      () => [],
    ),
  ),
  boosts: withDefault(array(object({ boost: decimal(), name: string() })), () => []),
});
export type PointsBreakdown = Infer<typeof pointsBreakdownSchema>;

export const pointsMetricsSchema = object({
  totalPointsEarned: decimalOrZero(),
  totalCurrentPointsPerSecond: decimalOrZero(),
  currentPointsPerSecondStrategies: decimalOrZero(),
  currentPointsPerSecondBorrowLend: decimalOrZero(),
  currentPointsPerSecondMultiply: decimalOrZero(),
  currentPointsPerSecondLeverage: decimalOrZero(),
  updatedOnStrategies: optionalTime(),
  updatedOnBorrowLend: optionalTime(),
  updatedOnMultiply: optionalTime(),
  updatedOnLeverage: optionalTime(),
  numberOfUsers: optional(number()),
});
export type PointsMetrics = Infer<typeof pointsMetricsSchema>;

const depositBorrowRates = object({ depositRate: decimal(), borrowRate: decimal() });
const depositBorrowBoosts = object({ depositBoost: decimal(), borrowBoost: decimal() });

export const pointsRulesSchema = object({
  strategies: object({
    defaultRate: decimal(),
    defaultBoost: decimal(),
    strategyRates: withDefault(record(decimal()), () => ({})),
    strategyBoosts: withDefault(record(decimal()), () => ({})),
    tokenRates: withDefault(record(decimal()), () => ({})),
    tokenBoosts: withDefault(record(decimal()), () => ({})),
  }),
  lending: withDefault(
    array(
      object({
        market: string(),
        defaultRates: depositBorrowRates,
        defaultBoosts: depositBorrowBoosts,
        tokenRates: withDefault(record(depositBorrowRates), () => ({})),
        tokenBoosts: withDefault(record(depositBorrowBoosts), () => ({})),
      }),
    ),
    () => [],
  ),
});
export type PointsRules = Infer<typeof pointsRulesSchema>;

export const stakingBoostSchema = object({
  boost: decimal(),
  name: string(),
  farm: optional(string()),
});
export type StakingBoost = Infer<typeof stakingBoostSchema>;

export const airdropAllocationSchema = object({ quantity: decimal(), name: string() });
export type AirdropAllocation = Infer<typeof airdropAllocationSchema>;

export const airdropMetricsSchema = object({
  totalAllocation: decimal(),
  totalUsers: number(),
  claimDate: optional(timestamp()),
});
export type AirdropMetrics = Infer<typeof airdropMetricsSchema>;
