import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

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
 * Mounts the wallet runtime after the shell's first render, so web3.js and the adapters stay
 * out of the first download; the header renders from the wallet store meanwhile.
 */
export function LazyWalletRuntime() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <WalletRuntime />
      </Suspense>
    </QuietBoundary>
  );
}
