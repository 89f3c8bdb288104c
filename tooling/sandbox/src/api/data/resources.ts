import type { WorldMarket, WorldReserve, WorldToken } from '../../world/types';
import { apiAddress, type DatasetContext } from './context';
import type { LendingBook } from './lending';
import type { PriceBook } from './prices';
import type { StrategyBook, StrategyModel } from './strategies';
import { isoDate } from './time';

/** A multiply or leverage pair as resources.json lists it per market. */
interface VaultPair {
  depositReserveAddress: string;
  borrowReserveAddress: string;
  collTokenMint: string;
  debtTokenMint: string;
  collTokenSymbol: string;
  debtTokenSymbol: string;
  pairType: string;
  strategyType: 'multiply' | 'leverage';
  supplyApyType: 'staking' | 'lending';
  supplyApyAddress: string;
  filterTypes: string[];
}

/** Leverage pairs offered where both reserves exist: [collateral, debt]. */
const LEVERAGE_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['SOL', 'USDC'],
  ['USDC', 'SOL'],
  ['ETH', 'USDC'],
  ['cbBTC', 'USDC'],
  ['JUP', 'USDC'],
];

function pairType(token: WorldToken): string {
  if (token.kind === 'lst') return 'lst';
  if (token.kind === 'stable' || token.kind === 'yield-stable') return 'stable';
  if (token.kind === 'major') return 'major';
  return token.kind;
}

/**
 * resources.json: the `mainnet-beta` section covers every market and strategy; the `devnet`
 * section has the same layout for the primary market and the first ten strategies.
 *
 * Sandbox conventions for keys the public sources leave open: `strategiesData` is keyed by
 * strategy address, `tokens` by mint, `multiply` by collateral symbol, LUT maps by market
 * address (pairs by `{collMint}-{debtMint}`); `meta.status` is 1 for live and 0 for
 * deprecated strategies, `meta.vaultType` 1 for DIY vaults and 0 otherwise.
 */
export function buildResources(
  ctx: DatasetContext,
  prices: PriceBook,
  lending: LendingBook,
  strategies: StrategyBook,
): Record<'mainnet-beta' | 'devnet', unknown> {
  const primary = ctx.world.markets.filter((market) => market.isPrimary);
  return {
    'mainnet-beta': section(ctx, prices, lending, ctx.world.markets, strategies.models),
    devnet: section(ctx, prices, lending, primary, strategies.models.slice(0, 10)),
  };
}

function section(
  ctx: DatasetContext,
  prices: PriceBook,
  lending: LendingBook,
  markets: readonly WorldMarket[],
  models: readonly StrategyModel[],
) {
  const pairsByMarket = Object.fromEntries(
    markets.map((market) => [market.address, marketPairs(market, prices)]),
  );
  const allPairs = Object.values(pairsByMarket).flat();
  const lut = (label: string) => apiAddress(ctx, `lut:${label}`);
  const header = (pair: VaultPair) => `${pair.collTokenSymbol}/${pair.debtTokenSymbol}`;
  const usedTokens = new Map<string, WorldToken>();
  for (const market of markets)
    for (const reserve of market.reserves) {
      const token = prices.find(reserve.mint);
      if (token) usedTokens.set(token.mint, token);
    }
  return {
    strategiesData: Object.fromEntries(
      models.map((model) => {
        const { strategy } = model;
        return [
          strategy.address,
          {
            strategy: strategy.address,
            meta: {
              title: strategy.shareName,
              description: `${strategy.tokenA}-${strategy.tokenB} concentrated liquidity on ${strategy.dex}`,
              provider: strategy.dex,
              launchedOn: isoDate(model.launch),
              status: strategy.status === 'LIVE' ? 1 : 0,
              vaultType: strategy.isDiyVault ? 1 : 0,
              categories: [strategy.strategyType.toLowerCase()],
              tags: [strategy.dex.toLowerCase(), ...(strategy.isDiyVault ? ['diy'] : [])],
            },
          },
        ];
      }),
    ),
    tokens: Object.fromEntries(
      [...usedTokens.values()].map((token) => [
        token.mint,
        {
          heading: token.name,
          links: [],
          text: `${token.name} (${token.symbol}) on the sandbox cluster.`,
          oracle: token.kind === 'xstock' ? 'Pyth' : 'Scope',
        },
      ]),
    ),
    multiply: Object.fromEntries(
      allPairs
        .filter((pair) => pair.strategyType === 'multiply')
        .map((pair) => [pair.collTokenSymbol, { tags: pair.filterTypes }]),
    ),
    multiplyFeatured: allPairs
      .filter((pair) => pair.strategyType === 'multiply')
      .slice(0, 3)
      .map((pair) => ({
        header: header(pair),
        collateral: pair.collTokenSymbol,
        debt: pair.debtTokenSymbol,
        tags: ['featured'],
      })),
    leverage: allPairs
      .filter((pair) => pair.strategyType === 'leverage')
      .map((pair) => ({
        header: header(pair),
        collateral: pair.collTokenSymbol,
        debt: pair.debtTokenSymbol,
        tags: [pair.debtTokenSymbol === 'SOL' ? 'short' : 'long'],
      })),
    repayWithCollLUTs: Object.fromEntries(markets.map((m) => [m.address, lut(`repay:${m.slug}`)])),
    multiplyLUTs: Object.fromEntries(markets.map((m) => [m.address, [lut(`multiply:${m.slug}`)]])),
    multiplyLUTsPairs: Object.fromEntries(
      markets.map((market) => [
        market.address,
        Object.fromEntries(
          (pairsByMarket[market.address] ?? []).map((pair) => [
            `${pair.collTokenMint}-${pair.debtTokenMint}`,
            [lut(`pair:${market.slug}:${pair.collTokenSymbol}:${pair.debtTokenSymbol}`)],
          ]),
        ),
      ]),
    ),
    leverageLUTs: Object.fromEntries(markets.map((m) => [m.address, [lut(`leverage:${m.slug}`)]])),
    deprecatedAssets: [
      ...models.filter((m) => m.strategy.status === 'DEPRECATED').map((m) => m.strategy.shareMint),
      ...markets.flatMap((market) =>
        market.reserves.filter((reserve) => reserve.status === 'Obsolete').map((r) => r.mint),
      ),
    ],
    extraFarms: [],
    delegatedVaultFarms: [],
    riskManagers: Object.fromEntries([
      // Earn vaults' curators, keyed by vault address (the client links `/earn/curator/{slug}`).
      ...ctx.world.earnVaults.flatMap((vault) => {
        const curator = ctx.world.earnCurators.find((c) => c.managerName === vault.curator);
        return curator
          ? [
              [
                vault.address,
                [
                  {
                    name: curator.name,
                    description: curator.description,
                    tags: ['curator', 'earn'],
                  },
                ],
              ],
            ]
          : [];
      }),
      ...lending
        .marketConfigs()
        .filter(
          (config) => config.isCurated && markets.some((m) => m.address === config.lendingMarket),
        )
        .map((config) => [
          config.lendingMarket,
          [
            {
              name: 'Sandbox Risk Desk',
              description: `Sets caps and parameters of the ${config.name}.`,
              tags: ['curator'],
            },
          ],
        ]),
    ]),
    multiplyVaultPairsByMarket: pairsByMarket,
  };
}

function marketPairs(market: WorldMarket, prices: PriceBook): VaultPair[] {
  const reserveOf = (symbol: string): WorldReserve | undefined =>
    market.reserves.find((reserve) => reserve.symbol === symbol && reserve.status !== 'Obsolete');
  const pair = (
    collateral: WorldReserve,
    debt: WorldReserve,
    strategyType: VaultPair['strategyType'],
  ): VaultPair | undefined => {
    const collToken = prices.find(collateral.mint);
    if (!collToken) return undefined;
    const staking = collToken.kind === 'lst' || collToken.kind === 'yield-stable';
    const type = pairType(collToken);
    return {
      depositReserveAddress: collateral.address,
      borrowReserveAddress: debt.address,
      collTokenMint: collateral.mint,
      debtTokenMint: debt.mint,
      collTokenSymbol: collateral.symbol,
      debtTokenSymbol: debt.symbol,
      pairType: type,
      strategyType,
      supplyApyType: staking ? 'staking' : 'lending',
      supplyApyAddress: staking ? collateral.mint : '',
      filterTypes: [type],
    };
  };
  const pairs: VaultPair[] = [];
  for (const group of market.elevationGroups) {
    const debt = reserveOf(group.debtSymbol);
    if (!debt) continue;
    for (const symbol of group.collateralSymbols) {
      const collateral = reserveOf(symbol);
      const built = collateral && pair(collateral, debt, 'multiply');
      if (built) pairs.push(built);
    }
  }
  for (const [collSymbol, debtSymbol] of LEVERAGE_PAIRS) {
    const collateral = reserveOf(collSymbol);
    const debt = reserveOf(debtSymbol);
    const built = collateral && debt && pair(collateral, debt, 'leverage');
    if (built) pairs.push(built);
  }
  return pairs;
}
