import { createPrivateKey, sign } from 'node:crypto';
import type { Page } from '@playwright/test';
import { Keypair, VersionedTransaction } from '@solana/web3.js';

/** The wallet-list name of the wallet `installSigningWallet` puts in the page. */
export const SIGNING_WALLET = 'Signing Wallet';

/** PKCS#8 DER prefix of an ed25519 private key; the 32 seed bytes follow. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * Puts a Wallet Standard wallet in the page, as an extension would, holding a fresh keypair that
 * signs messages (in the test's process, through an exposed function). A new wallet per test:
 * it has no referral code, no screening record and no history, so a test may claim a code.
 * With `transactions`, it signs transactions too: a test's own funded wallet, whose positions
 * no other test counts. With `keypair`, it holds that one (a file's wallet, shared by its
 * tests in order).
 */
export async function installSigningWallet(
  page: Page,
  options: { transactions?: boolean; keypair?: Keypair } = {},
): Promise<{ address: string; keypair: Keypair }> {
  const keypair = options.keypair ?? Keypair.generate();
  const address = keypair.publicKey.toBase58();
  const key = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, Buffer.from(keypair.secretKey.slice(0, 32))]),
    format: 'der',
    type: 'pkcs8',
  });
  await page.exposeFunction('__keelSignMessage', (message: number[]) => [
    ...sign(null, Buffer.from(message), key),
  ]);
  if (options.transactions) {
    await page.exposeFunction('__keelSignTransaction', (bytes: number[]) => {
      const transaction = VersionedTransaction.deserialize(Uint8Array.from(bytes));
      transaction.sign([keypair]);
      return [...transaction.serialize()];
    });
  }
  await page.addInitScript(
    ({ name, address, publicKey }) => {
      const chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'];
      const account = Object.freeze({
        address,
        publicKey: new Uint8Array(publicKey),
        chains,
        features: ['solana:signMessage', 'solana:signTransaction'],
      });
      let accounts: (typeof account)[] = [];
      const listeners = new Set<(properties: { accounts: (typeof account)[] }) => void>();
      const changed = () => {
        for (const listener of listeners) listener({ accounts });
      };
      const signer = (window as unknown as { __keelSignMessage(m: number[]): Promise<number[]> })
        .__keelSignMessage;
      const wallet = {
        version: '1.0.0',
        name,
        icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=',
        chains,
        get accounts() {
          return accounts;
        },
        features: {
          'standard:connect': {
            version: '1.0.0',
            connect: async () => {
              accounts = [account];
              changed();
              return { accounts };
            },
          },
          'standard:disconnect': {
            version: '1.0.0',
            disconnect: async () => {
              accounts = [];
              changed();
            },
          },
          'standard:events': {
            version: '1.0.0',
            on: (_event: string, listener: (properties: { accounts: unknown[] }) => void) => {
              listeners.add(listener);
              return () => listeners.delete(listener);
            },
          },
          // Without `transactions` the wallet refuses them.
          'solana:signTransaction': {
            version: '1.0.0',
            supportedTransactionVersions: ['legacy', 0],
            signTransaction: async (...inputs: { transaction: Uint8Array }[]) => {
              const signTx = (
                window as unknown as { __keelSignTransaction?(b: number[]): Promise<number[]> }
              ).__keelSignTransaction;
              if (!signTx) throw new Error('The signing wallet signs messages only');
              return Promise.all(
                inputs.map(async ({ transaction }) => ({
                  signedTransaction: new Uint8Array(await signTx([...transaction])),
                })),
              );
            },
          },
          'solana:signMessage': {
            version: '1.0.0',
            signMessage: async (...inputs: { message: Uint8Array }[]) =>
              Promise.all(
                inputs.map(async ({ message }) => ({
                  signedMessage: message,
                  signature: new Uint8Array(await signer([...message])),
                })),
              ),
          },
        },
      };
      // The Wallet Standard handshake: register now if the app listens, and when it says ready.
      const register = (api: { register(wallet: unknown): unknown }) => api.register(wallet);
      window.addEventListener('wallet-standard:app-ready', (event) =>
        register((event as CustomEvent).detail),
      );
      const announce = new Event('wallet-standard:register-wallet');
      Object.defineProperty(announce, 'detail', { value: register });
      window.dispatchEvent(announce);
    },
    { name: SIGNING_WALLET, address, publicKey: [...keypair.publicKey.toBytes()] },
  );
  return { address, keypair };
}
