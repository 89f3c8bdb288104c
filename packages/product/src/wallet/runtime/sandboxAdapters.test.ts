// @vitest-environment node
// (web3.js's byte layouts reject jsdom's Uint8Array, which comes from another realm.)
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { sandboxWalletAdapters } from './sandboxAdapters';

const localnet = { name: 'localnet', chainID: 102 };
const ordinary = Keypair.generate();
const flagged = Keypair.generate();
const keys = [
  {
    role: 'ordinary',
    publicKey: ordinary.publicKey.toBase58(),
    secretKey: [...ordinary.secretKey],
  },
  { role: 'flagged', publicKey: flagged.publicKey.toBase58(), secretKey: [...flagged.secretKey] },
  { role: 'unknown', publicKey: 'x', secretKey: [...flagged.secretKey] },
];

describe('sandboxWalletAdapters', () => {
  it('offers the ordinary and the flagged keypair under their own names on localnet', async () => {
    const adapters = sandboxWalletAdapters(localnet, keys);
    expect(adapters.map((a) => a.name)).toEqual(['Sandbox Wallet', 'Sandbox Wallet (flagged)']);
    await adapters[1]!.connect();
    expect(adapters[1]!.publicKey?.toBase58()).toBe(flagged.publicKey.toBase58());
  });

  it('offers nothing on mainnet or a custom RPC', () => {
    expect(sandboxWalletAdapters({ name: 'mainnet-beta', chainID: 101 }, keys)).toEqual([]);
    expect(sandboxWalletAdapters({ name: 'localnet', chainID: 101 }, keys)).toEqual([]);
  });
});
