import { formatPercent, formatUsd } from '@keel/core-math';
import { useEffect, useMemo } from 'react';
import { nameOfObligation } from '../../../common/positionNames';
import { useValuedObligation, type WalletObligation } from '../../lending/data/walletObligations';
import { dashboardPath } from '../../lending/screens/lendingPaths';
import { useObligationPnl } from '../data/figures/usePositionPnl';
import { obligationGroup } from '../data/productGroups';
import type { ReportPosition } from './netValues';
import { PositionRow } from './PositionRow';

/**
 * One obligation: market and assets (its address stays on its dashboard), group, net value, PnL (D§7), net APY (undefined without deposits, D§5)
 * and LTV, linking to its dashboard. Reports its figures for the total and the Stats tab.
 */
export function LendingPositionRow({
  position,
  base,
  onReport,
}: {
  position: WalletObligation;
  base: string;
  onReport: ReportPosition;
}) {
  const { market, obligation } = position;
  const address = obligation.address.toBase58();
  const view = useValuedObligation(obligation);
  const pnl = useObligationPnl(market.address, address);
  const net = view ? view.stats.netAccountValue.toString() : null;
  // Undefined (loading) until rewards and staking yields are in: the APY would jump.
  const apy = view && !view.apysPending ? (view.netApy?.toString() ?? null) : undefined;
  useEffect(
    () =>
      onReport(address, { value: net, group: obligationGroup(obligation.tag), count: 1, pnl, apy }),
    [address, net, obligation.tag, pnl, apy, onReport],
  );
  const symbols = useMemo(
    () => view && [...view.deposits, ...view.borrows].map((entry) => entry.symbol),
    [view],
  );
  return (
    <PositionRow
      positionKey={address}
      symbols={symbols}
      to={dashboardPath(base, market.address, address)}
      name={view ? `${market.name} · ${nameOfObligation(view)}` : market.name}
      detail={obligationGroup(obligation.tag)}
      value={view ? formatUsd(view.stats.netAccountValue) : '…'}
      pnl={{ usd: pnl }}
      apy={apy === undefined ? '…' : formatPercent(apy)}
      extra={
        view?.stats.hasDebt ? (
          <span className={`keel-risk--${view.risk}`}>
            LTV {formatPercent(view.stats.loanToValue)}
          </span>
        ) : null
      }
    />
  );
}
