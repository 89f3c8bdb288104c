// @vitest-environment node

import { LOCALNET_NETWORK } from '@keel/chain-readers';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it, vi } from 'vitest';
import { createSandboxWalletAdapter } from '../sandbox/createSandboxWallet';
import {
  type EmbeddedWalletProvider,
  embeddedWalletAdapters,
  onboardingOptions,
  resolveEmbeddedWalletProvider,
  withoutUnconfiguredEmbeddedWallet,
} from './embeddedWallet';

function provider(methods: EmbeddedWalletProvider['loginMethods']): EmbeddedWalletProvider {
  return {
    adapter: createSandboxWalletAdapter({ network: LOCALNET_NETWORK, key: Keypair.generate() }),
    loginMethods: methods,
    signIn: vi.fn(async () => {}),
  };
}

const base = {
  metamaskWalletInstalled: false,
  metamaskInjected: false,
  downloadUrl: 'https://phantom.com/download',
};

describe('embedded wallet entries', () => {
  it('hides the Google entry when no service is configured', () => {
    const wallets = [{ name: 'Phantom' }, { name: 'Google' }];
    expect(withoutUnconfiguredEmbeddedWallet(wallets, undefined)).toEqual([{ name: 'Phantom' }]);
    expect(withoutUnconfiguredEmbeddedWallet(wallets, provider(['google']))).toEqual(wallets);
  });

  it('adds the service adapter only when configured', () => {
    expect(embeddedWalletAdapters(undefined)).toEqual([]);
    const configured = provider(['google']);
    expect(embeddedWalletAdapters(configured)).toEqual([configured.adapter]);
  });
});

describe('onboardingOptions', () => {
  it('offers only the download link without a service or MetaMask', () => {
    expect(onboardingOptions({ ...base, provider: undefined })).toEqual([
      { type: 'download', url: base.downloadUrl },
    ]);
  });

  it('offers the service sign-in methods', () => {
    expect(
      onboardingOptions({ ...base, provider: provider(['google', 'apple']) }).map(
        (option) => option.type === 'embedded' && option.method,
      ),
    ).toEqual(['google', 'apple', false]);
  });

  it('shows MetaMask only when it is available', () => {
    const service = provider(['google', 'evm']);
    const types = (input: Partial<typeof base>) =>
      onboardingOptions({ ...base, ...input, provider: service }).filter(
        (option) => option.type === 'metamask',
      );
    expect(types({})).toEqual([]);
    expect(types({ metamaskInjected: true })).toEqual([{ type: 'metamask', via: 'embedded' }]);
    expect(types({ metamaskWalletInstalled: true })).toEqual([{ type: 'metamask', via: 'wallet' }]);
    expect(
      onboardingOptions({ ...base, metamaskInjected: true, provider: provider(['google']) }).some(
        (option) => option.type === 'metamask',
      ),
    ).toBe(false);
  });
});

describe('resolveEmbeddedWalletProvider', () => {
  it('has no provider without an app id, whatever implementation is supplied', () => {
    const factory = vi.fn(() => provider(['google']));
    expect(resolveEmbeddedWalletProvider(undefined, factory)).toBeUndefined();
    expect(resolveEmbeddedWalletProvider('   ', factory)).toBeUndefined();
    expect(factory).not.toHaveBeenCalled();
  });

  it('has no provider without an implementation, even with an app id', () => {
    expect(resolveEmbeddedWalletProvider('app-123', undefined)).toBeUndefined();
  });

  it('builds the provider from the trimmed app id when both are there', () => {
    const built = provider(['google', 'evm']);
    const factory = vi.fn(() => built);
    expect(resolveEmbeddedWalletProvider(' app-123 ', factory)).toBe(built);
    expect(factory).toHaveBeenCalledWith('app-123');
  });
});
