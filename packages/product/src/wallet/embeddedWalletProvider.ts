import type { Network } from '@keel/chain-readers';
import {
  createMagicEmbeddedWalletProvider,
  type EmbeddedWalletProvider,
  type EmbeddedWalletProviderFactory,
  resolveEmbeddedWalletProvider,
} from '@keel/wallet-connect';
import { useMemo } from 'react';
import { useWalletEnvironment } from './WalletStoreContext';

/** Builds the embedded-wallet factory for the network the app's connections use. */
export type EmbeddedWalletFactoryForNetwork = (network: Network) => EmbeddedWalletProviderFactory;

/**
 * The embedded-wallet service the app bundles: Magic (Google / Apple sign-in), signing against
 * the selected network. Its SDK is fetched only when the wallet is first used, and only an app
 * id (VITE_KEEL_EMBEDDED_WALLET_APP_ID) makes its entries appear.
 */
export const EMBEDDED_WALLET_FACTORY: EmbeddedWalletFactoryForNetwork = (network) => (appId) =>
  createMagicEmbeddedWalletProvider(appId, { rpcUrl: network.endpoint });

// The wallet list, the side panel and the disclaimer each ask for the provider; they must share
// one, or a sign-in in one would not be the session another connects (and the SDK's iframe
// would be created twice).
const providers = new Map<string, EmbeddedWalletProvider>();

/** The one provider for this app id and network, or undefined without an app id. */
export function embeddedWalletProviderFor(
  appId: string | undefined,
  network: Network,
  factoryForNetwork: EmbeddedWalletFactoryForNetwork = EMBEDDED_WALLET_FACTORY,
): EmbeddedWalletProvider | undefined {
  const key = `${appId?.trim() ?? ''}\n${network.endpoint}`;
  const known = providers.get(key);
  if (known !== undefined) return known;
  const provider = resolveEmbeddedWalletProvider(appId, factoryForNetwork(network));
  if (provider !== undefined) providers.set(key, provider);
  return provider;
}

/** The embedded-wallet provider for this app, or undefined (its entries are then hidden). */
export function useEmbeddedWalletProvider(): EmbeddedWalletProvider | undefined {
  const { embeddedWalletAppId, selectedNetwork } = useWalletEnvironment();
  return useMemo(
    () => embeddedWalletProviderFor(embeddedWalletAppId, selectedNetwork),
    [embeddedWalletAppId, selectedNetwork],
  );
}
