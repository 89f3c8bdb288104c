import { useGeoLocation, useWalletScreening } from '@keel/api-client/react';
import { useEffect, useMemo } from 'react';
import { useAppServices } from '../app/AppServicesContext';
import { useFlags } from '../flags/FlagsContext';
import { type RegionCheckState, regionCheckState } from './regionCheck';
import { readCachedScreening, writeCachedScreening } from './screeningCache';

/** The region check (O§6): one geo lookup per visit when the geo-block flag is on. */
export function useRegionCheck(): RegionCheckState {
  const flags = useFlags();
  const geo = useGeoLocation(flags.geoBlock);
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
  return useWalletScreeningState(address).flagged;
}

/** Where the connected wallet's screening stands; the layout states it on its root element. */
export type ScreeningSource = 'pending' | 'cache' | 'server' | 'screening' | 'failed';

/** The screening of the connected wallet and where its answer came from. */
export function useWalletScreeningState(address: string | undefined): {
  flagged: boolean;
  source: ScreeningSource | undefined;
} {
  const { storage, storageKeys } = useAppServices();
  const key = address === undefined ? undefined : storageKeys.userMetadata(address);
  const cached = useMemo(
    () => (key === undefined ? undefined : readCachedScreening(storage, key)),
    [storage, key],
  );
  const screening = useWalletScreening(address, cached);
  const result = screening.data;
  useEffect(() => {
    if (key === undefined || !result) return;
    if (result.source === 'server' || result.source === 'screening') {
      writeCachedScreening(storage, key, result);
    }
  }, [storage, key, result]);
  return {
    flagged: result?.hasRisk === true,
    source: address === undefined ? undefined : (result?.source ?? 'pending'),
  };
}
