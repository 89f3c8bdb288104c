import type { PositionSide } from '@keel/core-math';
import { ChoiceGroup } from '@keel/ui-kit';
import { useState } from 'react';
import { useBrand } from '../../../brand/BrandContext';
import { QueryState } from '../../../common/QueryState';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { LENDING_TOASTS, useMarketFailureToasts } from '../../lending/screens/lendingToasts';
import { useVaultPairs } from '../data/hooks';
import { type LeveragePairAddress, leveragePairsOfRoute } from '../data/vault/leverageRoute';
import { useVaultPair } from '../data/vault/useVaultPair';
import { VaultBody } from './vault/VaultBody';
import { VaultOverview } from './vault/VaultOverview';
import './multiply.css';

const SIDE_LABELS: Record<PositionSide, string> = { long: 'Long', short: 'Short' };

function LeverageVault({
  pair,
  back,
  sides,
}: {
  pair: LeveragePairAddress | undefined;
  back: string;
  /** The route's other side, when it has one (v3: a long and a short share base/quote). */
  sides?: {
    value: PositionSide;
    options: readonly PositionSide[];
    onChange(side: PositionSide): void;
  };
}) {
  const { vault, notFound, error, farmError, refetch } = useVaultPair(
    pair?.market,
    pair?.deposit,
    pair?.borrow,
    'Leverage',
  );
  useMarketFailureToasts(pair?.market, { error, farmError });
  return (
    <QueryState
      data={vault}
      notFound={notFound}
      back={{ to: back, label: 'Back to Long / Short' }}
      error={error}
      errorTitle={LENDING_TOASTS.lendingMarket}
      onRetry={refetch}
    >
      {({ row, terms }) => (
        <VaultBody
          row={row}
          terms={terms}
          tag="Leverage"
          figures={
            <>
              {sides && sides.options.length > 1 ? (
                <ChoiceGroup<PositionSide>
                  legend="Side"
                  options={sides.options.map((id) => ({ id, label: SIDE_LABELS[id] }))}
                  value={sides.value}
                  onChange={sides.onChange}
                />
              ) : null}
              <VaultOverview
                row={row}
                terms={terms}
                title={`${SIDE_LABELS[row.side]} ${row.collateral.symbol}/${row.debt.symbol}`}
              />
            </>
          }
        />
      )}
    </QueryState>
  );
}

/** The v3 form: market slug, base and quote resolved through the resources' leverage pairs. */
function LeverageVaultBySymbols({
  route,
  back,
}: {
  route: { market: string; base: string; quote: string };
  back: string;
}) {
  const { markets, resourcesError, marketsError, refetch } = useVaultPairs('leverage');
  const found = markets ? leveragePairsOfRoute(markets, route) : undefined;
  const options = (['long', 'short'] as const).filter((side) => found?.[side]);
  const [chosen, setChosen] = useState<PositionSide | undefined>(undefined);
  const side = chosen && options.includes(chosen) ? chosen : options[0];
  if (!found || options.length === 0 || !side) {
    return (
      <QueryState
        data={undefined}
        notFound={
          found ? `No leverage vault for ${route.base}/${route.quote} in this market` : undefined
        }
        back={{ to: back, label: 'Back to Long / Short' }}
        error={resourcesError ?? marketsError}
        errorTitle={LENDING_TOASTS.lendingMarket}
        onRetry={refetch}
      >
        {() => null}
      </QueryState>
    );
  }
  return (
    <LeverageVault
      pair={found[side]}
      back={back}
      sides={{ value: side, options, onChange: setChosen }}
    />
  );
}

/**
 * A leverage vault: v1 by market, deposit and borrow reserves (and the side), v3 by market slug,
 * base and quote (D§2). The pair's side follows D§5; the open form previews the position.
 */
export default function LeverageVaultScreen({ route, params }: ScreenProps<'leverageVault'>) {
  const brand = useBrand();
  const back = route.path.startsWith('/lending') ? '/lending/leverage' : '/leverage';
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      {'marketAddress' in params && params.marketAddress ? (
        <LeverageVault
          pair={{
            market: params.marketAddress,
            deposit: params.depositReserveAddress ?? '',
            borrow: params.borrowReserveAddress ?? '',
          }}
          back={back}
        />
      ) : 'market' in params && params.market && params.base && params.quote ? (
        <LeverageVaultBySymbols
          route={{ market: params.market, base: params.base, quote: params.quote }}
          back={back}
        />
      ) : null}
    </PageFrame>
  );
}
