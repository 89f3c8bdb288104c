import { formatPercent, formatUsd, shortenAddress } from '@keel/core-math';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useValuedObligation, type WalletObligation } from '../../lending/data/walletObligations';
import { dashboardPath } from '../../lending/screens/lendingPaths';
import type { NetValue } from '../data/netValue';

/** One obligation: market, tag, net value and LTV, linking to its dashboard. */
export function LendingPositionRow({
  position,
  base,
  onValue,
}: {
  position: WalletObligation;
  base: string;
  /** Reports the position's net value (USD) once its market is loaded, for the total. */
  onValue(key: string, netValue: NetValue): void;
}) {
  const { market, obligation } = position;
  const address = obligation.address.toBase58();
  const view = useValuedObligation(obligation);
  const net = view ? view.stats.netAccountValue.toString() : null;
  useEffect(() => onValue(address, net), [address, net, onValue]);
  return (
    <li className="keel-portfolio__row">
      <Link to={dashboardPath(base, market.address, address)} className="keel-portfolio__link">
        <span className="keel-portfolio__name">
          {market.name}
          <span className="keel-portfolio__muted">
            {obligation.tag} · {shortenAddress(address)}
          </span>
        </span>
        <span className="keel-portfolio__figures">
          <span>{view ? formatUsd(view.stats.netAccountValue) : '…'}</span>
          {view?.stats.hasDebt ? (
            <span className={`keel-risk--${view.risk}`}>
              LTV {formatPercent(view.stats.loanToValue)}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
