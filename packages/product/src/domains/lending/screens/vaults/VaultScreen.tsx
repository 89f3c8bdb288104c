import { Skeleton } from '@keel/ui-kit';
import { Link } from 'react-router-dom';
import { useBrand } from '../../../../brand/BrandContext';
import { Figures } from '../../../../common/Figures';
import { LoadError } from '../../../../common/LoadError';
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

  const body = notFound ? (
    <section role="alert" className="keel-load-error">
      <p className="keel-load-error__title">{notFound}</p>
      <Link to={back}>Back to the vaults</Link>
    </section>
  ) : error ? (
    <LoadError title={LENDING_TOASTS.lendingMarket} error={error} onRetry={refetch} />
  ) : isLoading || !reserve || !market || !address ? (
    <div aria-busy="true">
      <Skeleton shape="block" height={120} />
      <Skeleton shape="block" height={120} />
    </div>
  ) : (
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
