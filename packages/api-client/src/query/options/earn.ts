import type { ApiClient } from '../../client';
import type { TimeRange } from '../../domains/strategies';
import { allPresent, defineQuery, required } from '../define';
import { apiKeys } from '../keys';
import { QUERY_TIMINGS } from '../timings';

type Maybe<T> = T | undefined;

export function earnQueries(client: ApiClient) {
  const { env } = client.config;
  const api = client.earn;
  const timing = QUERY_TIMINGS.general;
  return {
    vaults: () =>
      defineQuery({
        queryKey: apiKeys.earn.vaults(env),
        queryFn: ({ signal }) => api.vaults({ signal }),
        timing,
        enabled: true,
      }),
    summary: () =>
      defineQuery({
        queryKey: apiKeys.earn.summary(env),
        queryFn: ({ signal }) => api.summary({ signal }),
        timing,
        enabled: true,
      }),
    tokenMetadata: (mint: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.earn.tokenMetadata(mint),
        queryFn: ({ signal }) => api.tokenMetadata(required(mint, 'mint'), { signal }),
        timing: QUERY_TIMINGS.tokenInfo,
        enabled: allPresent(mint),
      }),
    vault: (vault: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.earn.vaultState(env, vault),
        queryFn: ({ signal }) => api.vault(required(vault, 'vault'), { signal }),
        timing,
        enabled: allPresent(vault),
      }),
    vaultMetrics: (vault: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.earn.vaultMetrics(env, vault),
        queryFn: ({ signal }) => api.vaultMetrics(required(vault, 'vault'), { signal }),
        timing: QUERY_TIMINGS.shareData,
        enabled: allPresent(vault),
      }),
    vaultMetricsHistory: (vault: Maybe<string>, range: TimeRange = {}) =>
      defineQuery({
        queryKey: apiKeys.earn.vaultMetricsHistory(env, vault, range),
        queryFn: ({ signal }) =>
          api.vaultMetricsHistory(required(vault, 'vault'), range, { signal }),
        timing,
        enabled: allPresent(vault),
      }),
    vaultAllocations: (vault: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.earn.vaultAllocations(env, vault),
        queryFn: ({ signal }) => api.vaultAllocations(required(vault, 'vault'), { signal }),
        timing,
        enabled: allPresent(vault),
      }),
    allocationTransactions: (vault: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.earn.allocationTransactions(env, vault),
        queryFn: ({ signal }) => api.allocationTransactions(required(vault, 'vault'), { signal }),
        timing,
        enabled: allPresent(vault),
      }),
    allocationVolumeHistory: (vault: Maybe<string>, range: TimeRange = {}) =>
      defineQuery({
        queryKey: apiKeys.earn.allocationVolumeHistory(env, vault, range),
        queryFn: ({ signal }) =>
          api.allocationVolumeHistory(required(vault, 'vault'), range, { signal }),
        timing,
        enabled: allPresent(vault),
      }),
    userVaultMetricsHistory: (vault: Maybe<string>, wallet: Maybe<string>, range: TimeRange = {}) =>
      defineQuery({
        queryKey: apiKeys.earn.userVaultMetricsHistory(env, vault, wallet, range),
        queryFn: ({ signal }) =>
          api.userVaultMetricsHistory(required(wallet, 'wallet'), required(vault, 'vault'), range, {
            signal,
          }),
        timing,
        enabled: allPresent(vault, wallet),
      }),
    userPnl: (vault: Maybe<string>, wallet: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.earn.userPnl(env, vault, wallet),
        queryFn: ({ signal }) =>
          api.userPnl(required(vault, 'vault'), required(wallet, 'wallet'), { signal }),
        timing,
        enabled: allPresent(vault, wallet),
      }),
    userPnlHistory: (vault: Maybe<string>, wallet: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.earn.userPnlHistory(env, vault, wallet),
        queryFn: ({ signal }) =>
          api.userPnlHistory(required(vault, 'vault'), required(wallet, 'wallet'), { signal }),
        timing,
        enabled: allPresent(vault, wallet),
      }),
    userPositions: (wallet: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.earn.userPositions(env, wallet),
        queryFn: ({ signal }) => api.userPositions(required(wallet, 'wallet'), { signal }),
        timing,
        enabled: allPresent(wallet),
      }),
    userMetricsHistory: (wallet: Maybe<string>, range: TimeRange = {}) =>
      defineQuery({
        queryKey: apiKeys.earn.userMetricsHistory(env, wallet, range),
        queryFn: ({ signal }) =>
          api.userMetricsHistory(required(wallet, 'wallet'), range, { signal }),
        timing,
        enabled: allPresent(wallet),
      }),
    userTransactions: (wallet: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.earn.userTransactions(env, wallet),
        queryFn: ({ signal }) => api.userTransactions(required(wallet, 'wallet'), { signal }),
        timing,
        enabled: allPresent(wallet),
      }),
    /** Key prefix of every read of a wallet across vaults (positions, history, transactions). */
    userReadsKey: (wallet: string) => apiKeys.earn.user(env, wallet),
    /** Key prefix of every read of one vault, its users' included (metrics, state, PnL). */
    vaultReadsKey: (vault: string) => apiKeys.earn.vault(env, vault),
  };
}
