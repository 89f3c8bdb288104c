import { formatTokenAmount, formatUsd } from '@keel/core-math';
import { Link } from 'react-router-dom';
import type { LiquidityPosition } from '../data/liquidity/useLiquidityPositions';

/** A position's worth: '…' while its share price loads, '–' when it has none. */
export function liquidityValueText(position: LiquidityPosition): string {
  if (position.value === undefined) return '…';
  return position.value === null ? '–' : formatUsd(position.value);
}

/** Shares held, and how many of them are staked in the strategy's farm. */
export function liquiditySharesText(position: LiquidityPosition): string {
  const shares = `${formatTokenAmount(position.shares)} shares`;
  return position.stakedShares.isZero()
    ? shares
    : `${shares} · ${formatTokenAmount(position.stakedShares)} staked`;
}

/** One strategy the wallet holds: its name, shares and worth, linking to the strategy. */
export function LiquidityPositionRow({
  position,
  name,
  to,
}: {
  position: LiquidityPosition;
  name: string;
  to: string;
}) {
  return (
    <li className="keel-portfolio__row">
      <Link to={to} className="keel-portfolio__link">
        <span className="keel-portfolio__name">
          {name}
          <span className="keel-portfolio__muted">{liquiditySharesText(position)}</span>
        </span>
        <span className="keel-portfolio__figures">
          <span>{liquidityValueText(position)}</span>
        </span>
      </Link>
    </li>
  );
}
