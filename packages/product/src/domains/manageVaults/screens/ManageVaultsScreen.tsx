import { useBrand } from '../../../brand/BrandContext';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import { VaultDetail } from './VaultDetail';
import { VaultList } from './VaultList';
import '../../manage/screens/manage.css';

/** The routes' base: '/lending/manage-vaults' or '/manage-vaults' (the manager app). */
function basePath(path: string): string {
  return path.startsWith('/lending/') ? '/lending/manage-vaults' : '/manage-vaults';
}

/**
 * Manage vaults: the lending vaults the connected wallet administers (and all others read only),
 * creating one, and one vault's configuration with its admin's edit forms.
 */
export default function ManageVaultsScreen({ route, params }: ScreenProps<'manageVaults'>) {
  const brand = useBrand();
  const wallet = useWalletState((state) => state.session?.address);
  const base = basePath(route.path);
  const vaultAddress = 'vaultAddress' in params ? params.vaultAddress : undefined;
  return (
    <PageFrame
      title={brandText(route.title, brand)}
      subtitle="Lending vault allocation and configuration, as stored on chain"
    >
      <div className="keel-manage">
        {vaultAddress ? (
          <VaultDetail address={vaultAddress} wallet={wallet} listPath={base} />
        ) : (
          <VaultList wallet={wallet} vaultPath={(address) => `${base}/${address}`} />
        )}
      </div>
    </PageFrame>
  );
}
