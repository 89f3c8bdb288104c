import { useBrand } from '../../../brand/BrandContext';
import { useLiquidationList } from '../../../data/lending/liquidationHooks';
import type { LendingMarketEntry } from '../../../data/lending/marketList';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../types';
import { LoadError } from '../AsyncState';
import { dashboardPath, lendingBaseOf } from '../lendingPaths';
import { MarketTabs } from '../MarketTabs';
import { useFailureToast } from '../useFailureToast';
import { useMarketSelection } from '../useMarketSelection';
import { useMarketsNotLoaded } from '../useMarketsNotLoaded';
import { LiquidationTable } from './LiquidationTable';

function MarketLiquidations({ market, base }: { market: LendingMarketEntry; base: string }) {
  const { obligations, skipped, isLoading, error, refetch } = useLiquidationList(market.address);
  useFailureToast(error, 'Failed to load lending market', `lending-market-${market.address}`);
  if (error && !obligations) {
    return <LoadError title="Failed to load lending market" error={error} onRetry={refetch} />;
  }
  return (
    <>
      <LiquidationTable
        obligations={obligations}
        loading={isLoading}
        dashboardPath={(o) => dashboardPath(base, o.market, o.address)}
      />
      {skipped > 0 ? (
        <p className="keel-liquidate__note">
          {skipped === 1
            ? '1 obligation names a reserve this market does not have and is not listed.'
            : `${skipped} obligations name reserves this market does not have and are not listed.`}
        </p>
      ) : null}
    </>
  );
}

/** Obligations of the selected market, read from the chain, closest to liquidation first. */
export default function LiquidateScreen({ route }: ScreenProps) {
  const brand = useBrand();
  const { list, selected, select } = useMarketSelection();
  useMarketsNotLoaded(list.markets ? null : list.error);
  const base = lendingBaseOf(route);
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      {list.error && !list.markets ? (
        <LoadError
          title="Markets are not loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {list.markets && list.markets.length === 0 ? (
        <p className="keel-markets__empty">No lending markets are configured.</p>
      ) : null}
      {!list.markets && !list.error ? (
        <LiquidationTable obligations={undefined} loading dashboardPath={() => ''} />
      ) : null}
      {list.markets && selected ? (
        <MarketTabs markets={list.markets} selected={selected} onSelect={select}>
          {(market) => <MarketLiquidations market={market} base={base} />}
        </MarketTabs>
      ) : null}
    </PageFrame>
  );
}
