import { Skeleton } from '@keel/ui-kit';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../../../brand/BrandContext';
import { ActionPageLayout } from '../../../common/ActionPageLayout';
import { Figures } from '../../../common/Figures';
import { LoadError } from '../../../common/LoadError';
import { QueryState } from '../../../common/QueryState';
import { TokenLogo } from '../../../common/TokenLogo';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import {
  useEarnVault,
  useTokenSymbols,
  useVaultCurators,
  useVaultMetrics,
  useVaultsLatestPoint,
} from '../data/earnHooks';
import { VaultActions } from './actions/VaultActions';
import { curatorPath, EARN_PATH } from './earnPaths';
import { VaultAllocation } from './vault/VaultAllocation';
import { VaultHistory } from './vault/VaultHistory';
import { VaultPosition } from './vault/VaultPosition';
import { feeFigures, overviewFigures } from './vault/vaultFigures';
import './earn.css';

/**
 * An earn vault: its figures, allocation across reserves, history, fees, the wallet's position
 * and the deposit / withdraw panel. An unknown address shows 'Vault {address} is not found'.
 */
export default function EarnVaultScreen({ route, params }: ScreenProps<'earnLendVault'>) {
  const brand = useBrand();
  const address = params.vaultAddress;
  const wallet = useWalletState((state) => state.session?.address ?? null);
  const { vault, notFound, error, refetch } = useEarnVault(address);
  const metrics = useVaultMetrics(vault ? address : undefined);
  const vaultList = useMemo(() => (vault ? [vault] : []), [vault]);
  const { curators } = useVaultCurators(vaultList);
  const symbols = useTokenSymbols(
    useMemo(() => vaultList.map((v) => v.state.tokenMint), [vaultList]),
  );
  const { latest, pending: latestPending } = useVaultsLatestPoint(
    useMemo(() => vaultList.map((v) => v.address), [vaultList]),
  );
  const curator = vault ? curators.get(vault.address) : undefined;
  const symbol = vault ? (symbols.get(vault.state.tokenMint) ?? '') : '';

  return (
    <PageFrame
      title={vault?.state.name || brandText(route.title, brand)}
      subtitle={brandText(route.description, brand)}
    >
      <QueryState
        data={vault}
        notFound={notFound}
        back={{ to: EARN_PATH, label: 'Back to the vaults' }}
        error={error}
        errorTitle="Failed to load the vault"
        onRetry={refetch}
        skeleton={[48, 200, 240]}
      >
        {(vault) => (
          <ActionPageLayout
            figures={
              <>
                <p className="keel-vault__heading">
                  <TokenLogo
                    mint={vault.state.tokenMint}
                    symbol={symbol || vault.state.name}
                    size={32}
                    decorative
                  />
                  <span>{symbol || vault.state.tokenMint}</span>
                  {curator ? (
                    <span>
                      Curated by <Link to={curatorPath(curator.managerName)}>{curator.name}</Link>
                    </span>
                  ) : null}
                </p>
                {metrics.error ? (
                  <LoadError
                    title="Vault figures are not available"
                    error={metrics.error}
                    onRetry={() => void metrics.refetch()}
                  />
                ) : metrics.data ? (
                  <Figures
                    title="Overview"
                    figures={overviewFigures(
                      metrics.data,
                      symbol,
                      vault ? latest.get(vault.address) : undefined,
                      latestPending.has(vault.address),
                    )}
                  />
                ) : (
                  <div aria-busy="true">
                    <Skeleton shape="block" height={160} />
                  </div>
                )}
              </>
            }
            panel={<VaultActions vault={vault} />}
          >
            {wallet && metrics.data ? (
              <VaultPosition
                vault={vault.address}
                wallet={wallet}
                metrics={metrics.data}
                symbol={symbol}
              />
            ) : null}
            <Figures title="Fees" figures={feeFigures(vault)} />
            <VaultAllocation vault={vault} symbol={symbol} />
            <VaultHistory vault={vault.address} />
          </ActionPageLayout>
        )}
      </QueryState>
    </PageFrame>
  );
}
