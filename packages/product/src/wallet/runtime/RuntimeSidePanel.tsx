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
} from '@keel/wallet-connect';
import { useWallet } from '@solana/wallet-adapter-react';
import { useMemo, useState } from 'react';
import { useAppServices } from '../../app/AppServicesContext';
import { useBrand } from '../../brand/BrandContext';
import { openExternalUrl } from '../../links/externalUrl';
import { SidePanel } from '../../sidePanel/SidePanel';
import { useWalletEnvironment, useWalletState } from '../WalletStoreContext';
import { walletKeyValueStorage } from '../walletKeyValueStorage';

/** The side panel wired to wallet-adapter-react, the RPC settings and the wallet store. */
export function RuntimeSidePanel({
  terms,
  reportError,
}: {
  terms: TermsStorage;
  reportError(error: unknown): void;
}) {
  const { wallets } = useWallet();
  const { storage } = useAppServices();
  const brand = useBrand();
  const { networks } = useWalletEnvironment();
  const controls = useWalletState((s) => s.controls);
  const close = useWalletState((s) => s.closeSidePanel);
  const recentInVisit = useWalletState((s) => s.lastWalletName);
  const toast = useToast();
  const [rpcSettings] = useState(() =>
    createRpcSettingsStore({
      networks,
      storage: walletKeyValueStorage(storage),
      storagePrefix: brand.storageKeyPrefix,
      reload: () => window.location.reload(),
    }),
  );
  const entries = useMemo(() => wallets.map(walletEntryFromAdapter), [wallets]);

  const onSelectWallet = (wallet: WalletEntry) => {
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
        reportError(error);
        toast.error(CONNECT_WALLET_FAILED_MESSAGE);
      },
    );
  };

  return (
    <SidePanel
      wallets={entries}
      lastWalletName={terms.lastWalletName() ?? recentInVisit}
      onSelectWallet={onSelectWallet}
      rpcSettings={rpcSettings}
    />
  );
}
