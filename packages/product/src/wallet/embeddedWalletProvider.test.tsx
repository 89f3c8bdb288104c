import type { Network } from '@keel/chain-readers';
import { createMagicEmbeddedWalletProvider } from '@keel/wallet-connect';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ENDPOINT_ENV_VARS, endpointsFromEnv, SANDBOX_ENDPOINTS } from '../app/endpoints';
import {
  EMBEDDED_WALLET_FACTORY,
  embeddedWalletProviderFor,
  useEmbeddedWalletProvider,
} from './embeddedWalletProvider';
import { rpcPresets } from './rpcPresets';
import { type WalletEnvironment, WalletStoreProvider } from './WalletStoreContext';
import { createWalletStore } from './walletStore';

// The real Magic provider, watched to see which RPC endpoint it is given.
vi.mock('@keel/wallet-connect', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@keel/wallet-connect')>();
  return {
    ...actual,
    createMagicEmbeddedWalletProvider: vi.fn(actual.createMagicEmbeddedWalletProvider),
  };
});

function environment(
  embeddedWalletAppId: string | undefined,
  selected?: Network,
): WalletEnvironment {
  const networks = rpcPresets(SANDBOX_ENDPOINTS);
  return {
    environment: 'localnet',
    sandboxControlUrl: undefined,
    networks,
    selectedNetwork: selected ?? networks[0]!,
    embeddedWalletAppId,
  };
}

function providerFor(appId: string | undefined, selected?: Network) {
  const env = environment(appId, selected);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WalletStoreProvider store={createWalletStore()} environment={env}>
      {children}
    </WalletStoreProvider>
  );
  return renderHook(() => useEmbeddedWalletProvider(), { wrapper }).result.current;
}

const NETWORK: Network = {
  name: 'devnet',
  displayName: 'Devnet',
  endpoint: 'https://rpc.devnet.example',
  chainID: 103,
};

describe('the embedded-wallet app id', () => {
  it('is read from its build-time variable, blank meaning unset', () => {
    const name = ENDPOINT_ENV_VARS.embeddedWalletAppId;
    expect(name).toBe('VITE_KEEL_EMBEDDED_WALLET_APP_ID');
    const hosts = {
      VITE_KEEL_ENVIRONMENT: 'localnet',
      VITE_KEEL_RPC_URL: SANDBOX_ENDPOINTS.rpcUrl,
      VITE_KEEL_API_URL: SANDBOX_ENDPOINTS.apiUrl,
      VITE_KEEL_CDN_URL: SANDBOX_ENDPOINTS.cdnUrl,
      VITE_KEEL_GEO_URL: SANDBOX_ENDPOINTS.geoUrl,
    };
    expect(endpointsFromEnv({ ...hosts, [name]: ' app-42 ' }).embeddedWalletAppId).toBe('app-42');
    expect(endpointsFromEnv({ ...hosts, [name]: '  ' }).embeddedWalletAppId).toBeUndefined();
    expect(endpointsFromEnv(hosts).embeddedWalletAppId).toBeUndefined();
  });
});

describe('useEmbeddedWalletProvider', () => {
  it('gives no provider without an app id', () => {
    expect(providerFor(undefined)).toBeUndefined();
    expect(providerFor('   ')).toBeUndefined();
  });

  it('gives the Magic provider (Google and Apple sign-in) once an app id is set', () => {
    const provider = providerFor('pk_live_42');
    expect(provider?.adapter.name).toBe('Google');
    expect(provider?.loginMethods).toEqual(['google', 'apple']);
  });

  it('gives every part of the wallet runtime the same provider for a network', () => {
    expect(providerFor('pk_live_7', NETWORK)).toBe(providerFor('pk_live_7', NETWORK));
    expect(providerFor('pk_live_7', NETWORK)).not.toBe(providerFor('pk_live_7'));
  });
});

describe('embeddedWalletProviderFor', () => {
  it("builds the provider for the selected network's RPC endpoint, once", () => {
    const factory = vi.fn((appId: string) => EMBEDDED_WALLET_FACTORY(NETWORK)(appId));
    const forNetwork = vi.fn((_network: Network) => factory);
    const first = embeddedWalletProviderFor('pk_once', NETWORK, forNetwork);
    const second = embeddedWalletProviderFor('pk_once', NETWORK, forNetwork);
    expect(first).toBeDefined();
    expect(second).toBe(first);
    expect(forNetwork).toHaveBeenCalledWith(NETWORK);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(factory).toHaveBeenCalledWith('pk_once');
  });

  it('hands Magic the RPC endpoint of the selected network', () => {
    EMBEDDED_WALLET_FACTORY(NETWORK)('pk_rpc');
    expect(createMagicEmbeddedWalletProvider).toHaveBeenLastCalledWith('pk_rpc', {
      rpcUrl: 'https://rpc.devnet.example',
    });
  });

  it('builds nothing without an app id', () => {
    const forNetwork = vi.fn((network: Network) => EMBEDDED_WALLET_FACTORY(network));
    expect(embeddedWalletProviderFor(undefined, NETWORK, forNetwork)).toBeUndefined();
  });
});
