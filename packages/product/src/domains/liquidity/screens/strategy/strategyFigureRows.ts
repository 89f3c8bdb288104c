import type { StrategyFeesAndRewards, StrategyVolume, TokenYield } from '@keel/api-client';
import { formatApy, formatCompact, formatPrice, formatUsd } from '@keel/core-math';
import { figureOr } from '@keel/ui-kit';
import type { Figure } from '../../../../common/Figures';
import { signedFigure } from '../../../../common/signedFigure';
import { DEX_NAMES } from '../../../portfolio/data/liquidity/positionLabel';
import type { StrategyModel } from '../../data/strategy/strategyModel';
import { feesUsd } from '../../data/strategyRow';

const PERIODS = ['24h', '7d', '30d'] as const;
/** Why a figure of the strategy's metrics has none. */
const NO_METRICS = 'Strategy metrics not available';
const APY_KEYS = { '24h': 'apy24h', '7d': 'apy7d', '30d': 'apy30d' } as const;
const REWARD_APY_KEYS = {
  '24h': 'krewardsApy24h',
  '7d': 'krewardsApy7d',
  '30d': 'krewardsApy30d',
} as const;

/** Exchange, price and range, TVL and share price (from the chain, MATH §7.3) and shares. */
export function overviewFigures(strategy: StrategyModel): Figure[] {
  const pool = strategy.metrics?.apy?.vault;
  const { value } = strategy;
  const pending = value === undefined ? '…' : figureOr('-', 'Valuation failed');
  const range =
    pool?.priceLower && pool.priceUpper
      ? `${formatPrice(pool.priceLower)} – ${formatPrice(pool.priceUpper)}`
      : figureOr('-', NO_METRICS);
  return [
    { label: 'Exchange', value: DEX_NAMES[strategy.dex] },
    {
      label: `Price (${strategy.tokenB.symbol} per ${strategy.tokenA.symbol})`,
      value: figureOr(formatPrice(pool?.poolPrice), NO_METRICS),
    },
    { label: 'Position range', value: range },
    {
      label: 'Range status',
      value: pool
        ? pool.strategyOutOfRange
          ? 'Out of range'
          : 'In range'
        : figureOr('-', NO_METRICS),
    },
    { label: 'TVL', value: value ? formatUsd(value.tvlUsd) : pending },
    { label: 'Share price', value: value ? formatUsd(value.sharePrice) : pending },
    {
      label: 'Shares issued',
      value: strategy.metrics
        ? formatCompact(strategy.metrics.sharesIssued)
        : figureOr('-', NO_METRICS),
    },
  ];
}

/** An API APY painted by its sign; '-' saying the metrics are missing. */
const apyFigure = (apy: Parameters<typeof formatApy>[0]) =>
  signedFigure(formatApy(apy), { reason: NO_METRICS });

/** The strategy's APY per period and the product's reward APY beside it. */
export function apyFigures(strategy: StrategyModel): Figure[] {
  const vault = strategy.metrics?.productApy.vault;
  return PERIODS.flatMap((period) => [
    { label: `APY ${period}`, value: apyFigure(vault?.[APY_KEYS[period]]) },
    { label: `Reward APY ${period}`, value: apyFigure(vault?.[REWARD_APY_KEYS[period]]) },
  ]);
}

/** Volume and fees and rewards of the period, in USD. */
export function activityFigures(
  strategy: StrategyModel,
  volume: StrategyVolume | undefined,
  fees: StrategyFeesAndRewards | undefined,
): Figure[] {
  return [
    ...PERIODS.map((period) => ({
      label: `Volume ${period}`,
      value: figureOr(
        formatUsd(volume?.productVolume.find((v) => v.period === period)?.amount, {
          compact: true,
        }),
        'Volume not loaded',
      ),
    })),
    {
      label: 'Fees and rewards 7d',
      value: figureOr(fees ? formatUsd(feesUsd(fees)) : '-', 'Fees not loaded'),
    },
    {
      label: 'Total fees and rewards APY',
      value: apyFigure(strategy.metrics?.apy?.vault.totalApy),
    },
  ];
}

/**
 * What the shares earn besides the pool's fees: the farm (where the shares stake), the pool's
 * and the product's reward APYs, and the staking yield of a liquid-staked token in the pair.
 */
export function yieldFigures(
  strategy: StrategyModel,
  stakingYields: readonly TokenYield[] | undefined,
  symbolOf: (mint: string) => string,
): Figure[] {
  const figures: Figure[] = [
    { label: 'Farm', value: strategy.farm ? 'Shares can be staked' : 'None' },
  ];
  const metrics = strategy.metrics;
  for (const [index, apy] of (metrics?.apy?.vault.rewardsApy ?? []).entries()) {
    const mint = metrics?.rewardMints[index];
    figures.push({
      label: `Pool reward APY${mint ? ` (${symbolOf(mint)})` : ''}`,
      value: apyFigure(apy),
    });
  }
  for (const reward of metrics?.productApy.rewards ?? []) {
    figures.push({
      label: `Farm reward APY${reward.mint ? ` (${symbolOf(reward.mint)})` : ''}`,
      value: apyFigure(reward.apy),
    });
  }
  for (const token of [strategy.tokenA, strategy.tokenB]) {
    const staking = stakingYields?.find((y) => y.tokenMint === token.mint);
    if (staking)
      figures.push({ label: `${token.symbol} staking yield`, value: apyFigure(staking.apy) });
  }
  return figures;
}
