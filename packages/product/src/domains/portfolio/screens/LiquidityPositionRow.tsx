import { formatApy, formatTokenAmount, formatUsd } from '@keel/core-math';
import { NoValue } from '@keel/ui-kit';
import type { ReactNode } from 'react';
import type { LiquidityPosition } from '../data/liquidity/useLiquidityPositions';
import { PositionRow } from './PositionRow';

/** A position's worth: '…' while its share price loads, '-' saying so when it has none. */
export function liquidityValueFigure(position: LiquidityPosition): ReactNode {
  if (position.value === undefined) return '…';
  return position.value === null ? <NoValue reason="Not priced" /> : formatUsd(position.value);
}

/** Shares held, and how many of them are staked in the strategy's farm. */
export function liquiditySharesText(position: LiquidityPosition): string {
  const shares = `${formatTokenAmount(position.shares)} shares`;
  return position.stakedShares.isZero()
    ? shares
    : `${shares} · ${formatTokenAmount(position.stakedShares)} staked`;
}

/** One strategy the wallet holds: its name, shares, worth, PnL and APY, linking to the strategy. */
export function LiquidityPositionRow({
  position,
  name,
  symbols,
  to,
  pnl,
  apy,
}: {
  position: LiquidityPosition;
  name: string;
  symbols: readonly string[];
  to: string;
  pnl: string | undefined;
  /** The strategy's APY; undefined while loading, null when the metrics have none. */
  apy: string | null | undefined;
}) {
  return (
    <PositionRow
      positionKey={`liquidity:${position.strategy}`}
      symbols={symbols}
      to={to}
      name={name}
      detail={liquiditySharesText(position)}
      value={liquidityValueFigure(position)}
      pnl={{ usd: pnl }}
      apy={apy === undefined ? '…' : formatApy(apy)}
    />
  );
}
