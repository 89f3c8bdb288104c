import type { Dex } from '@keel/chain-readers';
import { type Decimal, lamportsToAmount, MathDecimal } from '@keel/core-math';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../../common/services/whenReady';
import type { NetValue } from '../netValue';
import { usePortfolioServices } from '../services';
import { useShareHoldings } from './useShareHoldings';

/** One strategy the wallet holds shares of, valued at the strategy's share price. */
export interface LiquidityPosition {
  strategy: string;
  shareMint: string;
  dex: Dex;
  tokenAMint: string;
  tokenBMint: string;
  /** Whole shares in the wallet and staked in farms. */
  walletShares: Decimal;
  stakedShares: Decimal;
  shares: Decimal;
  /** USD per share and the position's worth; undefined while loading, null without a price. */
  sharePrice: Decimal | null | undefined;
  value: Decimal | null | undefined;
}

export interface LiquidityPositionsResult {
  /** Undefined until the holdings and their strategies are read. */
  positions: LiquidityPosition[] | undefined;
  /** What the positions add to the portfolio total. */
  netValue: NetValue;
  strategiesError: Error | null;
  error: Error | null;
  refetch: () => void;
}

/**
 * The wallet's liquidity positions (D§2, D§3): share tokens held and staked, per strategy, each
 * worth its shares × the share price core-math derives from the strategy's accounts (MATH §7.3).
 */
export function useLiquidityPositions(owner: string): LiquidityPositionsResult {
  const services = usePortfolioServices();
  const holdings = useShareHoldings(owner);
  const addresses = useMemo(
    () => (holdings.holdings ?? []).map((h) => h.strategy),
    [holdings.holdings],
  );
  const chain = services?.chain;
  const lib = services?.lib;
  const strategies = useQuery(
    whenReady(chain && lib?.strategiesQuery(chain, addresses), `portfolio:strategies:${owner}`),
  );
  const decoded = useMemo(
    () => (strategies.data ?? []).flatMap((s) => (s ? [s] : [])),
    [strategies.data],
  );
  const values = useQuery(
    whenReady(chain && lib?.strategyValuesQuery(chain, decoded), `portfolio:values:${owner}`),
  );

  const positions = useMemo(() => {
    if (!holdings.holdings) return undefined;
    if (holdings.holdings.length === 0) return [];
    if (!strategies.data) return undefined;
    const byAddress = new Map(decoded.map((s) => [s.address.toBase58(), s]));
    return holdings.holdings.flatMap((holding): LiquidityPosition[] => {
      const strategy = byAddress.get(holding.strategy);
      if (!strategy) return [];
      const whole = (raw: Decimal) => lamportsToAmount(raw, strategy.sharesMintDecimals);
      const shares = whole(holding.walletShares.plus(holding.stakedShares));
      const sharePrice = values.data ? (values.data.get(holding.strategy) ?? null) : undefined;
      const price = sharePrice?.sharePrice;
      return [
        {
          strategy: holding.strategy,
          shareMint: holding.shareMint,
          dex: strategy.strategyDex,
          tokenAMint: strategy.tokenAMint.toBase58(),
          tokenBMint: strategy.tokenBMint.toBase58(),
          walletShares: whole(holding.walletShares),
          stakedShares: whole(holding.stakedShares),
          shares,
          sharePrice: sharePrice === undefined ? undefined : (price ?? null),
          value: sharePrice === undefined ? undefined : price ? shares.times(price) : null,
        },
      ];
    });
  }, [holdings.holdings, strategies.data, decoded, values.data]);

  const error = holdings.error ?? strategies.error ?? values.error ?? null;
  return {
    positions,
    netValue: liquidityNetValue(positions, error ?? holdings.strategiesError),
    strategiesError: holdings.strategiesError,
    error,
    refetch: () => {
      holdings.refetch();
      for (const read of [strategies, values]) if (read.error) void read.refetch();
    },
  };
}

/** The positions' summed worth: failed when a read failed or a position has no price. */
export function liquidityNetValue(
  positions: readonly LiquidityPosition[] | undefined,
  error: Error | null,
): NetValue {
  if (error) return 'failed';
  if (!positions) return null;
  let sum: Decimal = new MathDecimal(0);
  for (const position of positions) {
    if (position.value === undefined) return null;
    if (position.value === null) return 'failed';
    sum = sum.plus(position.value);
  }
  return sum.toString();
}
