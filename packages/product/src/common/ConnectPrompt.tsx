import { Button } from '@keel/ui-kit';
import { connectButtonAction, createTermsStorage } from '@keel/wallet-connect';
import { useLocation } from 'react-router-dom';
import { useAppServices } from '../app/AppServicesContext';
import { useBrand } from '../brand/BrandContext';
import { useWalletState } from '../wallet/WalletStoreContext';

/**
 * Asks to connect a wallet; the button follows the header's connect flow (O§4.1): the
 * disclaimer popup until the terms are confirmed, then the side panel.
 */
export function ConnectPrompt({ text }: { text: string }) {
  const { storage } = useAppServices();
  const brand = useBrand();
  const { pathname } = useLocation();
  const openDisclaimer = useWalletState((state) => state.openDisclaimer);
  const openSidePanel = useWalletState((state) => state.openSidePanel);
  const onClick = () => {
    const terms = createTermsStorage({
      storage: storage,
      storagePrefix: brand.storageKeyPrefix,
    });
    const action = connectButtonAction({
      termsConfirmed: terms.areTermsConfirmed(),
      walletConnected: false,
      onTermsPage: pathname === '/terms',
    });
    if (action === 'openDisclaimer') openDisclaimer();
    else openSidePanel();
  };
  return (
    <section className="keel-gov-connect" aria-label="Connect a wallet">
      <p>{text}</p>
      <Button variant="primary" onClick={onClick}>
        Connect Wallet
      </Button>
    </section>
  );
}
