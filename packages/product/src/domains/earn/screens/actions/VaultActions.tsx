import type { EarnVault } from '@keel/api-client';
import { type TabItem, Tabs } from '@keel/ui-kit';
import { QueryState } from '../../../../common/QueryState';
import { useWalletState } from '../../../../wallet/WalletStoreContext';
import { useTokenSymbols } from '../../data/earnHooks';
import { useVaultWriteData } from '../../data/writes/hooks';
import { VaultAmountForm } from './VaultAmountForm';

type VaultActionTab = 'deposit' | 'withdraw';

/**
 * Deposit and withdraw for one earn vault, read from the chain (the vault, its reserves, the
 * wallet's tokens and shares) and written through the action kit: a withdrawal larger than the
 * vault's available tokens is paid from its reserves, as the program does it.
 */
export function VaultActions({ vault }: { vault: EarnVault }) {
  const wallet = useWalletState((state) => state.session?.address);
  const data = useVaultWriteData(vault.address, wallet);
  const symbol = useTokenSymbols([vault.state.tokenMint]).get(vault.state.tokenMint) ?? '';
  const name = vault.state.name || vault.address;
  return (
    <section className="keel-earn-actions" aria-label={`Deposit or withdraw, ${name}`}>
      <QueryState
        data={data.figures}
        error={data.error}
        errorTitle="Failed to load the vault"
        onRetry={data.refetch}
        skeleton={[280]}
      >
        {(figures) => {
          const tabs: readonly TabItem<VaultActionTab>[] = (['deposit', 'withdraw'] as const).map(
            (kind) => ({
              id: kind,
              label: kind === 'deposit' ? 'Deposit' : 'Withdraw',
              content: (
                <VaultAmountForm
                  kind={kind}
                  vault={vault.address}
                  request={data.request}
                  figures={figures}
                  symbol={symbol || vault.state.name}
                />
              ),
            }),
          );
          return <Tabs tabs={tabs} label="Vault actions" fullWidth />;
        }}
      </QueryState>
    </section>
  );
}
