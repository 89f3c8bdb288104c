import type { ApiClient } from '../../client';
import { POINTS_PAGE_SIZE } from '../../domains/pointsPaging';
import type { ProvisionalUserMetadata } from '../../models/users';
import { allPresent, defineQuery, required } from '../define';
import { apiKeys } from '../keys';
import { QUERY_TIMINGS } from '../timings';

type Maybe<T> = T | undefined;

/** Referral, screening, status and geo queries: the account- and site-level calls. */
export function accountQueries(client: ApiClient) {
  const timing = QUERY_TIMINGS.general;
  return {
    referralCode: (code: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.referrals.code(code),
        queryFn: ({ signal }) => client.referrals.lookupCode(required(code, 'code'), { signal }),
        timing,
        enabled: allPresent(code),
      }),
    userReferralCode: (wallet: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.referrals.userCode(wallet),
        queryFn: ({ signal }) => client.referrals.userCode(required(wallet, 'wallet'), { signal }),
        timing,
        enabled: allPresent(wallet),
      }),
    referredBy: (wallet: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.referrals.referredBy(wallet),
        queryFn: ({ signal }) =>
          client.referrals.referredBy(required(wallet, 'wallet'), { signal }),
        timing,
        enabled: allPresent(wallet),
      }),
    referredUsers: (wallet: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.referrals.referredUsers(wallet),
        queryFn: ({ signal }) =>
          client.referrals.referredUsers(required(wallet, 'wallet'), { signal }),
        timing,
        enabled: allPresent(wallet),
      }),
    /** `page` is 0-based; pages hold POINTS_PAGE_SIZE rows unless `pageSize` is given. */
    referralLeaderboard: (page = 0, pageSize = POINTS_PAGE_SIZE) => {
      const window = { offset: page * pageSize, limit: pageSize };
      return defineQuery({
        queryKey: apiKeys.referrals.leaderboard(window),
        queryFn: ({ signal }) => client.referrals.leaderboard(window, { signal }),
        timing,
        enabled: true,
      });
    },
    referralMetrics: () =>
      defineQuery({
        queryKey: apiKeys.referrals.metrics(),
        queryFn: ({ signal }) => client.referrals.metrics({ signal }),
        timing,
        enabled: true,
      }),
    referralUserMetrics: (wallet: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.referrals.userMetrics(wallet),
        queryFn: ({ signal }) =>
          client.referrals.userMetrics(required(wallet, 'wallet'), { signal }),
        timing,
        enabled: allPresent(wallet),
      }),
    /** Screening with freshness; `cached` is the record the app kept in local storage. */
    screening: (wallet: Maybe<string>, cached?: ProvisionalUserMetadata | null) =>
      defineQuery({
        queryKey: apiKeys.users.screening(wallet),
        queryFn: ({ signal }) =>
          client.users.screen(required(wallet, 'wallet'), cached, { signal }),
        timing,
        enabled: allPresent(wallet),
      }),
    /** status.json, polled every 2 minutes. */
    status: () =>
      defineQuery({
        queryKey: apiKeys.status(),
        queryFn: ({ signal }) => client.status.status({ signal }),
        timing: QUERY_TIMINGS.status,
        enabled: true,
      }),
    /** Geo lookup: not retried, fails open. `enabled` follows the geo-block feature flag. */
    geo: (enabled = true) =>
      defineQuery({
        queryKey: apiKeys.geo(),
        queryFn: ({ signal }) => client.geo.lookup({ signal }),
        timing: QUERY_TIMINGS.geo,
        enabled,
      }),
  };
}
