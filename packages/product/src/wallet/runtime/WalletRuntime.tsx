import {
  createLegacyWalletAdapters,
  createTermsStorage,
  embeddedWalletAdapters,
  walletStorageKeys,
} from '@keel/wallet-connect';
import type { Adapter } from '@solana/wallet-adapter-base';
import { WalletProvider } from '@solana/wallet-adapter-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppServices } from '../../app/AppServicesContext';
import { useBrand } from '../../brand/BrandContext';
import { useEmbeddedWalletProvider } from '../embeddedWalletProvider';
import { useWalletEnvironment, useWalletStoreApi } from '../WalletStoreContext';
import { RuntimeDisclaimer } from './RuntimeDisclaimer';
import { RuntimeSidePanel } from './RuntimeSidePanel';
import { loadSandboxWalletAdapters } from './sandboxWalletSource.sandbox';
import { WalletBridge } from './WalletBridge';

/**
 * The wallet stack (web3.js, wallet-adapter-react, Wallet Standard detection, the legacy and,
 * in a sandbox build, the sandbox adapters), loaded after the shell's first render. It fills the shell's wallet store
 * and renders the disclaimer popup and the side panel.
 */
export default function WalletRuntime() {
  const store = useWalletStoreApi();
  const { environment, sandboxControlUrl, selectedNetwork } = useWalletEnvironment();
  const { storage, errorReporting: reporting } = useAppServices();
  const brand = useBrand();
  const [adapters, setAdapters] = useState<Adapter[] | null>(null);
  const userConnecting = useRef(false);
  const embeddedProvider = useEmbeddedWalletProvider();

  const terms = useMemo(
    () =>
      createTermsStorage({
        storage: storage,
        storagePrefix: brand.storageKeyPrefix,
      }),
    [storage, brand.storageKeyPrefix],
  );

  useEffect(() => {
    let live = true;
    void (async () => {
      let sandbox: Adapter[] = [];
      try {
        sandbox = await loadSandboxWalletAdapters({
          environment,
          controlUrl: sandboxControlUrl,
          network: selectedNetwork,
        });
      } catch (error) {
        // A key the adapter refuses leaves the sandbox entries out, not the other wallets.
        reporting.report(error);
      }
      if (!live) return;
      setAdapters([
        ...sandbox,
        ...embeddedWalletAdapters(embeddedProvider),
        ...createLegacyWalletAdapters(),
      ]);
    })();
    return () => {
      live = false;
    };
  }, [environment, sandboxControlUrl, selectedNetwork, reporting, embeddedProvider]);

  if (adapters === null) return null;
  return (
    <WalletProvider
      wallets={adapters}
      // Reconnect the remembered wallet at start only once the terms were confirmed.
      autoConnect={async () => terms.areTermsConfirmed() && !userConnecting.current}
      localStorageKey={walletStorageKeys(brand.storageKeyPrefix).lastSelectedWallet}
      onError={(error) => reporting.report(error)}
    >
      <WalletBridge store={store} userConnecting={userConnecting} />
      <RuntimeDisclaimer terms={terms} reportError={(error) => reporting.report(error)} />
      <RuntimeSidePanel terms={terms} reportError={(error) => reporting.report(error)} />
    </WalletProvider>
  );
}
