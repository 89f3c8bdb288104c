import { formatCompact, MathDecimal } from '@keel/core-math';
import { Skeleton } from '@keel/ui-kit';
import { useMemo } from 'react';
import { useBrand } from '../../../brand/BrandContext';
import { AddressText } from '../../../common/AddressText';
import { Figures } from '../../../common/Figures';
import { QueryState } from '../../../common/QueryState';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import {
  useEarnPositions,
  useEarnVaults,
  useTokenSymbols,
  useVaultCurators,
  useVaultsLatestPoint,
  useVaultsMetrics,
} from '../data/earnHooks';
import { earnVaultRows } from '../data/vaultRows';
import { EarnVaultsTable } from './EarnVaultsTable';
import { EARN_PATH } from './earnPaths';
import './earn.css';

const NO_VAULTS: never[] = [];

const curatorNotFoundMessage = (managerName: string) => `Curator ${managerName} is not found`;

/** A curator: its profile, the vaults it runs and their total TVL. */
export default function CuratorScreen({ route, params }: ScreenProps<'curator'>) {
  const brand = useBrand();
  const managerName = params.managerName ?? '';
  const wallet = useWalletState((state) => state.session?.address ?? null);
  const vaultsQuery = useEarnVaults();
  const allVaults = vaultsQuery.data ?? NO_VAULTS;
  const { curators, settled: curatorsSettled } = useVaultCurators(allVaults);
  const vaults = useMemo(
    () => allVaults.filter((vault) => curators.get(vault.address)?.managerName === managerName),
    [allVaults, curators, managerName],
  );
  const curator = vaults[0] ? curators.get(vaults[0].address) : undefined;
  const addresses = useMemo(() => vaults.map((vault) => vault.address), [vaults]);
  const { metrics, settled } = useVaultsMetrics(addresses);
  const { latest, pending: latestPending } = useVaultsLatestPoint(addresses);
  const positions = useEarnPositions(wallet);
  const symbols = useTokenSymbols(useMemo(() => vaults.map((v) => v.state.tokenMint), [vaults]));
  const rows = useMemo(
    () =>
      earnVaultRows({
        vaults,
        metrics,
        latest,
        latestPending,
        positions: positions.data,
        curators,
        symbols,
      }),
    [vaults, metrics, latest, latestPending, positions.data, curators, symbols],
  );
  const totalTvl = rows.reduce(
    (total, row) => (row.tvlUsd ? total.plus(row.tvlUsd) : total),
    new MathDecimal(0),
  );
  const loaded = vaultsQuery.data !== undefined && curatorsSettled;
  const notFound = loaded && !curator ? curatorNotFoundMessage(managerName) : undefined;

  return (
    <PageFrame
      title={curator?.name ?? brandText(route.title, brand)}
      subtitle={curator?.description || brandText(route.description, brand)}
    >
      <QueryState
        data={loaded && curator ? curator : undefined}
        notFound={notFound}
        back={{ to: EARN_PATH, label: 'Back to the vaults' }}
        error={vaultsQuery.error}
        errorTitle="Failed to load earn vaults"
        onRetry={() => void vaultsQuery.refetch()}
      >
        {(curator) => (
          <div className="keel-earn">
            <Figures
              title="Profile"
              figures={[
                {
                  label: 'Curator',
                  value: curator.address ? <AddressText address={curator.address} /> : curator.name,
                },
                { label: 'Vaults', value: String(vaults.length) },
                {
                  label: 'Total TVL',
                  value: settled ? (
                    formatCompact(totalTvl, { prefix: '$' })
                  ) : (
                    <Skeleton shape="text" width={80} />
                  ),
                },
                ...(curator.siteUrl
                  ? [
                      {
                        label: 'Website',
                        value: (
                          <a href={curator.siteUrl} target="_blank" rel="noreferrer">
                            {curator.siteUrl}
                          </a>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            <EarnVaultsTable
              label={`${curator.name} vaults`}
              rows={rows}
              loading={!settled}
              showDeposit={wallet !== null}
              emptyState="This curator runs no vaults"
            />
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}
