import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { LoadError } from '../../../../common/LoadError';
import type { LendingAction } from '../../data/actionLimits';
import { useMarketAssetTiers } from '../../data/assetTier';
import { useMarketReserves } from '../../data/hooks';
import type { LendingMarketEntry } from '../../data/marketList';
import { LENDING_ACTION_COPY } from '../actions/actionLabels';
import { reservePath } from '../lendingPaths';
import { LENDING_TOASTS, useMarketFailureToasts } from '../lendingToasts';
import { ReservesTable } from './ReservesTable';

// The action forms (and the write path they bring) load when a row's action is chosen, not with
// the markets list.
const LendingActionsDialog = lazy(() =>
  import('../actions/LendingActions').then((module) => ({ default: module.LendingActionsDialog })),
);

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
  // The tiers' answer re-renders every row (a column reads them): in a deferred render, which
  // React can pause between rows, rather than in the read's urgent one.
  const tiers = useDeferredValue(useMarketAssetTiers(market.address));
  const [acting, setActing] = useState<{
    reserve: string;
    symbol: string;
    action: LendingAction;
  }>();
  useMarketFailureToasts(market.address, { error, farmError });
  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!reserves || needle === '') return reserves;
    return reserves.filter(
      (r) => r.symbol.toLowerCase().includes(needle) || r.mint.toLowerCase() === needle,
    );
  }, [reserves, search]);
  // The same element while the rows are unchanged: a render for anything else (a read that
  // answered, the dialog) does not render the whole table again.
  const table = useMemo(
    () => (
      <ReservesTable
        label={`${market.name} reserves`}
        reserves={filtered}
        loading={isLoading}
        reservePath={(r) => reservePath(base, market.address, r.address)}
        assetTier={(r) => tiers.get(r.address) ?? '-'}
        onAction={(r, action) => setActing({ reserve: r.address, symbol: r.symbol, action })}
      />
    ),
    [market.name, market.address, filtered, isLoading, base, tiers],
  );
  if (error && !reserves) {
    return <LoadError title={LENDING_TOASTS.lendingMarket} error={error} onRetry={refetch} />;
  }
  return (
    <>
      {table}
      {acting ? (
        <Suspense fallback={null}>
          <LendingActionsDialog
            open
            onClose={() => setActing(undefined)}
            title={`${LENDING_ACTION_COPY[acting.action].title} ${acting.symbol}`}
            market={market.address}
            reserve={acting.reserve}
            initial={acting.action}
          />
        </Suspense>
      ) : null}
    </>
  );
}
