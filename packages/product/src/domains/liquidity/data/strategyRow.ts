import type {
  FeePeriod,
  StrategyFeesAndRewards,
  StrategyListItem,
  StrategyMetrics,
  StrategyVolume,
  TokenInfo,
} from '@keel/api-client';
import type { Dex, FarmState, WhirlpoolStrategy } from '@keel/chain-readers';
import { type Decimal, shortenAddress } from '@keel/core-math';

export interface StrategyToken {
  mint: string;
  symbol: string;
}

/** One row of the liquidity list: the API's figures joined with the strategy's account. */
export interface StrategyRow {
  address: string;
  shareMint: string;
  /** NON_PEGGED, PEGGED, STABLE, or 'unknown' for a type the API adds later. */
  type: StrategyListItem['type'];
  tokenA: StrategyToken;
  tokenB: StrategyToken;
  /** From the strategy account (D§3); undefined until it is read, or when the read failed. */
  dex: Dex | undefined;
  /** A Creator (DIY) vault: the account's community flag; undefined until read. */
  isDiy: boolean | undefined;
  adminAuthority: string | undefined;
  /** Figures for the chosen period; undefined where the API has none for the strategy. */
  tvl: Decimal | undefined;
  apy: Decimal | undefined;
  /** The product's reward APY, shown apart from the strategy's own. */
  rewardApy: Decimal | undefined;
  volume: Decimal | undefined;
  fees: Decimal | undefined;
  outOfRange: boolean | undefined;
  /** Reward tokens the metrics name (pool rewards and the product's) and the farm pays. */
  rewardMints: string[];
  /** Whether its shares can be staked in a farm; undefined until the account is read. */
  hasFarm: boolean | undefined;
}

export interface StrategyRowSources {
  list: readonly StrategyListItem[];
  metrics?: readonly StrategyMetrics[] | undefined;
  volume?: readonly StrategyVolume[] | undefined;
  fees?: readonly StrategyFeesAndRewards[] | undefined;
  /** Decoded strategy accounts by address. */
  accounts?: ReadonlyMap<string, WhirlpoolStrategy> | undefined;
  tokens?: ReadonlyMap<string, TokenInfo> | undefined;
  /** Decoded farms by address (null where none exists). */
  farms?: ReadonlyMap<string, FarmState | null> | undefined;
  period: FeePeriod;
}

const APY_KEYS = { '24h': 'apy24h', '7d': 'apy7d', '30d': 'apy30d' } as const;
const REWARD_APY_KEYS = {
  '24h': 'krewardsApy24h',
  '7d': 'krewardsApy7d',
  '30d': 'krewardsApy30d',
} as const;

/** The strategies the list shows: LIVE ones only (D§3 statuses). */
export function liveStrategies(list: readonly StrategyListItem[]): StrategyListItem[] {
  return list.filter((item) => item.status === 'LIVE');
}

/** The USD sum of a strategy's fees and rewards over the period: its own total when sent. */
export function feesUsd(value: StrategyFeesAndRewards): Decimal {
  if (value.totalUsd) return value.totalUsd;
  return [
    value.feesAEarnedUsd,
    value.feesBEarnedUsd,
    value.rewards0EarnedUsd,
    value.rewards1EarnedUsd,
    value.rewards2EarnedUsd,
    value.productRewards0EarnedUsd,
    value.productRewards1EarnedUsd,
    value.productRewards2EarnedUsd,
  ].reduce((sum, part) => sum.plus(part));
}

function byKey<T>(items: readonly T[] | undefined, key: (item: T) => string): Map<string, T> {
  return new Map((items ?? []).map((item) => [key(item), item]));
}

/** Symbol of a mint: the token list's, else the metrics', else the shortened address. */
function tokenOf(
  mint: string,
  metricsSymbol: string | undefined,
  tokens: ReadonlyMap<string, TokenInfo> | undefined,
): StrategyToken {
  const symbol = tokens?.get(mint)?.symbol || metricsSymbol || shortenAddress(mint);
  return { mint, symbol };
}

/** The reward tokens a farm pays (its used reward slots). */
function farmRewardMints(farm: FarmState | null | undefined): string[] {
  return (farm?.rewardInfos ?? []).map((reward) => reward.token.mint.toBase58());
}

/** The list's rows: every LIVE strategy, with whatever figures and account data have arrived. */
export function strategyRows(sources: StrategyRowSources): StrategyRow[] {
  const metrics = byKey(sources.metrics, (m) => m.strategy);
  const volume = byKey(sources.volume, (v) => v.strategy);
  const fees = byKey(sources.fees, (f) => f.strategyPubkey);
  const { period, tokens, accounts, farms } = sources;
  return liveStrategies(sources.list).map((item): StrategyRow => {
    const m = metrics.get(item.address);
    const account = accounts?.get(item.address);
    const feeEntry = fees.get(item.address);
    const farm = account?.farm ? farms?.get(account.farm.toBase58()) : undefined;
    return {
      address: item.address,
      shareMint: item.shareMint,
      type: item.type,
      tokenA: tokenOf(item.tokenAMint, m?.tokenA, tokens),
      tokenB: tokenOf(item.tokenBMint, m?.tokenB, tokens),
      dex: account?.strategyDex,
      isDiy: account?.isCommunity,
      adminAuthority: account?.adminAuthority.toBase58(),
      tvl: m?.totalValueLocked,
      apy: m?.productApy.vault[APY_KEYS[period]],
      rewardApy: m?.productApy.vault[REWARD_APY_KEYS[period]],
      volume: volume.get(item.address)?.productVolume.find((v) => v.period === period)?.amount,
      fees: feeEntry ? feesUsd(feeEntry) : undefined,
      outOfRange: m?.apy?.vault.strategyOutOfRange,
      rewardMints: [
        ...new Set([
          ...(m?.rewardMints ?? []),
          ...(m?.krewardMints ?? []),
          ...farmRewardMints(farm),
        ]),
      ],
      hasFarm: account ? account.farm !== null : undefined,
    };
  });
}
