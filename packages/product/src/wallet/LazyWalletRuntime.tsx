import { walletStorageKeys } from '@keel/wallet-connect';
import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useAppServices } from '../app/AppServicesContext';
import { useBrand } from '../brand/BrandContext';
import { useWalletState } from './WalletStoreContext';

// Solana libraries expect the global Buffer, which browsers lack; install it before they load.
const WalletRuntime = lazy(async () => {
  const { Buffer } = await import('buffer');
  globalThis.Buffer ??= Buffer;
  return import('./runtime/WalletRuntime');
});

/** A wallet stack that fails to load leaves the page usable, just without a wallet. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Mounts the wallet runtime only when it is needed, so read-only visits never download the
 * adapters and the popup: at start when a wallet is remembered (it reconnects), otherwise once
 * the user opens the connect popup or the side panel (they render from the runtime, and show as
 * soon as it has loaded). Once mounted it stays. The header renders from the wallet store
 * meanwhile.
 */
export function LazyWalletRuntime() {
  const { storage } = useAppServices();
  const { storageKeyPrefix } = useBrand();
  const [remembered] = useState(
    () => storage.getItem(walletStorageKeys(storageKeyPrefix).lastSelectedWallet) !== null,
  );
  const asked = useWalletState((state) => state.disclaimerOpen || state.sidePanelOpen);
  const needed = remembered || asked;
  const [mounted, setMounted] = useState(false);
  // After the shell's first render, and never unmounted again.
  useEffect(() => {
    if (needed) setMounted(true);
  }, [needed]);
  if (!mounted) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <WalletRuntime />
      </Suspense>
    </QuietBoundary>
  );
}
