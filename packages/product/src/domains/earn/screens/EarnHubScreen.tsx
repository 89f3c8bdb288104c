import { useMemo, useState } from 'react';
import { useBrand } from '../../../brand/BrandContext';
import { LoadError } from '../../../common/LoadError';
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
import { earnVaultRows, searchVaultRows } from '../data/vaultRows';
import { EarnVaultsTable } from './EarnVaultsTable';
import { VaultSearch } from './VaultSearch';
import './earn.css';

const NO_VAULTS: never[] = [];

/**
 * The earn hub (and its Lend list): every lending vault with its APYs, TVL, curator, token and the
 * wallet's deposit; searchable, sortable by each column.
 */
export default function EarnHubScreen({ route }: ScreenProps<'earn' | 'earnLend'>) {
  const brand = useBrand();
  const wallet = useWalletState((state) => state.session?.address ?? null);
  const [search, setSearch] = useState('');
  const vaultsQuery = useEarnVaults();
  const vaults = vaultsQuery.data ?? NO_VAULTS;
  const addresses = useMemo(() => vaults.map((vault) => vault.address), [vaults]);
  const mints = useMemo(() => vaults.map((vault) => vault.state.tokenMint), [vaults]);
  const { metrics, settled } = useVaultsMetrics(addresses);
  const { latest, pending: latestPending } = useVaultsLatestPoint(addresses);
  const positions = useEarnPositions(wallet);
  const { curators } = useVaultCurators(vaults);
  const symbols = useTokenSymbols(mints);
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
  const shown = useMemo(() => searchVaultRows(rows, search), [rows, search]);

  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      {vaultsQuery.error ? (
        <LoadError
          title="Failed to load earn vaults"
          error={vaultsQuery.error}
          onRetry={() => void vaultsQuery.refetch()}
        />
      ) : (
        <section className="keel-earn" aria-label="Lending vaults">
          <VaultSearch value={search} onChange={setSearch} />
          <EarnVaultsTable
            label="Lending vaults"
            rows={shown}
            loading={vaultsQuery.data === undefined || !settled}
            showDeposit={wallet !== null}
            emptyState={search.trim() ? 'No vaults match your search' : 'No earn vaults yet'}
          />
        </section>
      )}
    </PageFrame>
  );
}
