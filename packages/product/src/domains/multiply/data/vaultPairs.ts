import type { ResourcesSection } from '@keel/api-client';
import type { LendingMarketEntry } from '../../lending/data/marketList';

/** Which list a pair belongs to: the resources' `strategyType`. */
export type PairKind = 'multiply' | 'leverage';

/** A collateral/debt pair of a market as the lists show it, before any reserve is read. */
export interface VaultPair {
  market: string;
  depositReserve: string;
  borrowReserve: string;
  /** Symbols and mints as the resources name them; empty for a pair from the URL. */
  collSymbol: string;
  debtSymbol: string;
  collMint: string;
  debtMint: string;
}

/** The pairs of one market, with the market's configured entry when it has one. */
export interface MarketPairs {
  address: string;
  /** The configured market's name, else the address (a market only the resources name). */
  name: string;
  entry: LendingMarketEntry | undefined;
  pairs: VaultPair[];
}

export function pairKey(pair: Pick<VaultPair, 'market' | 'depositReserve' | 'borrowReserve'>) {
  return `${pair.market}/${pair.depositReserve}/${pair.borrowReserve}`;
}

/** Every pair of `kind` the resources list, market by market. */
export function resourcePairs(resources: ResourcesSection, kind: PairKind): VaultPair[] {
  return Object.entries(resources.multiplyVaultPairsByMarket).flatMap(([market, pairs]) =>
    pairs
      .filter((pair) => pair.strategyType.toLowerCase() === kind)
      .map((pair) => ({
        market,
        depositReserve: pair.depositReserveAddress,
        borrowReserve: pair.borrowReserveAddress,
        collSymbol: pair.collTokenSymbol,
        debtSymbol: pair.debtTokenSymbol,
        collMint: pair.collTokenMint,
        debtMint: pair.debtTokenMint,
      })),
  );
}

/**
 * Pairs the `extraMultiply` URL parameter adds (D§2), from its values: each is
 * `market,depositReserve,borrowReserve` (the parameter may repeat). Malformed values are ignored.
 */
export function extraMultiplyPairs(values: readonly string[]): VaultPair[] {
  return values.flatMap((value) => {
    const parts = value.split(',').map((part) => part.trim());
    const [market, depositReserve, borrowReserve] = parts;
    if (parts.length !== 3 || !market || !depositReserve || !borrowReserve) return [];
    return [
      {
        market,
        depositReserve,
        borrowReserve,
        collSymbol: '',
        debtSymbol: '',
        collMint: '',
        debtMint: '',
      },
    ];
  });
}

/**
 * Pairs grouped by market: configured markets in their display order first, then markets only
 * the pairs name. A pair listed twice is kept once (the resources' entry wins).
 */
export function groupPairsByMarket(
  pairs: readonly VaultPair[],
  markets: readonly LendingMarketEntry[],
): MarketPairs[] {
  const byMarket = new Map<string, Map<string, VaultPair>>();
  for (const pair of pairs) {
    const list = byMarket.get(pair.market) ?? new Map<string, VaultPair>();
    if (!list.has(pairKey(pair))) list.set(pairKey(pair), pair);
    byMarket.set(pair.market, list);
  }
  const configured = new Map(markets.map((market) => [market.address, market]));
  const order = [
    ...markets.map((market) => market.address).filter((address) => byMarket.has(address)),
    ...[...byMarket.keys()].filter((address) => !configured.has(address)),
  ];
  return order.map((address) => {
    const entry = configured.get(address);
    return {
      address,
      name: entry?.name ?? address,
      entry,
      pairs: [...(byMarket.get(address)?.values() ?? [])],
    };
  });
}
