import type { Network } from '@keel/chain-readers';
import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { ClusterEnvironment } from '../app/endpoints';
import type { WalletState, WalletStore } from './walletStore';

/** Where the wallet runtime finds its wallets. */
export interface WalletEnvironment {
  environment: ClusterEnvironment;
  /** The sandbox control root (`GET /wallets`) when not the sandbox's own; localnet only. */
  sandboxControlUrl: string | undefined;
  /** The preset RPC networks of the settings view. */
  networks: readonly Network[];
  /** The network the connections were created for (the stored chain selection). */
  selectedNetwork: Network;
  /** The embedded-wallet service's app id (Google / Apple / EVM sign-in); unset hides them. */
  embeddedWalletAppId?: string | undefined;
}

interface WalletContextValue {
  store: WalletStore;
  environment: WalletEnvironment;
}

const WalletStoreContext = createContext<WalletContextValue | null>(null);

export function WalletStoreProvider({
  store,
  environment,
  children,
}: WalletContextValue & { children: ReactNode }) {
  return (
    <WalletStoreContext.Provider value={{ store, environment }}>
      {children}
    </WalletStoreContext.Provider>
  );
}

function useWalletContext(): WalletContextValue {
  const value = useContext(WalletStoreContext);
  if (!value) throw new Error('useWalletState must be used inside a WalletStoreProvider');
  return value;
}

export function useWalletStoreApi(): WalletStore {
  return useWalletContext().store;
}

export function useWalletEnvironment(): WalletEnvironment {
  return useWalletContext().environment;
}

/** Reads the shell's wallet state (address, panel and popup flags). */
export function useWalletState<T>(selector: (state: WalletState) => T): T {
  return useStore(useWalletStoreApi(), selector);
}
