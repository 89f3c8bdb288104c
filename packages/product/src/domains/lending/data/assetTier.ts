import { useQuery } from '@tanstack/react-query';
import { whenReady } from '../../../common/services/whenReady';
import { useLendingServices } from './services';

const EMPTY = new Map<string, string>();

/** Asset tiers of a market's reserves; an empty map until loaded (or when the read fails). */
export function useMarketAssetTiers(marketAddress: string | undefined): Map<string, string> {
  const services = useLendingServices();
  const { data } = useQuery(
    whenReady(
      services?.lib.assetTiersQuery(services.chain, marketAddress),
      `assetTiers:${marketAddress ?? ''}`,
    ),
  );
  return data ?? EMPTY;
}

/** One reserve's asset tier, '-' while unknown (the page says why). */
export function useAssetTier(market: string | undefined, reserve: string | undefined): string {
  const tiers = useMarketAssetTiers(reserve ? market : undefined);
  return (reserve && tiers.get(reserve)) || '-';
}
