import { useBrand } from '../../../../brand/BrandContext';
import { ActionPageLayout } from '../../../../common/ActionPageLayout';
import { Figures } from '../../../../common/Figures';
import { QueryState } from '../../../../common/QueryState';
import { TokenLogo } from '../../../../common/TokenLogo';
import { PageFrame } from '../../../../layout/PageFrame';
import { brandText } from '../../../../routing/brandText';
import type { ScreenProps } from '../../../../routing/screenProps';
import { useAssetTier } from '../../data/assetTier';
import { useReserve } from '../../data/hooks';
import { LendingActions } from '../actions/LendingActions';
import { lendingBaseOf } from '../lendingPaths';
import { LENDING_TOASTS, useMarketFailureToasts } from '../lendingToasts';
import { ReserveHistory } from './ReserveHistory';
import { ReserveRewards } from './ReserveRewards';
import {
  capFigures,
  feeFigures,
  overviewFigures,
  rateFigures,
  riskFigures,
} from './reserveFigures';

/**
 * A lending reserve: its key figures on top, the supply / borrow panel beside them, then rates and
 * their parts, risk parameters, fees, caps, reward farms and history.
 */
export default function ReserveScreen({ route, params }: ScreenProps<'reserve'>) {
  const brand = useBrand();
  const market = params.marketAddress;
  const address = params.reserveAddress;
  const { reserve, notFound, error, farmError, isLoading, refetch } = useReserve(market, address);
  useMarketFailureToasts(market, { error, farmError });
  const assetTier = useAssetTier(market, reserve ? address : undefined);
  const title = brandText(route.title, brand);
  const back = `${lendingBaseOf(route)}${market ? `?market=${market}` : ''}`;

  const ready = !isLoading && reserve && market && address ? { reserve, market, address } : null;
  const body = (
    <QueryState
      data={ready}
      notFound={notFound}
      back={{ to: back, label: 'Back to the markets' }}
      error={error}
      errorTitle={LENDING_TOASTS.lendingMarket}
      onRetry={refetch}
    >
      {({ reserve, market, address }) => (
        <ActionPageLayout
          figures={
            <>
              <p className="keel-vault__heading">
                <TokenLogo mint={reserve.mint} symbol={reserve.symbol} size={32} decorative />
                <span>{reserve.symbol}</span>
              </p>
              <Figures title="Overview" figures={overviewFigures(reserve)} />
            </>
          }
          panel={<LendingActions market={market} reserve={address} />}
        >
          <Figures title="Rates" figures={rateFigures(reserve)} />
          <Figures title="Risk" figures={riskFigures(reserve, assetTier)} />
          <Figures title="Fees" figures={feeFigures(reserve)} />
          <Figures title="Caps" figures={capFigures(reserve)} />
          <ReserveRewards market={market} reserve={reserve} />
          <ReserveHistory market={market} reserve={address} />
        </ActionPageLayout>
      )}
    </QueryState>
  );

  return (
    <PageFrame
      title={title}
      subtitle={reserve ? `${reserve.symbol} reserve` : brandText(route.description, brand)}
    >
      {body}
    </PageFrame>
  );
}
