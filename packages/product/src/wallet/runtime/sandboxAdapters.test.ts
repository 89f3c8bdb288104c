// @vitest-environment node
// (web3.js's byte layouts reject jsdom's Uint8Array, which comes from another realm.)
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { sandboxWalletAdapters } from './sandboxAdapters';

const localnet = { name: 'localnet', chainID: 102 };
const ordinary = Keypair.generate();
const flagged = Keypair.generate();
const manager = Keypair.generate();
const keys = [
  {
    role: 'ordinary',
    publicKey: ordinary.publicKey.toBase58(),
    secretKey: [...ordinary.secretKey],
  },
  { role: 'flagged', publicKey: flagged.publicKey.toBase58(), secretKey: [...flagged.secretKey] },
  { role: 'manager', publicKey: manager.publicKey.toBase58(), secretKey: [...manager.secretKey] },
  { role: 'unknown', publicKey: 'x', secretKey: [...flagged.secretKey] },
];

describe('sandboxWalletAdapters', () => {
  it('offers each known keypair under its own name on localnet', async () => {
    const adapters = sandboxWalletAdapters(localnet, keys);
    expect(adapters.map((a) => a.name)).toEqual([
      'Sandbox Wallet',
      'Sandbox Wallet (flagged)',
      'Sandbox Wallet (manager)',
      'Sandbox Wallet (rejects)',
    ]);
    await adapters[1]!.connect();
    expect(adapters[1]!.publicKey?.toBase58()).toBe(flagged.publicKey.toBase58());
    await adapters[2]!.connect();
    expect(adapters[2]!.publicKey?.toBase58()).toBe(manager.publicKey.toBase58());
  });

  it('follows with a wallet that declines to connect', async () => {
    const rejecting = sandboxWalletAdapters(localnet, keys).at(-1)!;
    await expect(rejecting.connect()).rejects.toThrow('User rejected the request.');
    expect(rejecting.connected).toBe(false);
  });

  it('offers no sandbox entry at all when the sandbox lists no keypair', () => {
    expect(sandboxWalletAdapters(localnet, [])).toEqual([]);
  });

  it('offers nothing on mainnet or a custom RPC', () => {
    expect(sandboxWalletAdapters({ name: 'mainnet-beta', chainID: 101 }, keys)).toEqual([]);
    expect(sandboxWalletAdapters({ name: 'localnet', chainID: 101 }, keys)).toEqual([]);
  });
});
