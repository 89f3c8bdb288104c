import { useState } from 'react';
import { useBrand } from '../../../../brand/BrandContext';
import { LoadError } from '../../../../common/LoadError';
import { PageFrame } from '../../../../layout/PageFrame';
import { brandText } from '../../../../routing/brandText';
import type { ScreenProps } from '../../../../routing/screenProps';
import { useWalletState } from '../../../../wallet/WalletStoreContext';
import { useLiquidationList } from '../../data/liquidationHooks';
import type { LendingMarketEntry } from '../../data/marketList';
import { dashboardPath, lendingBaseOf } from '../lendingPaths';
import { LENDING_TOASTS, useMarketFailureToasts } from '../lendingToasts';
import { MarketSwitcher } from '../MarketSwitcher';
import { useMarketSelection } from '../useMarketSelection';
import { LiquidateDialog } from './LiquidateDialog';
import { LiquidationTable } from './LiquidationTable';

/** The wallet that may liquidate: connected and able to sign; undefined otherwise. */
function useLiquidator(): string | undefined {
  const session = useWalletState((state) => state.session);
  const controls = useWalletState((state) => state.controls);
  return session?.canSign && controls !== null ? session.address : undefined;
}

function MarketLiquidations({ market, base }: { market: LendingMarketEntry; base: string }) {
  const { obligations, skipped, isLoading, error, refetch } = useLiquidationList(market.address);
  const liquidator = useLiquidator();
  const [liquidating, setLiquidating] = useState<string | null>(null);
  useMarketFailureToasts(market.address, { error });
  if (error && !obligations) {
    return <LoadError title={LENDING_TOASTS.lendingMarket} error={error} onRetry={refetch} />;
  }
  return (
    <>
      <LiquidationTable
        obligations={obligations}
        loading={isLoading}
        dashboardPath={(o) => dashboardPath(base, o.market, o.address)}
        // Past its liquidation LTV, and another wallet's: the program allows self-liquidation,
        // but the product offers repaying one's own debt instead.
        canLiquidate={(o) =>
          liquidator !== undefined && o.stats.isLiquidatable && o.owner !== liquidator
        }
        onLiquidate={(o) => setLiquidating(o.address)}
      />
      <LiquidateDialog
        market={market.address}
        obligation={liquidating}
        onClose={() => setLiquidating(null)}
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
export default function LiquidateScreen({ route }: ScreenProps<'liquidate'>) {
  const brand = useBrand();
  const selection = useMarketSelection();
  const base = lendingBaseOf(route);
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      <MarketSwitcher
        selection={selection}
        skeleton={<LiquidationTable obligations={undefined} loading dashboardPath={() => ''} />}
      >
        {(market) => <MarketLiquidations market={market} base={base} />}
      </MarketSwitcher>
    </PageFrame>
  );
}
