import { useApiQuery } from '@keel/api-client/react';

type Maybe<T> = T | undefined;

/** The wallet's own referral code; null when it has none yet. */
export const useUserReferralCode = (wallet: Maybe<string>) =>
  useApiQuery((q) => q.account.userReferralCode(wallet));

/** The wallets that joined with the wallet's code. */
export const useReferredUsers = (wallet: Maybe<string>) =>
  useApiQuery((q) => q.account.referredUsers(wallet));

/** One page (0-based) of the referral leaderboard. */
export const useReferralLeaderboard = (page: number, pageSize: number) =>
  useApiQuery((q) => q.account.referralLeaderboard(page, pageSize));

export const useReferralMetrics = () => useApiQuery((q) => q.account.referralMetrics());

/** The wallet's place on the referral leaderboard; null when it is not ranked. */
export const useReferralUserMetrics = (wallet: Maybe<string>) =>
  useApiQuery((q) => q.account.referralUserMetrics(wallet));
