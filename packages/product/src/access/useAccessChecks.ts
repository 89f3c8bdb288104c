import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../app/AppServicesContext';
import { useFlags } from '../flags/FlagsContext';
import { type RegionCheckState, regionCheckState } from './regionCheck';
import { readCachedScreening, writeCachedScreening } from './screeningCache';

const DAY_MS = 86_400_000;

/** The region check (O§6): one geo lookup per visit when the geo-block flag is on. */
export function useRegionCheck(): RegionCheckState {
  const flags = useFlags();
  const { apiClient } = useAppServices();
  const geo = useQuery({
    queryKey: ['api', 'geo'],
    queryFn: async () => (await apiClient()).geo.lookup(),
    enabled: flags.geoBlock,
    gcTime: 2 * DAY_MS,
    staleTime: DAY_MS,
    retry: false,
  });
  // The client's lookup never rejects; a rejection here (the client failed to load) fails open.
  const answer = geo.isError ? { countryCode: '', region: '', lookupFailed: true } : geo.data;
  return regionCheckState(flags, answer);
}

/**
 * Screening of the connected wallet (O§4.7); true when it is flagged or blocked. A fresh
 * risk-free record in local storage is used without asking the server; what the server answers
 * is kept there.
 */
export function useWalletFlagged(address: string | undefined): boolean {
  const { apiClient, storage, storageKeys } = useAppServices();
  const screening = useQuery({
    queryKey: ['api', 'users', 'screening', address],
    queryFn: async () => {
      const wallet = address ?? '';
      const key = storageKeys.userMetadata(wallet);
      const result = await (await apiClient()).users.screen(
        wallet,
        readCachedScreening(storage, key),
      );
      if (result.source === 'server' || result.source === 'screening') {
        writeCachedScreening(storage, key, result);
      }
      return result;
    },
    enabled: address !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return screening.data?.hasRisk === true;
}
