import { describe, expect, it, vi } from 'vitest';
import { onboardingOptions, resolveEmbeddedWalletProvider } from '../embeddedWallet';
import type { MagicClient } from './magicClient';
import {
  createMagicEmbeddedWalletProvider,
  UnsupportedMagicLoginError,
} from './magicEmbeddedWalletProvider';

function signedOutClient(): MagicClient {
  let loggedIn = false;
  return {
    oauth2: {
      loginWithPopup: vi.fn(async () => {
        loggedIn = true;
      }),
      loginWithRedirect: vi.fn(async () => null),
      getRedirectResult: vi.fn(async () => null),
    },
    user: { isLoggedIn: async () => loggedIn, logout: async () => true },
    solana: {
      getPublicAddress: async () => '11111111111111111111111111111111',
      signTransaction: async () => ({ rawTransaction: new Uint8Array() }),
      signMessage: async () => new Uint8Array(),
    },
  };
}

describe('createMagicEmbeddedWalletProvider', () => {
  it('offers Google and Apple sign-in through the Google wallet entry', () => {
    const provider = createMagicEmbeddedWalletProvider('pk_test', { rpcUrl: 'http://rpc' });
    expect(provider.adapter.name).toBe('Google');
    expect(provider.loginMethods).toEqual(['google', 'apple']);
    const options = onboardingOptions({
      provider,
      metamaskWalletInstalled: false,
      metamaskInjected: true,
      downloadUrl: 'https://wallet.example',
    });
    // No EVM sign-in, so an injected MetaMask alone adds no entry.
    expect(options.map((option) => option.type)).toEqual(['embedded', 'embedded', 'download']);
  });

  it('signs in through the adapter, which then connects without a second sign-in', async () => {
    const client = signedOutClient();
    const load = vi.fn(async () => client);
    const provider = createMagicEmbeddedWalletProvider('pk_test', { rpcUrl: 'http://rpc', load });
    await provider.signIn('apple');
    expect(client.oauth2.loginWithPopup).toHaveBeenCalledWith({ provider: 'apple' });
    await provider.adapter.connect();
    expect(provider.adapter.publicKey?.toBase58()).toBe('11111111111111111111111111111111');
    expect(client.oauth2.loginWithPopup).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses the EVM sign-in it does not offer', async () => {
    const load = vi.fn(async () => signedOutClient());
    const provider = createMagicEmbeddedWalletProvider('pk_test', { rpcUrl: 'http://rpc', load });
    await expect(provider.signIn('evm')).rejects.toBeInstanceOf(UnsupportedMagicLoginError);
    expect(load).not.toHaveBeenCalled();
  });

  it('is what resolveEmbeddedWalletProvider builds once an app id is set', () => {
    const factory = (appId: string) =>
      createMagicEmbeddedWalletProvider(appId, { rpcUrl: 'http://rpc' });
    expect(resolveEmbeddedWalletProvider(undefined, factory)).toBeUndefined();
    expect(resolveEmbeddedWalletProvider(' pk_live ', factory)?.adapter.name).toBe('Google');
  });
});
