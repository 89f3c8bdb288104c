import { useMemo } from 'react';
import {
  useEarnPositions,
  useEarnVaults,
  useTokenSymbols,
  useVaultsMetrics,
} from '../../../earn/data/earnHooks';
import type { NetValue } from '../netValue';
import { type EarnHolding, earnHoldings, earnNetValue, heldVaultAddresses } from './earnHoldings';

export interface EarnHoldingsResult {
  /** Undefined until the vault list and the wallet's positions are read (or when one failed). */
  holdings: EarnHolding[] | undefined;
  /** What the holdings add to the portfolio total. */
  netValue: NetValue;
  /** The vault list's or the positions' failure ('Failed to load user positions'). */
  error: Error | null;
  refetch: () => void;
}

/**
 * The wallet's earn vault holdings, read through the earn domain's own hooks (the hub's and the
 * vault page's queries, shared in the cache): the vault list, the wallet's positions, the held
 * vaults' metrics and their tokens' symbols.
 */
export function useEarnHoldings(owner: string): EarnHoldingsResult {
  const vaults = useEarnVaults();
  const positions = useEarnPositions(owner);
  const held = useMemo(() => {
    const addresses = heldVaultAddresses(positions.data);
    return (vaults.data ?? []).filter((vault) => addresses.has(vault.address));
  }, [vaults.data, positions.data]);
  const addresses = useMemo(() => held.map((vault) => vault.address), [held]);
  const { metrics, settled } = useVaultsMetrics(addresses);
  const symbols = useTokenSymbols(useMemo(() => held.map((v) => v.state.tokenMint), [held]));
  const holdings = useMemo(() => {
    if (!vaults.data || !positions.data) return undefined;
    return earnHoldings({
      vaults: held,
      positions: positions.data,
      metrics,
      metricsSettled: settled,
      symbols,
    });
  }, [vaults.data, positions.data, held, metrics, settled, symbols]);
  const error = vaults.error ?? positions.error ?? null;
  return {
    holdings: error ? undefined : holdings,
    netValue: earnNetValue(holdings, error),
    error,
    refetch: () => {
      for (const read of [vaults, positions]) if (read.error) void read.refetch();
    },
  };
}
