import {
  type Address,
  type ChainQueryContext,
  decodeKliquidityGlobalConfig,
  readDecodedAccounts,
  readStrategyValuationAccounts,
  sameAddress,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import { type StrategyValue, strategyValue } from './strategyValuation';

/** Query keys of the portfolio's own chain reads (the packages have no read of this shape). */
export const portfolioChainKeys = {
  /** Share prices of strategies, by endpoint and strategy addresses. */
  strategyValues: (endpoint: string, strategies: readonly string[]) =>
    ['portfolio', endpoint, 'strategyValues', [...strategies]] as const,
};

/**
 * Reads what valuing the strategies needs — their global configs (where the collateral infos
 * live), then pools, positions, collateral infos and Scope prices per config — and values each.
 * A strategy whose tokens have no price maps to null.
 */
export async function readStrategyValues(
  rpc: ChainQueryContext<'getMultipleAccountsInfo'>['rpc'],
  strategies: readonly WhirlpoolStrategy[],
): Promise<Map<string, StrategyValue | null>> {
  const configs = new Map<string, Address>();
  for (const strategy of strategies) {
    configs.set(strategy.globalConfig.toBase58(), strategy.globalConfig);
  }
  const decoded = await readDecodedAccounts(rpc, [...configs.values()], (address, account) =>
    decodeKliquidityGlobalConfig(address, account),
  );
  const values = new Map<string, StrategyValue | null>();
  await Promise.all(
    decoded.map(async (config) => {
      if (!config) return;
      const group = strategies.filter((s) => sameAddress(s.globalConfig, config.address));
      const accounts = await readStrategyValuationAccounts(rpc, group, config.tokenInfos);
      for (const strategy of group) {
        const address = strategy.address.toBase58();
        values.set(
          address,
          strategyValue(
            strategy,
            accounts.dexAccounts.get(address),
            accounts.collateralInfos,
            accounts.oraclePrices,
          ) ?? null,
        );
      }
    }),
  );
  for (const strategy of strategies) {
    const address = strategy.address.toBase58();
    if (!values.has(address)) values.set(address, null);
  }
  return values;
}

/** The share prices of the strategies a wallet holds (refreshed with the share data, 60 s). */
export function strategyValuesQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getMultipleAccountsInfo'>,
  strategies: readonly WhirlpoolStrategy[],
) {
  return {
    queryKey: portfolioChainKeys.strategyValues(
      endpoint,
      strategies.map((s) => s.address.toBase58()),
    ),
    queryFn: () => readStrategyValues(rpc, strategies),
    refetchInterval: SHARE_DATA_REFETCH_MS,
  };
}

/** D§9: share data is refetched every 60 s. */
const SHARE_DATA_REFETCH_MS = 60_000;
