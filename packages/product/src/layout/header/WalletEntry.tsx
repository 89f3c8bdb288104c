import { connectButtonAction, createTermsStorage } from '@keel/wallet-connect';
import { useLocation } from 'react-router-dom';
import { useAppServices } from '../../app/AppServicesContext';
import { useBrand } from '../../brand/BrandContext';
import { useWalletState } from '../../wallet/WalletStoreContext';
import { WalletButton } from './WalletButton';

/**
 * What a click on the wallet entry does (O§4.1): the disclaimer popup until the terms are
 * confirmed (never on the terms page), then the side panel. Also replayed for a click on the
 * boot shell's Connect Wallet.
 */
export function useWalletEntryClick(): () => void {
  const { storage } = useAppServices();
  const brand = useBrand();
  const { pathname } = useLocation();
  const address = useWalletState((state) => state.session?.address);
  const openDisclaimer = useWalletState((state) => state.openDisclaimer);
  const openSidePanel = useWalletState((state) => state.openSidePanel);
  const onClick = () => {
    const terms = createTermsStorage({
      storage: storage,
      storagePrefix: brand.storageKeyPrefix,
    });
    const action = connectButtonAction({
      termsConfirmed: terms.areTermsConfirmed(),
      walletConnected: address !== undefined,
      onTermsPage: pathname === '/terms',
    });
    if (action === 'openDisclaimer') openDisclaimer();
    else if (action === 'openSidePanel' || action === 'runOwnAction') openSidePanel();
  };
  return onClick;
}

/**
 * The header's wallet entry: 'Connect Wallet', or connected, the address shortened (opening the
 * panel on Main).
 */
export function WalletEntry() {
  const address = useWalletState((state) => state.session?.address);
  const onClick = useWalletEntryClick();
  return <WalletButton address={address} onClick={onClick} />;
}
