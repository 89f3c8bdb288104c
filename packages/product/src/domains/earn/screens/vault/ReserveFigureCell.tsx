import { formatApy, formatPercent, shortenAddress } from '@keel/core-math';
import { NoValue } from '@keel/ui-kit';
import { Link } from 'react-router-dom';
import { signedFigure } from '../../../../common/signedFigure';
import { LENDING_BASE } from '../../../../routing/routes/lendingBase';
import { useReserve } from '../../../lending/data/hooks';
import { reservePath } from '../../../lending/screens/lendingPaths';

type ReserveFigure = 'supplyApy' | 'utilization' | 'asset';

/**
 * One figure of an allocated reserve, read through the lending domain's reserve view (the same
 * numbers the reserve page shows). '-' when the market is unknown or the read failed.
 */
export function ReserveFigureCell({
  market,
  reserve,
  figure,
}: {
  market: string | undefined;
  reserve: string | undefined;
  figure: ReserveFigure;
}) {
  const result = useReserve(market, reserve);
  const view = result.reserve;
  if (figure === 'asset') {
    const label = view ? view.symbol : reserve ? shortenAddress(reserve) : '';
    return market && reserve ? (
      <Link to={reservePath(LENDING_BASE, market, reserve)}>{label}</Link>
    ) : (
      label || <NoValue reason="Reserve unknown" />
    );
  }
  if (!view) {
    if (result.isLoading && market) return <>…</>;
    return <NoValue reason={market ? 'Reserve could not be read' : 'Market unknown'} />;
  }
  return (
    <>
      {figure === 'supplyApy'
        ? signedFigure(formatApy(view.apys.totalDepositApy))
        : formatPercent(view.utilization)}
    </>
  );
}
