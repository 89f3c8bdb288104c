import type {
  EarnUserPosition,
  EarnVault,
  EarnVaultMetrics,
  EarnVaultMetricsPoint,
} from '@keel/api-client';
import type Decimal from 'decimal.js';
import type { EarnCurator } from './curators';

/** One vault of the earn hub: figures as the API gives them, undefined while they load. */
export interface EarnVaultRow {
  address: string;
  name: string;
  tokenMint: string;
  tokenSymbol: string;
  curator: EarnCurator | undefined;
  /** Fractions (0.05 = 5 %). */
  apy: Decimal | undefined;
  apy7d: Decimal | undefined;
  apy30d: Decimal | undefined;
  farmRewardsApy: Decimal | undefined;
  incentivesApy: Decimal | undefined;
  /** The latest history point (farm rewards, incentives) is still loading. */
  rewardsPending: boolean;
  tvlUsd: Decimal | undefined;
  /** The wallet's shares and their USD value; undefined without a wallet or position. */
  depositShares: Decimal | undefined;
  depositUsd: Decimal | undefined;
}

export interface EarnVaultRowsInput {
  vaults: readonly EarnVault[];
  metrics: ReadonlyMap<string, EarnVaultMetrics>;
  /** The latest history point of each vault (farm rewards and incentive APYs). */
  latest: ReadonlyMap<string, EarnVaultMetricsPoint>;
  /** Vaults whose latest point has not answered yet. */
  latestPending?: ReadonlySet<string>;
  /** The wallet's positions; each one's total counts the shares staked in the vault's farm. */
  positions: readonly EarnUserPosition[] | undefined;
  curators: ReadonlyMap<string, EarnCurator>;
  symbols: ReadonlyMap<string, string>;
}

/** The earn hub's rows, one per vault, in the API's order. */
export function earnVaultRows(input: EarnVaultRowsInput): EarnVaultRow[] {
  const sharesByVault = new Map<string, Decimal>();
  for (const position of input.positions ?? []) {
    const shares = position.totalShares;
    if (shares.isZero()) continue;
    const before = sharesByVault.get(position.vaultAddress);
    sharesByVault.set(position.vaultAddress, before ? before.plus(shares) : shares);
  }
  return input.vaults.map((vault) => {
    const metrics = input.metrics.get(vault.address);
    const latest = input.latest.get(vault.address);
    const shares = sharesByVault.get(vault.address);
    return {
      address: vault.address,
      name: vault.state.name || vault.address,
      tokenMint: vault.state.tokenMint,
      tokenSymbol: input.symbols.get(vault.state.tokenMint) ?? '',
      curator: input.curators.get(vault.address),
      apy: metrics?.apy,
      apy7d: metrics?.apy7d,
      apy30d: metrics?.apy30d,
      farmRewardsApy: latest?.apyFarmRewards,
      incentivesApy: latest ? incentivesApy(latest) : undefined,
      rewardsPending: input.latestPending?.has(vault.address) ?? false,
      tvlUsd: metrics ? metrics.tokensAvailableUsd.plus(metrics.tokensInvestedUsd) : undefined,
      depositShares: shares,
      depositUsd: shares && metrics ? shares.times(metrics.sharePrice) : undefined,
    };
  });
}

/** Incentive APY of a history point: the vault's own plus its reserves' incentives. */
export function incentivesApy(point: EarnVaultMetricsPoint): Decimal | undefined {
  const { apyIncentives, apyReservesIncentives } = point;
  if (apyIncentives && apyReservesIncentives) return apyIncentives.plus(apyReservesIncentives);
  return apyIncentives ?? apyReservesIncentives;
}

/** Rows whose vault name, token symbol or curator name contains the search text. */
export function searchVaultRows(rows: readonly EarnVaultRow[], search: string): EarnVaultRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    [row.name, row.tokenSymbol, row.curator?.name ?? '', row.address].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}
