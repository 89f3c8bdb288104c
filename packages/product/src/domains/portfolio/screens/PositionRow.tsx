import { formatPnl } from '@keel/core-math';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { signedFigure } from '../../../common/signedFigure';
import { usePositionShown } from './filter/PositionFilterContext';
import { StarButton } from './filter/StarButton';

/** A USD PnL for display: undefined while it loads ('…'), null when there is none ('-'). */
export function pnlText(pnl: string | null | undefined): string {
  return pnl === undefined ? '…' : formatPnl(pnl);
}

const NO_PNL = 'No PnL for this position yet';
const NO_APY = 'No APY for this position';

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
  value: ReactNode;
  /** USD PnL (see pnlText); omitted for positions that have none (the staked native token). */
  pnl?: { usd: string | null | undefined };
  /** The formatted APY (painted by its sign), or a figure already made; omitted when none. */
  apy?: ReactNode;
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
            <span className="keel-portfolio__pnl">
              <span className="keel-portfolio__label">PnL </span>
              {signedFigure(pnlText(pnl.usd), { positive: 'positive', reason: NO_PNL })}
            </span>
          ) : null}
          {apy !== undefined ? (
            <span className="keel-portfolio__muted">
              <span className="keel-portfolio__label">APY </span>
              {typeof apy === 'string' ? signedFigure(apy, { reason: NO_APY }) : apy}
            </span>
          ) : null}
          {extra}
        </span>
      </Link>
    </li>
  );
}
