import { Link } from 'react-router-dom';
import { useBrand } from '../../../../brand/BrandContext';
import { Figures } from '../../../../common/Figures';
import { QueryState } from '../../../../common/QueryState';
import { TokenLogo } from '../../../../common/TokenLogo';
import { PageFrame } from '../../../../layout/PageFrame';
import { brandText } from '../../../../routing/brandText';
import type { ScreenProps } from '../../../../routing/screenProps';
import { useReserve } from '../../data/hooks';
import { lendingBaseOf, reservePath, vaultsPath } from '../lendingPaths';
import { LENDING_TOASTS, useMarketFailureToasts } from '../lendingToasts';
import { borrowFigures, collateralFigures, supplyFigures } from './vaultFigures';

/**
 * A lending vault: one reserve seen from the lender's and the borrower's side. Malformed, unknown
 * and wrong-type addresses show 'Reserve {address} is not found'.
 */
export default function VaultScreen({ route, params }: ScreenProps<'lendingVault'>) {
  const brand = useBrand();
  const market = params.marketAddress;
  const address = params.reserveAddress;
  const { reserve, notFound, error, farmError, isLoading, refetch } = useReserve(market, address);
  useMarketFailureToasts(market, { error, farmError });
  const base = lendingBaseOf(route);
  const back = vaultsPath(base, market);

  const ready = !isLoading && reserve && market && address ? { reserve, market, address } : null;
  const body = (
    <QueryState
      data={ready}
      notFound={notFound}
      back={{ to: back, label: 'Back to the vaults' }}
      error={error}
      errorTitle={LENDING_TOASTS.lendingMarket}
      onRetry={refetch}
    >
      {({ reserve, market, address }) => (
        <>
          <p className="keel-vault__heading">
            <TokenLogo mint={reserve.mint} symbol={reserve.symbol} size={32} decorative />
            <span>{reserve.symbol}</span>
            <Link to={reservePath(base, market, address)}>Reserve details</Link>
          </p>
          <Figures title="Supply" figures={supplyFigures(reserve)} />
          <Figures title="Borrow" figures={borrowFigures(reserve)} />
          <Figures title="Collateral" figures={collateralFigures(reserve)} />
        </>
      )}
    </QueryState>
  );

  return (
    <PageFrame
      title={brandText(route.title, brand)}
      subtitle={reserve ? `${reserve.symbol} vault` : brandText(route.description, brand)}
    >
      {body}
    </PageFrame>
  );
}
