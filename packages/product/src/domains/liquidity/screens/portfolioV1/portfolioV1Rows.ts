import type { TokenInfo } from '@keel/api-client';
import { type Decimal, MathDecimal, shortenAddress } from '@keel/core-math';
import { liquidityPnl } from '../../../portfolio/data/figures/liquidityFigures';
import { DEX_NAMES } from '../../../portfolio/data/liquidity/positionLabel';
import type { LiquidityPosition } from '../../../portfolio/data/liquidity/useLiquidityPositions';
import type { NetValue } from '../../../portfolio/data/netValue';
import type { PnlFigure } from '../../data/strategy/useStrategyPosition';

/** One strategy of the previous portfolio's table. */
export interface PortfolioV1Row {
  kind: 'position';
  strategy: string;
  /** 'A-B' from the token symbols (shortened mints without a symbol). */
  pair: string;
  exchange: string;
  shares: Decimal;
  stakedShares: Decimal;
  /** USD worth: undefined while the share price loads, null without a price. */
  value: Decimal | null | undefined;
  pnl: PnlFigure;
  /** Fees and rewards the latest position earned, USD; undefined while loading. */
  earnedUsd: Decimal | undefined;
}

/** The table's last row: every position summed. */
export interface PortfolioV1Totals {
  kind: 'total';
  /** As the portfolio sums it: null while loading, 'failed' when a position has no worth. */
  value: NetValue;
  pnl: PnlFigure;
  earnedUsd: Decimal | undefined;
}

/**
 * The rows of the previous portfolio from the portfolio's own figures: its positions, the PnL per
 * strategy (undefined until every one is in: 'Pending', D§4) and each strategy's earned fees and
 * rewards (zero where the read failed, D§8).
 */
export function portfolioV1Rows(
  positions: readonly LiquidityPosition[],
  pnls: ReadonlyMap<string, string> | undefined,
  earned: ReadonlyMap<string, Decimal | undefined>,
  tokens: ReadonlyMap<string, TokenInfo>,
): PortfolioV1Row[] {
  const symbol = (mint: string) => tokens.get(mint)?.symbol || shortenAddress(mint);
  return positions.map((position) => {
    const usd = pnls?.get(position.strategy);
    return {
      kind: 'position',
      strategy: position.strategy,
      pair: `${symbol(position.tokenAMint)}-${symbol(position.tokenBMint)}`,
      exchange: DEX_NAMES[position.dex],
      shares: position.shares,
      stakedShares: position.stakedShares,
      value: position.value,
      pnl: !pnls
        ? { kind: 'pending' }
        : usd === undefined
          ? { kind: 'empty' }
          : { kind: 'value', usd: new MathDecimal(usd) },
      earnedUsd: earned.get(position.strategy),
    };
  });
}

/** The totals of the rows: summed worth, PnL and earnings, each once all of its parts are in. */
export function portfolioV1Totals(
  positions: readonly LiquidityPosition[],
  rows: readonly PortfolioV1Row[],
  pnls: ReadonlyMap<string, string> | undefined,
  value: NetValue,
): PortfolioV1Totals {
  const pnl = liquidityPnl(positions, pnls);
  let earnedUsd: Decimal | undefined = new MathDecimal(0);
  for (const row of rows) {
    earnedUsd = row.earnedUsd && earnedUsd ? earnedUsd.plus(row.earnedUsd) : undefined;
  }
  return {
    kind: 'total',
    value,
    pnl: pnl === undefined ? { kind: 'pending' } : { kind: 'value', usd: new MathDecimal(pnl) },
    earnedUsd,
  };
}
