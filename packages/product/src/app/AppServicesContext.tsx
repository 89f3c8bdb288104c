import type { ApiClient } from '@keel/api-client';
import type { ChainQueryContext, Connections } from '@keel/chain-readers';
import type { ErrorReporting } from '@keel/wallet-connect';
import { createContext, type ReactNode, useContext } from 'react';
import type { ReferralLookup } from '../navigation/referral';
import type { SafeStorage } from '../storage/safeStorage';
import type { StorageKeys } from '../storage/storageKeys';

/** Services the shell's parts share, created once per app. */
export interface AppServices {
  storage: SafeStorage;
  storageKeys: StorageKeys;
  /** The product API client, loaded on first use. */
  apiClient: () => Promise<ApiClient>;
  /** The node connections (send, read, extra send), created on first use. */
  connections: () => Promise<Connections>;
  /** The chain reads' context (a light JSON-RPC client on the read node), created on first use. */
  chainReads: () => Promise<ChainQueryContext>;
  referralLookup: ReferralLookup | undefined;
  /** The one error reporting (O§8 filters; the vendor's SDK when its DSN is configured). */
  errorReporting: ErrorReporting;
  /** The CDN base (token logos); screens fall back to letter logos without it. */
  cdnUrl?: string;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside an AppServicesProvider');
  return services;
}
