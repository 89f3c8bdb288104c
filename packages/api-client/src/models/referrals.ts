import { array, nullable, withDefault } from '../schema/combinators';
import { object } from '../schema/object';
import { decimal, number, string } from '../schema/primitives';
import type { Infer } from '../schema/schema';
import { timestamp } from '../schema/timestamp';

/** A referral code, its owner and the owner's referral account. */
export const referralCodeSchema = object({ code: string(), referrer: string(), pda: string() });
export type ReferralCode = Infer<typeof referralCodeSchema>;

export const referralMessageSchema = object({
  message: string(),
  session: string(),
  expiresOn: timestamp(),
});
export type ReferralMessage = Infer<typeof referralMessageSchema>;

export const referredUserSchema = object({
  user: string(),
  volumeUsd: decimal(),
  referredOn: timestamp(),
});
export type ReferredUser = Infer<typeof referredUserSchema>;

/** One row of the referral leaderboard (the swap leaderboard's layout). */
export const referralLeaderboardSchema = object({
  totalLeaderboardCount: number(),
  leaderboard: array(
    object({
      wallet: string(),
      leaderboardRank: number(),
      volumeUsd: decimal(),
      weeklyLeaderboardRank: withDefault(nullable(number()), () => null),
      weeklyVolumeUsd: withDefault(nullable(decimal()), () => null),
    }),
  ),
});
export type ReferralLeaderboard = Infer<typeof referralLeaderboardSchema>;
export type ReferralLeaderboardEntry = ReferralLeaderboard['leaderboard'][number];

export const referralMetricsSchema = object({
  allTimeVolumeUsd: decimal(),
  weeklyVolumeUsd: decimal(),
  userCount: number(),
});
export type ReferralMetrics = Infer<typeof referralMetricsSchema>;

/** A referrer's place on the referral leaderboard. */
export const referralUserMetricsSchema = object({
  leaderboardRank: number(),
  volumeUsd: decimal(),
  weeklyLeaderboardRank: withDefault(nullable(number()), () => null),
  weeklyVolumeUsd: withDefault(nullable(decimal()), () => null),
  referredUsers: number(),
});
export type ReferralUserMetrics = Infer<typeof referralUserMetricsSchema>;
