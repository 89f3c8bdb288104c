import type { PointsLeaderboardEntry } from '@keel/api-client';
import { MathDecimal } from '@keel/core-math';

const dec = (value: string | number) => new MathDecimal(value);

/** A leaderboard entry with the given points per product (whole decimal strings, raw units). */
export function leaderboardEntry(
  rank: number,
  wallet: string,
  points: {
    liquidity?: string;
    lending?: string;
    multiply?: string;
    leverage?: string;
    total?: string;
  } = {},
): PointsLeaderboardEntry {
  return {
    leaderboardRank: rank,
    ownerPubkey: wallet,
    lastCalculatedStrategies: null,
    lastCalculatedBorrowLend: null,
    lastCalculatedMultiply: null,
    lastCalculatedLeverage: null,
    pointsEarnedStrategies: dec(points.liquidity ?? 0),
    pointsEarnedBorrowLend: dec(points.lending ?? 0),
    pointsEarnedMultiply: dec(points.multiply ?? 0),
    pointsEarnedLeverage: dec(points.leverage ?? 0),
    totalPointsEarned: dec(points.total ?? 0),
    currentPointsPerSecondStrategies: dec(0),
    currentPointsPerSecondBorrowLend: dec(0),
    currentPointsPerSecondMultiply: dec(0),
    currentPointsPerSecondLeverage: dec(0),
    totalCurrentPointsPerSecond: dec(0),
  };
}

/** A deterministic leaderboard of `count` wallets ranked by total points. */
export function syntheticLeaderboard(count: number): PointsLeaderboardEntry[] {
  return Array.from({ length: count }, (_, index) => {
    // A cheap deterministic spread so that every column orders differently.
    const spread = (salt: number) => String(((index * 7919 + salt * 104_729) % 1_000_003) * 1_000);
    return leaderboardEntry(index + 1, `Wallet${String(index).padStart(6, '0')}`, {
      liquidity: spread(1),
      lending: spread(2),
      multiply: spread(3),
      leverage: spread(4),
      total: String((count - index) * 10_000_000),
    });
  });
}
