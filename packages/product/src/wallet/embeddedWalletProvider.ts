import {
  type EmbeddedWalletProvider,
  type EmbeddedWalletProviderFactory,
  resolveEmbeddedWalletProvider,
} from '@keel/wallet-connect';
import { useMemo } from 'react';
import { useWalletEnvironment } from './WalletStoreContext';

/**
 * The embedded-wallet implementation the app bundles. None is: the service's SDK is not part of
 * this build, so even with an app id configured the Google / Apple / EVM entries stay hidden.
 * Supplying a factory here (one wrapping the vendor SDK) is all it takes to offer them.
 */
export const EMBEDDED_WALLET_FACTORY: EmbeddedWalletProviderFactory | undefined = undefined;

/** The embedded-wallet provider for this app, or undefined (its entries are then hidden). */
export function useEmbeddedWalletProvider(): EmbeddedWalletProvider | undefined {
  const { embeddedWalletAppId } = useWalletEnvironment();
  return useMemo(
    () => resolveEmbeddedWalletProvider(embeddedWalletAppId, EMBEDDED_WALLET_FACTORY),
    [embeddedWalletAppId],
  );
}
