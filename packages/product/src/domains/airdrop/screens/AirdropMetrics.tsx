import { formatCount, formatDateUtc, formatTokenAmount } from '@keel/core-math';
import { NoValue } from '@keel/ui-kit';
import { useBrand } from '../../../brand/BrandContext';
import { Figures } from '../../../common/Figures';
import { QueryState } from '../../../common/QueryState';
import { useAirdropMetrics } from '../data/hooks';

/** The season's totals: allocation, eligible users, the date claims opened. */
export function AirdropMetrics() {
  const symbol = useBrand().nativeTokenSymbol;
  const metrics = useAirdropMetrics();
  return (
    <QueryState
      data={metrics.data === undefined ? undefined : { metrics: metrics.data }}
      error={metrics.error}
      errorTitle="Failed to load the season 3 totals"
      onRetry={() => void metrics.refetch()}
      skeleton={[140]}
    >
      {({ metrics: season }) =>
        season === null ? (
          <p className="keel-airdrop__note" role="status">
            There is no allocation for season 3 yet.
          </p>
        ) : (
          <Figures
            title="Season 3 totals"
            figures={[
              {
                label: 'Total allocation',
                value: formatTokenAmount(season.totalAllocation, { decimals: 0, symbol }),
              },
              { label: 'Users', value: formatCount(season.totalUsers) },
              {
                label: 'Claim date',
                value:
                  season.claimDate === undefined ? (
                    <NoValue reason="No claim date set yet" />
                  ) : (
                    formatDateUtc(season.claimDate)
                  ),
              },
            ]}
          />
        )
      }
    </QueryState>
  );
}
