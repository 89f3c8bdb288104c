import { useBrand } from '../../../brand/BrandContext';
import { useMarketReserves } from '../../../data/lending/hooks';
import type { LendingMarketEntry } from '../../../data/lending/marketList';
import { useFlags } from '../../../flags/FlagsContext';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../types';
import { LoadError } from '../AsyncState';
import { lendingBaseOf, vaultPath } from '../lendingPaths';
import { MarketSwitcher } from '../MarketSwitcher';
import { LENDING_TOASTS, useMarketFailureToasts } from '../useFailureToast';
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
export default function VaultsScreen({ route }: ScreenProps) {
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
