import { useMemo } from 'react';
import { LoadError } from '../../../../common/LoadError';
import { useMarketAssetTiers } from '../../data/assetTier';
import { useMarketReserves } from '../../data/hooks';
import type { LendingMarketEntry } from '../../data/marketList';
import { reservePath } from '../lendingPaths';
import { LENDING_TOASTS, useMarketFailureToasts } from '../lendingToasts';
import { ReservesTable } from './ReservesTable';

export interface MarketReservesProps {
  market: LendingMarketEntry;
  base: string;
  search: string;
  showHidden: boolean;
}

/** One market's reserves table, filtered by the search text (symbol or mint). */
export function MarketReserves({ market, base, search, showHidden }: MarketReservesProps) {
  const { reserves, isLoading, error, farmError, refetch } = useMarketReserves(market.address, {
    listedOnly: { showHidden },
  });
  const tiers = useMarketAssetTiers(market.address);
  useMarketFailureToasts(market.address, { error, farmError });
  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!reserves || needle === '') return reserves;
    return reserves.filter(
      (r) => r.symbol.toLowerCase().includes(needle) || r.mint.toLowerCase() === needle,
    );
  }, [reserves, search]);
  if (error && !reserves) {
    return <LoadError title={LENDING_TOASTS.lendingMarket} error={error} onRetry={refetch} />;
  }
  return (
    <ReservesTable
      label={`${market.name} reserves`}
      reserves={filtered}
      loading={isLoading}
      reservePath={(r) => reservePath(base, market.address, r.address)}
      assetTier={(r) => tiers.get(r.address) ?? '-'}
    />
  );
}
