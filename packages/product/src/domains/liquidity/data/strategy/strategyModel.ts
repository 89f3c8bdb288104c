import type { StrategyListItem, StrategyMetrics, TokenInfo } from '@keel/api-client';
import type { Dex, WhirlpoolStrategy } from '@keel/chain-readers';
import { type Decimal, shortenAddress } from '@keel/core-math';
import type { StrategyToken } from '../strategyRow';

/** One strategy as its page shows it: the API's listing joined with its decoded account. */
export interface StrategyModel {
  address: string;
  shareMint: string;
  tokenA: StrategyToken;
  tokenB: StrategyToken;
  dex: Dex;
  /** The farm its shares stake in, or null. */
  farm: string | null;
  isDiy: boolean;
  adminAuthority: string;
  /** The API's status; undefined when the API does not list it. */
  status: StrategyListItem['status'] | undefined;
  /** Figures from the API; undefined when it has none (or failed). */
  metrics: StrategyMetrics | undefined;
  /** TVL and share price from the chain (MATH §7.3); undefined while read, null without a price. */
  value: { tvlUsd: Decimal; sharePrice: Decimal } | null | undefined;
}

export interface StrategyModelSources {
  account: WhirlpoolStrategy;
  listed: StrategyListItem | undefined;
  metrics: StrategyMetrics | undefined;
  tokens: ReadonlyMap<string, TokenInfo> | undefined;
  value: StrategyModel['value'];
}

function tokenOf(
  mint: string,
  metricsSymbol: string | undefined,
  tokens: ReadonlyMap<string, TokenInfo> | undefined,
): StrategyToken {
  return { mint, symbol: tokens?.get(mint)?.symbol || metricsSymbol || shortenAddress(mint) };
}

/** The page's strategy: the account decides the pair, exchange and farm; the API adds figures. */
export function strategyModel(sources: StrategyModelSources): StrategyModel {
  const { account, listed, metrics, tokens } = sources;
  return {
    address: account.address.toBase58(),
    shareMint: listed?.shareMint ?? account.sharesMint.toBase58(),
    tokenA: tokenOf(account.tokenAMint.toBase58(), metrics?.tokenA, tokens),
    tokenB: tokenOf(account.tokenBMint.toBase58(), metrics?.tokenB, tokens),
    dex: account.strategyDex,
    farm: account.farm?.toBase58() ?? null,
    isDiy: account.isCommunity,
    adminAuthority: account.adminAuthority.toBase58(),
    status: listed?.status,
    metrics,
    value: sources.value,
  };
}

const SYMBOL = /^[\w.$]{1,20}$/;

/** The full route's first segment for a strategy: '{tokenA}-{tokenB}-{provider}'. */
export function strategyPair(model: Pick<StrategyModel, 'tokenA' | 'tokenB' | 'dex'>): string {
  return `${model.tokenA.symbol}-${model.tokenB.symbol}-${model.dex.toLowerCase()}`;
}

/**
 * The strategy's canonical address: the full form with its own pair and provider, or the short
 * form when a symbol cannot stand in a route (a shortened address, a symbol with spaces).
 */
export function canonicalStrategyPath(
  model: Pick<StrategyModel, 'address' | 'tokenA' | 'tokenB' | 'dex'>,
): string {
  const symbolsFit = [model.tokenA.symbol, model.tokenB.symbol].every((s) => SYMBOL.test(s));
  return symbolsFit
    ? `/liquidity/${strategyPair(model)}/${model.address}`
    : `/liquidity/${model.address}`;
}

/** Whether a full route's pair names this strategy's tokens and provider (letter case aside). */
export function pairMatches(
  pair: string,
  model: Pick<StrategyModel, 'tokenA' | 'tokenB' | 'dex'>,
): boolean {
  return pair.toLowerCase() === strategyPair(model).toLowerCase();
}
