import { useBrand } from '../../../brand/BrandContext';
import { QueryState } from '../../../common/QueryState';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { LENDING_TOASTS, useMarketFailureToasts } from '../../lending/screens/lendingToasts';
import { useVaultPair } from '../data/vault/useVaultPair';
import { vaultBaseOf } from './multiplyPaths';
import { VaultBody } from './vault/VaultBody';
import { VaultOverview } from './vault/VaultOverview';
import './multiply.css';

/**
 * A multiply vault (`/multiply/{market}/{deposit}/{borrow}`): the pair's max leverage, yields and
 * liquidity on top, the open form (or the position's Manage panel) beside them, the history below.
 */
export default function MultiplyVaultScreen({ route, params }: ScreenProps<'multiplyVault'>) {
  const brand = useBrand();
  const market = params.marketAddress;
  const { vault, notFound, error, farmError, refetch } = useVaultPair(
    market,
    params.depositReserveAddress,
    params.borrowReserveAddress,
    'Multiply',
  );
  useMarketFailureToasts(market, { error, farmError });
  const back = `${vaultBaseOf(route)}/multiply`;
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      <QueryState
        data={vault}
        notFound={notFound}
        back={{ to: back, label: 'Back to Multiply' }}
        error={error}
        errorTitle={LENDING_TOASTS.lendingMarket}
        onRetry={refetch}
      >
        {({ row, terms }) => (
          <VaultBody
            row={row}
            terms={terms}
            tag="Multiply"
            figures={
              <VaultOverview
                row={row}
                terms={terms}
                title={`${row.collateral.symbol}/${row.debt.symbol}`}
              />
            }
          />
        )}
      </QueryState>
    </PageFrame>
  );
}
