import { formatApy, formatCompact, formatLeverage, formatPercent } from '@keel/core-math';
import { useBrand } from '../../../brand/BrandContext';
import { Figures } from '../../../common/Figures';
import { QueryState } from '../../../common/QueryState';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { LENDING_TOASTS, useMarketFailureToasts } from '../../lending/screens/lendingToasts';
import { useMultiplyVault } from '../data/vault/useMultiplyVault';
import { vaultBaseOf } from './multiplyPaths';
import { formatNetApy } from './pairColumns';
import { OpenPositionForm } from './vault/OpenPositionForm';
import './multiply.css';

/**
 * A multiply vault (`/multiply/{market}/{deposit}/{borrow}`): the pair's max leverage, yields and
 * liquidity, and the open form with its preview and what-if price.
 */
export default function MultiplyVaultScreen({ route, params }: ScreenProps<'multiplyVault'>) {
  const brand = useBrand();
  const market = params.marketAddress;
  const { vault, notFound, error, farmError, refetch } = useMultiplyVault(
    market,
    params.depositReserveAddress,
    params.borrowReserveAddress,
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
          <>
            <h2 className="keel-vault__heading">
              {row.collateral.symbol}/{row.debt.symbol}
            </h2>
            <Figures
              title="Vault"
              figures={[
                { label: 'Max leverage', value: formatLeverage(row.maxLeverage) },
                { label: 'Net APY at max', value: formatNetApy(row.netApyAtMax, row.apysPending) },
                {
                  label: `${row.collateral.symbol} supply APY`,
                  value: row.apysPending ? '…' : formatApy(row.collateral.apys.totalDepositApy),
                },
                {
                  label: `${row.debt.symbol} borrow APY`,
                  value: row.apysPending ? '…' : formatApy(row.debt.apys.totalBorrowApy),
                },
                {
                  label: 'Liquidity available',
                  value: formatCompact(row.liquidityUsd, { prefix: '$' }),
                },
                { label: 'Max LTV', value: formatPercent(terms.maxLtv) },
                { label: 'Liquidation LTV', value: formatPercent(terms.liquidationLtv) },
                {
                  label: 'Elevation group',
                  value: terms.elevationGroup === 0 ? 'None' : String(terms.elevationGroup),
                },
              ]}
            />
            <OpenPositionForm row={row} terms={terms} />
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
