import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_ENV_VARS, endpointsFromEnv } from '../app/endpoints';
import { EMBEDDED_WALLET_FACTORY, useEmbeddedWalletProvider } from './embeddedWalletProvider';
import { rpcPresets } from './rpcPresets';
import { type WalletEnvironment, WalletStoreProvider } from './WalletStoreContext';
import { createWalletStore } from './walletStore';

function environment(embeddedWalletAppId: string | undefined): WalletEnvironment {
  const endpoints = endpointsFromEnv({});
  const networks = rpcPresets(endpoints);
  return {
    environment: 'localnet',
    sandboxControlUrl: undefined,
    networks,
    selectedNetwork: networks[0]!,
    embeddedWalletAppId,
  };
}

function providerFor(appId: string | undefined) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WalletStoreProvider store={createWalletStore()} environment={environment(appId)}>
      {children}
    </WalletStoreProvider>
  );
  return renderHook(() => useEmbeddedWalletProvider(), { wrapper }).result.current;
}

describe('the embedded-wallet app id', () => {
  it('is read from its build-time variable, blank meaning unset', () => {
    const name = ENDPOINT_ENV_VARS.embeddedWalletAppId;
    expect(name).toBe('VITE_KEEL_EMBEDDED_WALLET_APP_ID');
    expect(endpointsFromEnv({ [name]: ' app-42 ' }).embeddedWalletAppId).toBe('app-42');
    expect(endpointsFromEnv({ [name]: '  ' }).embeddedWalletAppId).toBeUndefined();
    expect(endpointsFromEnv({}).embeddedWalletAppId).toBeUndefined();
  });
});

describe('useEmbeddedWalletProvider', () => {
  it('gives no provider without an app id', () => {
    expect(providerFor(undefined)).toBeUndefined();
  });

  it('gives no provider with an app id either, as this build bundles no service SDK', () => {
    expect(EMBEDDED_WALLET_FACTORY).toBeUndefined();
    expect(providerFor('app-42')).toBeUndefined();
  });
});
