import { useToast } from '@keel/ui-kit';
import {
  CONNECT_WALLET_FAILED_MESSAGE,
  createRpcSettingsStore,
  isCoinbaseInjected,
  isMobileUserAgent,
  type TermsStorage,
  type WalletEntry,
  walletEntryFromAdapter,
  walletSelectionAction,
  withoutUnconfiguredEmbeddedWallet,
} from '@keel/wallet-connect';
import { useWallet } from '@solana/wallet-adapter-react';
import { useMemo, useState } from 'react';
import { useAnalytics } from '../../analytics/AnalyticsContext';
import { walletEvents } from '../../analytics/analytics';
import { useAppServices } from '../../app/AppServicesContext';
import { useBrand } from '../../brand/BrandContext';
import { openExternalUrl } from '../../links/externalUrl';
import { SidePanel } from '../../sidePanel/SidePanel';
import { useEmbeddedWalletProvider } from '../embeddedWalletProvider';
import { useWalletEnvironment, useWalletState } from '../WalletStoreContext';

/** The side panel wired to wallet-adapter-react, the RPC settings and the wallet store. */
export function RuntimeSidePanel({
  terms,
  reportError,
}: {
  terms: TermsStorage;
  reportError(error: unknown): void;
}) {
  const { wallets } = useWallet();
  const analytics = useAnalytics();
  const { storage } = useAppServices();
  const brand = useBrand();
  const { networks } = useWalletEnvironment();
  const embeddedProvider = useEmbeddedWalletProvider();
  const controls = useWalletState((s) => s.controls);
  const close = useWalletState((s) => s.closeSidePanel);
  const recentInVisit = useWalletState((s) => s.lastWalletName);
  const toast = useToast();
  const [rpcSettings] = useState(() =>
    createRpcSettingsStore({
      networks,
      storage: storage,
      storagePrefix: brand.storageKeyPrefix,
      reload: () => window.location.reload(),
    }),
  );
  const entries = useMemo(
    () => withoutUnconfiguredEmbeddedWallet(wallets.map(walletEntryFromAdapter), embeddedProvider),
    [wallets, embeddedProvider],
  );

  const onSelectWallet = (wallet: WalletEntry) => {
    analytics.track(walletEvents.click, { wallet: wallet.name });
    const action = walletSelectionAction(wallet, {
      isMobile: isMobileUserAgent(navigator.userAgent),
      pageUrl: window.location.href,
      isCoinbaseInjected: isCoinbaseInjected(window),
    });
    if (action.type !== 'connect') {
      openExternalUrl(action.url);
      return;
    }
    if (!controls) return;
    controls.connect(wallet.name).then(
      () => {
        terms.setLastWalletName(wallet.name);
        close();
      },
      (error: unknown) => {
        // The same outcome as a failed confirm in the popup (O§8).
        reportError(error);
        toast.error(CONNECT_WALLET_FAILED_MESSAGE);
        terms.clearLastWalletName();
        void controls.disconnect().catch(reportError);
      },
    );
  };

  return (
    <SidePanel
      wallets={entries}
      lastWalletName={terms.lastWalletName() ?? recentInVisit}
      onSelectWallet={onSelectWallet}
      rpcSettings={rpcSettings}
      embeddedProvider={embeddedProvider}
      reportError={reportError}
    />
  );
}
