import type { StrategyUserPnl, UserFeesAndRewards } from '@keel/api-client';
import { type Decimal, totalFeesAndRewardsUsd } from '@keel/core-math';
import { useQuery } from '@tanstack/react-query';
import { whenReady } from '../../../../common/services/whenReady';
import {
  type LiquidityPosition,
  useLiquidityPositions,
} from '../../../portfolio/data/liquidity/useLiquidityPositions';
import { useStrategyServices } from './services';

/**
 * A PnL figure's state (D§4): pending while loading, empty without a position or a value; the SOL
 * figure where the source gives one.
 */
export type PnlFigure =
  | { kind: 'pending' }
  | { kind: 'empty' }
  | { kind: 'value'; usd: Decimal; sol?: Decimal };

export interface StrategyPositionResult {
  /** The wallet's shares of the strategy; null when it holds none, undefined while read. */
  position: LiquidityPosition | null | undefined;
  pnl: PnlFigure;
  /** What the wallet put in (the API's cost basis), USD; undefined while read or without one. */
  depositedUsd: Decimal | undefined;
  /** Fees and rewards earned by the latest position, USD (zero when the read failed, D§8). */
  earnedUsd: Decimal | undefined;
  error: Error | null;
  refetch: () => void;
}

/** The PnL figure from the wallet's position and the API's PnL (zero values on failure, D§8). */
export function pnlFigure(
  position: LiquidityPosition | null | undefined,
  pnl: StrategyUserPnl | undefined,
): PnlFigure {
  if (position === null) return { kind: 'empty' };
  if (position === undefined || !pnl) return { kind: 'pending' };
  return { kind: 'value', usd: pnl.totalPnl.usd, sol: pnl.totalPnl.sol };
}

/** The USD total of a user's fees and rewards, product rewards included (core-math). */
export function earnedTotalUsd(earned: UserFeesAndRewards): Decimal {
  return totalFeesAndRewardsUsd({
    ...earned,
    otherRewardsUsd: [
      earned.productRewards0EarnedUsd,
      earned.productRewards1EarnedUsd,
      earned.productRewards2EarnedUsd,
    ],
  }).totalUsd;
}

/**
 * The connected wallet's position in a strategy: its shares (in the wallet and staked) valued at
 * the share price exactly as the portfolio values them (MATH §7.3), the PnL and cost basis from
 * the API and the fees and rewards its latest position earned.
 */
export function useStrategyPosition(strategy: string, owner: string): StrategyPositionResult {
  const api = useStrategyServices()?.api.strategies;
  const positions = useLiquidityPositions(owner);
  const pnl = useQuery(whenReady(api?.userPnl(strategy, owner), 'strategy:userPnl'));
  const earned = useQuery(whenReady(api?.userFeesAndRewards(strategy, owner), 'strategy:earned'));
  const position = positions.positions
    ? (positions.positions.find((p) => p.strategy === strategy) ?? null)
    : undefined;
  return {
    position: positions.error ? null : position,
    pnl: pnlFigure(positions.error ? null : position, pnl.data),
    depositedUsd: position ? pnl.data?.totalCostBasis.usd : undefined,
    earnedUsd: earned.data ? earnedTotalUsd(earned.data) : undefined,
    error: positions.error,
    refetch: positions.refetch,
  };
}
