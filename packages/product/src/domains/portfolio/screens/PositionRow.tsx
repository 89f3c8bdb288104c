import { formatPnl } from '@keel/core-math';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePositionShown } from './filter/PositionFilterContext';
import { StarButton } from './filter/StarButton';

/** A USD PnL for display: undefined while it loads ('…'), null when there is none ('-'). */
export function pnlText(pnl: string | null | undefined): string {
  return pnl === undefined ? '…' : formatPnl(pnl);
}

function pnlClass(pnl: string | null | undefined): string {
  if (pnl === undefined || pnl === null) return 'keel-portfolio__pnl';
  const sign = Math.sign(Number(pnl));
  return `keel-portfolio__pnl keel-portfolio__pnl--${sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat'}`;
}

/**
 * One position of the portfolio: a star for the ☆ filter, then its name and detail, worth, PnL
 * and APY, linking to the position's own screen. Hidden when the market filter excludes it.
 */
export function PositionRow({
  positionKey,
  symbols,
  to,
  name,
  detail,
  value,
  pnl,
  apy,
  extra,
}: {
  positionKey: string;
  /** What the position holds or owes, for the USDC / USDG filters; undefined while loading. */
  symbols: readonly string[] | undefined;
  to: string;
  name: string;
  detail: ReactNode;
  value: string;
  /** USD PnL (see pnlText); omitted for positions that have none (the staked native token). */
  pnl?: { usd: string | null | undefined };
  /** The formatted APY; omitted when the position has none. */
  apy?: string;
  extra?: ReactNode;
}) {
  const shown = usePositionShown(positionKey, symbols);
  if (!shown) return null;
  return (
    <li className="keel-portfolio__row">
      <StarButton positionKey={positionKey} name={name} />
      <Link to={to} className="keel-portfolio__link">
        <span className="keel-portfolio__name">
          {name}
          <span className="keel-portfolio__muted">{detail}</span>
        </span>
        <span className="keel-portfolio__figures">
          <span>{value}</span>
          {pnl ? (
            <span className={pnlClass(pnl.usd)}>
              <span className="keel-portfolio__label">PnL </span>
              {pnlText(pnl.usd)}
            </span>
          ) : null}
          {apy !== undefined ? (
            <span className="keel-portfolio__muted">
              <span className="keel-portfolio__label">APY </span>
              {apy}
            </span>
          ) : null}
          {extra}
        </span>
      </Link>
    </li>
  );
}
