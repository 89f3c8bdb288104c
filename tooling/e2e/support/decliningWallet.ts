import type { Page } from '@playwright/test';

/** The wallet-list name of the wallet `installDecliningWallet` puts in the page. */
export const DECLINING_WALLET = 'Declining Wallet';

/** What the common extensions throw when their user presses Cancel on a signature request. */
export const USER_REJECTION = 'User rejected the request.';

/**
 * Puts a Wallet Standard wallet in the page, as an extension would, that connects as `address`
 * and declines every signature (transactions and messages) with the extensions' user-rejection
 * error (code 4001). The sandbox's own 'Sandbox Wallet (rejects)' declines the connection
 * itself, so it never reaches a form; this one lets a test submit a form and have the user say
 * no at the signing step.
 */
export async function installDecliningWallet(page: Page, address: string, publicKey: number[]) {
  await page.addInitScript(
    ({ name, address, publicKey, message }) => {
      const chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'];
      const account = Object.freeze({
        address,
        publicKey: new Uint8Array(publicKey),
        chains,
        features: ['solana:signTransaction', 'solana:signAndSendTransaction', 'solana:signMessage'],
      });
      let accounts: (typeof account)[] = [];
      const listeners = new Set<(properties: { accounts: (typeof account)[] }) => void>();
      const changed = () => {
        for (const listener of listeners) listener({ accounts });
      };
      const decline = async () => {
        throw Object.assign(new Error(message), { code: 4001 });
      };
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
          'solana:signTransaction': {
            version: '1.0.0',
            supportedTransactionVersions: ['legacy', 0],
            signTransaction: decline,
          },
          'solana:signAndSendTransaction': {
            version: '1.0.0',
            supportedTransactionVersions: ['legacy', 0],
            signAndSendTransaction: decline,
          },
          // The app offers forms only to wallets that can sign messages too.
          'solana:signMessage': { version: '1.0.0', signMessage: decline },
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
    { name: DECLINING_WALLET, address, publicKey, message: USER_REJECTION },
  );
}
