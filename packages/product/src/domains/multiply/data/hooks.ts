import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { whenReady } from '../../../common/services/whenReady';
import { useFlags } from '../../../flags/FlagsContext';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import {
  useLendingMarketList,
  useLendingMarketState,
  useMarketReserves,
} from '../../lending/data/hooks';
import { isListedReserve } from '../../lending/data/reserveListing';
import type { ReserveView } from '../../lending/data/reserveView';
import { useLendingServices } from '../../lending/data/services';
import { useWalletObligations } from '../../lending/data/walletObligations';
import { heldPairs } from './heldPairs';
import { type PairRow, type PairTag, pairRow } from './pairRow';
import {
  extraMultiplyPairs,
  groupPairsByMarket,
  type MarketPairs,
  type PairKind,
  resourcePairs,
} from './vaultPairs';

export interface VaultPairsResult {
  /** Undefined until the resources and the market list have answered. */
  markets: MarketPairs[] | undefined;
  /** The resources failed ('Failed to load {product} resources'). */
  resourcesError: Error | null;
  /** The market list failed ('Markets are not loaded'). */
  marketsError: Error | null;
  refetch: () => void;
}

/**
 * The list's pairs grouped by market: every resources pair of `kind`, plus for Multiply the
 * `extraMultiply` URL pairs (D§2), with the configured markets' names and order.
 */
export function useVaultPairs(kind: PairKind): VaultPairsResult {
  const services = useLendingServices();
  const resources = useQuery(whenReady(services?.api.lending.resources(), 'resources'));
  const list = useLendingMarketList();
  const [search] = useSearchParams();
  // A string key: the search object changes identity on every navigation.
  const extraKey = kind === 'multiply' ? search.getAll('extraMultiply').join('\n') : '';
  const markets = useMemo(() => {
    if (!resources.data || !list.markets) return undefined;
    const extra = extraKey === '' ? [] : extraMultiplyPairs(extraKey.split('\n'));
    return groupPairsByMarket([...resourcePairs(resources.data, kind), ...extra], list.markets);
  }, [resources.data, list.markets, kind, extraKey]);
  return {
    markets,
    resourcesError: resources.data ? null : resources.error,
    marketsError: list.markets ? null : list.error,
    refetch: () => {
      if (resources.error) void resources.refetch();
      if (list.error) void list.refetch();
    },
  };
}

/** The pairs (`pairKey`) the connected wallet holds positions in with `tag`. */
export function useHeldPairs(tag: PairTag): {
  held: Set<string>;
  error: Error | null;
  wallet: string | undefined;
} {
  const wallet = useWalletState((state) => state.session?.address);
  const { positions, error } = useWalletObligations(wallet);
  // Keyed by content: the positions array is rebuilt on every render.
  const heldKey = [...heldPairs(positions ?? [], tag)].sort().join(' ');
  const held = useMemo(() => new Set(heldKey === '' ? [] : heldKey.split(' ')), [heldKey]);
  return { held, error: wallet ? error : null, wallet };
}

export interface MarketPairRowsResult {
  rows: PairRow[] | undefined;
  isLoading: boolean;
  /** The market's chain read failed: no row can be built. */
  error: Error | null;
  farmError: Error | null;
  /** The leverage metrics failed: TVL shows '-' and the list says why. */
  metricsError: Error | null;
  refetch: () => void;
  refetchMetrics: () => void;
}

/** One market's rows: its reserves and elevation groups from the chain, TVL from the metrics. */
export function useMarketPairRows(
  pairs: MarketPairs,
  tag: PairTag,
  held: ReadonlySet<string>,
  chosenLeverage: number,
): MarketPairRowsResult {
  const services = useLendingServices();
  const flags = useFlags();
  const state = useLendingMarketState(pairs.address);
  const { reserves, isLoading, error, farmError, refetch } = useMarketReserves(pairs.address);
  const metrics = useQuery(
    whenReady(
      services?.api.lending.leverageMetrics(pairs.address),
      `leverageMetrics:${pairs.address}`,
    ),
  );
  const showHidden = flags.hiddenReserves;
  const rows = useMemo(() => {
    if (!state.data || !reserves) return undefined;
    const input = {
      state: state.data,
      views: reserves,
      metrics: metrics.data,
      tag,
      held,
      chosenLeverage,
      isListed: (reserve: ReserveView) => isListedReserve(reserve.status, showHidden),
    };
    return pairs.pairs.flatMap((pair) => {
      const row = pairRow(pair, input);
      return row ? [row] : [];
    });
  }, [state.data, reserves, metrics.data, tag, held, chosenLeverage, pairs.pairs, showHidden]);
  return {
    rows,
    isLoading,
    error,
    farmError,
    metricsError: metrics.error,
    refetch,
    refetchMetrics: () => void metrics.refetch(),
  };
}
