import type { EarnVault } from '@keel/api-client';
import { shortenAddress } from '@keel/core-math';
import { Skeleton } from '@keel/ui-kit';
import { lazy, Suspense, useMemo } from 'react';
import { LoadError } from '../../../../common/LoadError';
import { useLendingMarketList } from '../../../lending/data/hooks';
import { allocationRows } from '../../data/allocationRows';
import { useVaultAllocations } from '../../data/earnHooks';
import type { AllocationSlice } from './AllocationChart';
import { AllocationTable } from './AllocationTable';

const AllocationChart = lazy(() => import('./AllocationChart'));

/**
 * Where the vault's tokens are: a chart of the actual allocation and the table of reserves with
 * their weights, caps, supply APY and utilization. Without the API's allocation rows the table
 * still lists the strategy's reserves (weights and caps come from the vault state).
 */
export function VaultAllocation({ vault, symbol }: { vault: EarnVault; symbol: string }) {
  const allocations = useVaultAllocations(vault.address);
  const { markets } = useLendingMarketList();
  const marketAddresses = useMemo(
    () => new Map((markets ?? []).map((market) => [market.name, market.address])),
    [markets],
  );
  const rows = useMemo(
    () => allocationRows(vault, allocations.data, marketAddresses),
    [vault, allocations.data, marketAddresses],
  );
  const slices: AllocationSlice[] = rows.flatMap((row) =>
    row.actualShare?.gt(0)
      ? [
          {
            label: row.marketName || (row.reserve ? shortenAddress(row.reserve) : 'Unallocated'),
            value: row.actualShare.toNumber(),
          },
        ]
      : [],
  );
  const loading = allocations.data === undefined && !allocations.error;
  return (
    <section aria-label="Allocation">
      <h2 className="keel-section-title">Allocation</h2>
      {allocations.error ? (
        <LoadError
          title="Allocation amounts are not available"
          error={allocations.error}
          onRetry={() => void allocations.refetch()}
        />
      ) : loading ? (
        <Skeleton shape="block" height={240} />
      ) : slices.length > 0 ? (
        <Suspense fallback={<Skeleton shape="block" height={240} />}>
          <AllocationChart slices={slices} />
        </Suspense>
      ) : null}
      <AllocationTable rows={rows} symbol={symbol} loading={loading} />
    </section>
  );
}
