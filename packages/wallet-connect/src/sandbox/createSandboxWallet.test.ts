// @vitest-environment node
import { createCustomNetwork, LOCALNET_NETWORK, MAINNET_NETWORK } from '@keel/chain-readers';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createSandboxWalletAdapter } from './createSandboxWallet';
import { SandboxWalletAdapter } from './SandboxWalletAdapter';
import { isMainnetNetwork, SandboxWalletOnMainnetError } from './sandboxGuard';

describe('createSandboxWalletAdapter', () => {
  it('creates the wallet on localnet and devnet', () => {
    const key = Keypair.generate();
    expect(createSandboxWalletAdapter({ network: LOCALNET_NETWORK, key })).toBeInstanceOf(
      SandboxWalletAdapter,
    );
    expect(
      createSandboxWalletAdapter({ network: { name: 'devnet', chainID: 103 }, key }),
    ).toBeInstanceOf(SandboxWalletAdapter);
  });

  it('refuses mainnet, including a custom RPC', () => {
    const key = Keypair.generate();
    expect(() => createSandboxWalletAdapter({ network: MAINNET_NETWORK, key })).toThrow(
      SandboxWalletOnMainnetError,
    );
    expect(() =>
      createSandboxWalletAdapter({ network: createCustomNetwork('https://rpc.example'), key }),
    ).toThrow(SandboxWalletOnMainnetError);
  });

  it('treats a network named mainnet-beta as mainnet whatever its chain id', () => {
    expect(isMainnetNetwork({ name: 'mainnet-beta', chainID: 102 })).toBe(true);
    expect(isMainnetNetwork({ name: 'localnet', chainID: 102 })).toBe(false);
  });
});
