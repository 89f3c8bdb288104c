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
  const tiers = useMarketAssetTiers(market.address);
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
  // The rows render in a deferred render React can pause between rows, never in the urgent
  // render a read's answer makes (new views, the tiers); the same element while they are
  // unchanged, so a render for anything else (the dialog) does not render the table again.
  const shown = useDeferredValue(
    useMemo(() => ({ rows: filtered, loading: isLoading, tiers }), [filtered, isLoading, tiers]),
  );
  const table = useMemo(
    () => (
      <ReservesTable
        label={`${market.name} reserves`}
        reserves={shown.rows}
        loading={shown.loading}
        reservePath={(r) => reservePath(base, market.address, r.address)}
        assetTier={(r) => shown.tiers.get(r.address)}
        onAction={(r, action) => setActing({ reserve: r.address, symbol: r.symbol, action })}
      />
    ),
    [market.name, market.address, shown, base],
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
