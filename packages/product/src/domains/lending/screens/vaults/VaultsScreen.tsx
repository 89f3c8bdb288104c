import { useBrand } from '../../../../brand/BrandContext';
import { LoadError } from '../../../../common/LoadError';
import { useFlags } from '../../../../flags/FlagsContext';
import { PageFrame } from '../../../../layout/PageFrame';
import { brandText } from '../../../../routing/brandText';
import type { ScreenProps } from '../../../../routing/screenProps';
import { useMarketReserves } from '../../data/hooks';
import type { LendingMarketEntry } from '../../data/marketList';
import { lendingBaseOf, vaultPath } from '../lendingPaths';
import { LENDING_TOASTS, useMarketFailureToasts } from '../lendingToasts';
import { MarketSwitcher } from '../MarketSwitcher';
import { useMarketSelection } from '../useMarketSelection';
import { VaultsTable } from './VaultsTable';

function MarketVaults({
  market,
  base,
  showHidden,
}: {
  market: LendingMarketEntry;
  base: string;
  showHidden: boolean;
}) {
  const { reserves, isLoading, error, farmError, refetch } = useMarketReserves(market.address, {
    listedOnly: { showHidden },
  });
  useMarketFailureToasts(market.address, { error, farmError });
  if (error && !reserves) {
    return <LoadError title={LENDING_TOASTS.lendingMarket} error={error} onRetry={refetch} />;
  }
  return (
    <VaultsTable
      label={`${market.name} vaults`}
      reserves={reserves}
      loading={isLoading}
      vaultPath={(r) => vaultPath(base, market.address, r.address)}
    />
  );
}

/** The lending vaults (one per listed reserve) of the selected market. */
export default function VaultsScreen({ route }: ScreenProps<'lendingVaults'>) {
  const brand = useBrand();
  const flags = useFlags();
  const selection = useMarketSelection();
  const base = lendingBaseOf(route);
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      <MarketSwitcher
        selection={selection}
        skeleton={<VaultsTable label="Vaults" reserves={undefined} loading vaultPath={() => ''} />}
      >
        {(market) => <MarketVaults market={market} base={base} showHidden={flags.hiddenReserves} />}
      </MarketSwitcher>
    </PageFrame>
  );
}
