// @vitest-environment node
import { ed25519 } from '@noble/curves/ed25519';
import {
  WalletConnectionError,
  WalletLoadError,
  WalletNotConnectedError,
  WalletPublicKeyError,
  WalletReadyState,
  WalletSignMessageError,
  WalletSignTransactionError,
} from '@solana/wallet-adapter-base';
import {
  Keypair,
  type PublicKey,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../storage/keyValueStorage';
import { MAGIC_REDIRECT_PENDING_KEY, MagicWalletAdapter } from './MagicWalletAdapter';
import type { MagicClient } from './magicClient';

const BLOCKHASH = '11111111111111111111111111111111';

/** A stand-in for the SDK that holds a real keypair and signs with it. */
function fakeMagic(options: { loggedIn?: boolean; refuseLogin?: boolean } = {}) {
  const account = Keypair.generate();
  let loggedIn = options.loggedIn ?? false;
  const login = async () => {
    if (options.refuseLogin) throw new Error('User denied the sign-in');
    loggedIn = true;
  };
  const client = {
    oauth2: {
      loginWithPopup: vi.fn(login),
      loginWithRedirect: vi.fn(async () => null),
      getRedirectResult: vi.fn(login),
    },
    user: {
      isLoggedIn: vi.fn(async () => loggedIn),
      logout: vi.fn(async () => {
        loggedIn = false;
        return true;
      }),
    },
    solana: {
      getPublicAddress: vi.fn(async () => account.publicKey.toBase58()),
      signTransaction: vi.fn(async (transaction: Transaction | VersionedTransaction) => {
        if (transaction instanceof VersionedTransaction) {
          transaction.sign([account]);
          return { rawTransaction: transaction.serialize() };
        }
        transaction.partialSign(account);
        return { rawTransaction: transaction.serialize({ requireAllSignatures: false }) };
      }),
      signMessage: vi.fn(async (message: Uint8Array) => {
        return ed25519.sign(message, account.secretKey.slice(0, 32));
      }),
    },
  } satisfies MagicClient;
  return { client, account };
}

function adapterFor(client: MagicClient, extra: { redirectUri?: string } = {}) {
  const load = vi.fn(async () => client);
  const storage = memoryStorage();
  const adapter = new MagicWalletAdapter({ load, redirectStorage: storage, ...extra });
  const errors: unknown[] = [];
  adapter.on('error', (error) => errors.push(error));
  return { adapter, load, storage, errors };
}

/** A one-instruction transaction the account pays for and signs. */
function transfer(payer: PublicKey): Transaction {
  const transaction = new Transaction({ feePayer: payer, recentBlockhash: BLOCKHASH });
  transaction.add(
    new TransactionInstruction({
      keys: [{ pubkey: payer, isSigner: true, isWritable: true }],
      programId: Keypair.generate().publicKey,
      data: Buffer.from([1, 2, 3]),
    }),
  );
  return transaction;
}

describe('MagicWalletAdapter', () => {
  it('is the Google entry, loadable, and loads nothing until it is used', () => {
    const { client } = fakeMagic();
    const { adapter, load } = adapterFor(client);
    expect(adapter.name).toBe('Google');
    expect(adapter.readyState).toBe(WalletReadyState.Loadable);
    expect(adapter.publicKey).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('connects by signing in with Google in a popup, then takes the Solana address', async () => {
    const { client, account } = fakeMagic();
    const { adapter, load } = adapterFor(client);
    const connected = vi.fn();
    adapter.on('connect', connected);
    await adapter.connect();
    expect(client.oauth2.loginWithPopup).toHaveBeenCalledWith({ provider: 'google' });
    expect(adapter.publicKey?.equals(account.publicKey)).toBe(true);
    expect(connected).toHaveBeenCalledWith(adapter.publicKey);
    await adapter.connect();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('signs in with the chosen provider and keeps an existing session', async () => {
    const { client } = fakeMagic();
    const { adapter } = adapterFor(client);
    await adapter.signIn('apple');
    expect(client.oauth2.loginWithPopup).toHaveBeenCalledWith({ provider: 'apple' });
    await adapter.signIn('google');
    expect(client.oauth2.loginWithPopup).toHaveBeenCalledTimes(1);
    await adapter.connect();
    expect(client.oauth2.loginWithPopup).toHaveBeenCalledTimes(1);
    expect(adapter.connected).toBe(true);
  });

  it('turns a refused sign-in into a WalletConnectionError and stays disconnected', async () => {
    const { client } = fakeMagic({ refuseLogin: true });
    const { adapter, errors } = adapterFor(client);
    await expect(adapter.connect()).rejects.toBeInstanceOf(WalletConnectionError);
    await expect(adapter.connect()).rejects.toThrow('User denied the sign-in');
    await expect(adapter.signIn('google')).rejects.toBeInstanceOf(WalletConnectionError);
    expect(adapter.publicKey).toBeNull();
    expect(adapter.connecting).toBe(false);
    expect(errors[0]).toBeInstanceOf(WalletConnectionError);
  });

  it('reconnects a remembered session at start, but never opens a sign-in window for it', async () => {
    const signedIn = fakeMagic({ loggedIn: true });
    const first = adapterFor(signedIn.client);
    await first.adapter.autoConnect();
    expect(first.adapter.publicKey?.equals(signedIn.account.publicKey)).toBe(true);

    const signedOut = fakeMagic();
    const second = adapterFor(signedOut.client);
    await expect(second.adapter.autoConnect()).rejects.toBeInstanceOf(WalletConnectionError);
    expect(signedOut.client.oauth2.loginWithPopup).not.toHaveBeenCalled();
  });

  it('reports an SDK that fails to load as a WalletLoadError, and tries again later', async () => {
    const { client } = fakeMagic({ loggedIn: true });
    const load = vi
      .fn<() => Promise<MagicClient>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(client);
    const adapter = new MagicWalletAdapter({ load });
    await expect(adapter.connect()).rejects.toBeInstanceOf(WalletLoadError);
    await adapter.connect();
    expect(adapter.connected).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses an address that is not a Solana public key', async () => {
    const { client } = fakeMagic({ loggedIn: true });
    client.solana.getPublicAddress.mockResolvedValueOnce(
      '0x52908400098527886E0F7030069857D2E4169EE7',
    );
    const { adapter } = adapterFor(client);
    await expect(adapter.connect()).rejects.toBeInstanceOf(WalletPublicKeyError);
    expect(adapter.publicKey).toBeNull();
  });

  it('signs legacy transactions, letting other signers sign later', async () => {
    const { client, account } = fakeMagic({ loggedIn: true });
    const { adapter } = adapterFor(client);
    await adapter.connect();
    const signed = await adapter.signTransaction(transfer(account.publicKey));
    expect(signed).toBeInstanceOf(Transaction);
    expect(signed.verifySignatures()).toBe(true);
    expect(client.solana.signTransaction).toHaveBeenCalledWith(expect.any(Transaction), {
      requireAllSignatures: false,
      verifySignatures: false,
    });
  });

  it('signs versioned transactions and returns a versioned transaction', async () => {
    const { client, account } = fakeMagic({ loggedIn: true });
    const { adapter } = adapterFor(client);
    await adapter.connect();
    const message = new TransactionMessage({
      payerKey: account.publicKey,
      recentBlockhash: BLOCKHASH,
      instructions: transfer(account.publicKey).instructions,
    }).compileToV0Message();
    const signed = await adapter.signTransaction(new VersionedTransaction(message));
    expect(signed).toBeInstanceOf(VersionedTransaction);
    expect(signed.signatures[0]?.some((byte) => byte !== 0)).toBe(true);
  });

  it('signs messages with the account key', async () => {
    const { client, account } = fakeMagic({ loggedIn: true });
    const { adapter } = adapterFor(client);
    await adapter.connect();
    const message = new TextEncoder().encode('I accept the terms');
    const signature = await adapter.signMessage(message);
    expect(ed25519.verify(signature, message, account.publicKey.toBytes())).toBe(true);
  });

  it('wraps signing failures in the wallet-adapter error types', async () => {
    const { client, account } = fakeMagic({ loggedIn: true });
    const { adapter } = adapterFor(client);
    await adapter.connect();
    client.solana.signTransaction.mockRejectedValueOnce(new Error('User rejected'));
    client.solana.signMessage.mockRejectedValueOnce(new Error('User rejected'));
    await expect(adapter.signTransaction(transfer(account.publicKey))).rejects.toBeInstanceOf(
      WalletSignTransactionError,
    );
    await expect(adapter.signMessage(new Uint8Array([1]))).rejects.toBeInstanceOf(
      WalletSignMessageError,
    );
  });

  it('refuses to sign before it is connected', async () => {
    const { client } = fakeMagic({ loggedIn: true });
    const { adapter } = adapterFor(client);
    await expect(adapter.signMessage(new Uint8Array([1]))).rejects.toBeInstanceOf(
      WalletNotConnectedError,
    );
    expect(client.solana.signMessage).not.toHaveBeenCalled();
  });

  it('logs out on disconnect', async () => {
    const { client } = fakeMagic({ loggedIn: true });
    const { adapter } = adapterFor(client);
    const disconnected = vi.fn();
    adapter.on('disconnect', disconnected);
    await adapter.connect();
    await adapter.disconnect();
    expect(client.user.logout).toHaveBeenCalledTimes(1);
    expect(adapter.publicKey).toBeNull();
    expect(disconnected).toHaveBeenCalledTimes(1);
    await expect(adapter.autoConnect()).rejects.toBeInstanceOf(WalletConnectionError);
  });

  describe('with a redirect URI', () => {
    it('remembers the started sign-in and redirects instead of opening a popup', async () => {
      const { client } = fakeMagic();
      const { adapter, storage } = adapterFor(client, { redirectUri: 'https://app.example/' });
      let settled = false;
      void adapter.signIn('apple').finally(() => {
        settled = true;
      });
      await vi.waitFor(() => expect(client.oauth2.loginWithRedirect).toHaveBeenCalled());
      expect(client.oauth2.loginWithRedirect).toHaveBeenCalledWith({
        provider: 'apple',
        redirectURI: 'https://app.example/',
      });
      expect(client.oauth2.loginWithPopup).not.toHaveBeenCalled();
      expect(storage.getItem(MAGIC_REDIRECT_PENDING_KEY)).toBe('apple');
      // Every continuation of the fake's settled calls runs before the next task: after it, a
      // sign-in that was going to resolve would have. The page is navigating away: nothing may
      // act as if the sign-in were done.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(settled).toBe(false);
    });

    it('collects the redirect result when it connects after the reload', async () => {
      const { client, account } = fakeMagic();
      const { adapter, storage } = adapterFor(client, { redirectUri: 'https://app.example/' });
      storage.setItem(MAGIC_REDIRECT_PENDING_KEY, 'google');
      await adapter.autoConnect();
      expect(client.oauth2.getRedirectResult).toHaveBeenCalledTimes(1);
      expect(client.oauth2.loginWithRedirect).not.toHaveBeenCalled();
      expect(adapter.publicKey?.equals(account.publicKey)).toBe(true);
      expect(storage.getItem(MAGIC_REDIRECT_PENDING_KEY)).toBeNull();
    });

    it('reports a failed redirect result as a WalletConnectionError, once', async () => {
      const { client } = fakeMagic();
      client.oauth2.getRedirectResult.mockRejectedValueOnce(new Error('access_denied'));
      const { adapter, storage } = adapterFor(client, { redirectUri: 'https://app.example/' });
      storage.setItem(MAGIC_REDIRECT_PENDING_KEY, 'google');
      await expect(adapter.autoConnect()).rejects.toBeInstanceOf(WalletConnectionError);
      await expect(adapter.autoConnect()).rejects.toThrow('Not signed in');
      expect(client.oauth2.getRedirectResult).toHaveBeenCalledTimes(1);
    });
  });
});
