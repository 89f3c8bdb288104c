// @vitest-environment node
import { ed25519 } from '@noble/curves/ed25519';
import { WalletNotConnectedError, WalletReadyState } from '@solana/wallet-adapter-base';
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it, vi } from 'vitest';
import { SandboxWalletAdapter } from './SandboxWalletAdapter';
import { InvalidSandboxKeyError } from './sandboxKeypair';

const BLOCKHASH = '11111111111111111111111111111111';

function transfer(from: PublicKey) {
  return SystemProgram.transfer({ fromPubkey: from, toPubkey: PublicKey.unique(), lamports: 5 });
}

describe('SandboxWalletAdapter', () => {
  it('is a loadable wallet named Sandbox Wallet', () => {
    const adapter = new SandboxWalletAdapter(Keypair.generate());
    expect(adapter.name).toBe('Sandbox Wallet');
    expect(adapter.readyState).toBe(WalletReadyState.Loadable);
    expect(adapter.icon).toMatch(/^data:image\/svg\+xml/);
  });

  it('connects to the supplied keypair and emits connect / disconnect', async () => {
    const keypair = Keypair.generate();
    const adapter = new SandboxWalletAdapter(keypair.secretKey);
    const onConnect = vi.fn();
    const onDisconnect = vi.fn();
    adapter.on('connect', onConnect);
    adapter.on('disconnect', onDisconnect);

    await adapter.connect();
    expect(adapter.connected).toBe(true);
    expect(adapter.publicKey?.equals(keypair.publicKey)).toBe(true);
    expect(onConnect).toHaveBeenCalledWith(keypair.publicKey);

    await adapter.disconnect();
    expect(adapter.connected).toBe(false);
    expect(adapter.publicKey).toBeNull();
    expect(onDisconnect).toHaveBeenCalledTimes(1);
  });

  it('accepts the secret key as a JSON byte list', async () => {
    const keypair = Keypair.generate();
    const adapter = new SandboxWalletAdapter([...keypair.secretKey]);
    await adapter.connect();
    expect(adapter.publicKey?.toBase58()).toBe(keypair.publicKey.toBase58());
  });

  it.each([
    ['a short key', new Uint8Array(32)],
    ['a non-byte value', [...new Uint8Array(63), 256]],
    ['a key whose halves do not match', new Uint8Array(64).fill(7)],
  ])('rejects %s with a typed error', (_, key) => {
    expect(() => new SandboxWalletAdapter(key)).toThrow(InvalidSandboxKeyError);
  });

  it('refuses to sign before connecting', async () => {
    const adapter = new SandboxWalletAdapter(Keypair.generate());
    adapter.on('error', () => {});
    await expect(adapter.signMessage(new Uint8Array([1]))).rejects.toBeInstanceOf(
      WalletNotConnectedError,
    );
  });

  it('signs versioned and legacy transactions with the keypair', async () => {
    const keypair = Keypair.generate();
    const adapter = new SandboxWalletAdapter(keypair);
    await adapter.connect();

    const message = new TransactionMessage({
      payerKey: keypair.publicKey,
      recentBlockhash: BLOCKHASH,
      instructions: [transfer(keypair.publicKey)],
    }).compileToV0Message();
    const versioned = await adapter.signTransaction(new VersionedTransaction(message));
    const [signature] = versioned.signatures;
    expect(
      ed25519.verify(
        signature ?? new Uint8Array(),
        message.serialize(),
        keypair.publicKey.toBytes(),
      ),
    ).toBe(true);

    const legacy = new Transaction({
      feePayer: keypair.publicKey,
      recentBlockhash: BLOCKHASH,
    }).add(transfer(keypair.publicKey));
    const [signedLegacy] = await adapter.signAllTransactions([legacy]);
    expect(signedLegacy?.verifySignatures()).toBe(true);
  });

  it('signs messages with ed25519', async () => {
    const keypair = Keypair.generate();
    const adapter = new SandboxWalletAdapter(keypair);
    await adapter.connect();
    const message = new TextEncoder().encode('hello');
    const signature = await adapter.signMessage(message);
    expect(signature).toHaveLength(64);
    expect(ed25519.verify(signature, message, keypair.publicKey.toBytes())).toBe(true);
    expect(
      ed25519.verify(signature, new TextEncoder().encode('hellO'), keypair.publicKey.toBytes()),
    ).toBe(false);
  });
});
