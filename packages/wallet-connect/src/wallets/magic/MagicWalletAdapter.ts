import {
  BaseMessageSignerWalletAdapter,
  isVersionedTransaction,
  type TransactionOrVersionedTransaction,
  WalletConnectionError,
  WalletDisconnectionError,
  type WalletError,
  WalletLoadError,
  type WalletName,
  WalletNotConnectedError,
  WalletPublicKeyError,
  WalletReadyState,
  WalletSignMessageError,
  WalletSignTransactionError,
} from '@solana/wallet-adapter-base';
import {
  PublicKey,
  Transaction,
  type TransactionVersion,
  VersionedTransaction,
} from '@solana/web3.js';
import type { KeyValueStorage } from '../../storage/keyValueStorage';
import { monogramIcon } from '../monogramIcon';
import { WALLET_NAMES } from '../walletNames';
import type { MagicClient, MagicClientLoader, MagicOAuthProvider } from './magicClient';

/** The embedded wallet's entry: it signs in with Google unless told otherwise. */
export const MagicWalletName = WALLET_NAMES.google as WalletName<typeof WALLET_NAMES.google>;

/** Where a started redirect sign-in is remembered across the page reload it causes. */
export const MAGIC_REDIRECT_PENDING_KEY = 'magic-oauth-redirect-pending';

export interface MagicWalletAdapterOptions {
  /** Builds the SDK client; called once, on first use. */
  load: MagicClientLoader;
  /**
   * Sign in by redirecting to this URL (the app's own page) instead of a popup window; the
   * result is collected when the adapter next signs in or connects after the reload.
   */
  redirectUri?: string | undefined;
  /** Remembers a started redirect sign-in (the session's storage in a browser). */
  redirectStorage?: KeyValueStorage | undefined;
}

/**
 * A wallet-adapter wallet over the Magic embedded-wallet SDK: the user signs in with Google or
 * Apple and Magic holds a Solana key for them. The SDK is loaded only when the wallet is used.
 */
export class MagicWalletAdapter extends BaseMessageSignerWalletAdapter<typeof WALLET_NAMES.google> {
  readonly name = MagicWalletName;
  readonly url = 'https://magic.link';
  readonly icon = monogramIcon(WALLET_NAMES.google);
  readonly supportedTransactionVersions: ReadonlySet<TransactionVersion> =
    new Set<TransactionVersion>(['legacy', 0]);

  private readonly options: MagicWalletAdapterOptions;
  private client: Promise<MagicClient> | null = null;
  private connectedKey: PublicKey | null = null;
  private connectingNow = false;

  constructor(options: MagicWalletAdapterOptions) {
    super();
    this.options = options;
  }

  get publicKey(): PublicKey | null {
    return this.connectedKey;
  }

  get connecting(): boolean {
    return this.connectingNow;
  }

  get readyState(): WalletReadyState {
    return WalletReadyState.Loadable;
  }

  /**
   * Signs in with the provider, unless a session already exists. With a redirect URI the page
   * navigates away, so the returned promise does not settle; the sign-in completes after the
   * reload, on the next signIn or connect.
   */
  async signIn(provider: MagicOAuthProvider): Promise<void> {
    const client = await this.loadClient();
    await this.resumeRedirect(client);
    if (await this.loggedIn(client)) return;
    await this.login(client, provider);
  }

  /** Connects the signed-in account, signing in with Google first when there is no session. */
  async connect(): Promise<void> {
    await this.connectWith(async (client) => {
      if (!(await this.loggedIn(client))) await this.login(client, 'google');
    });
  }

  /** Reconnects a remembered session at start without opening any sign-in window. */
  override async autoConnect(): Promise<void> {
    await this.connectWith(async (client) => {
      if (!(await this.loggedIn(client))) throw new WalletConnectionError('Not signed in');
    });
  }

  async disconnect(): Promise<void> {
    const client = this.client;
    if (this.connectedKey === null) return;
    this.connectedKey = null;
    try {
      if (client !== null) await (await client).user.logout();
    } catch (error) {
      this.emit('error', new WalletDisconnectionError(messageOf(error), error));
    } finally {
      this.emit('disconnect');
    }
  }

  async signTransaction<
    T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>,
  >(transaction: T): Promise<T> {
    const client = await this.connectedClient();
    try {
      // Other signers may still have to sign, so the SDK must not insist on every signature.
      const { rawTransaction } = await client.solana.signTransaction(transaction, {
        requireAllSignatures: false,
        verifySignatures: false,
      });
      const signed = isVersionedTransaction(transaction)
        ? VersionedTransaction.deserialize(rawTransaction)
        : Transaction.from(rawTransaction);
      return signed as T;
    } catch (error) {
      throw this.fail(new WalletSignTransactionError(messageOf(error), error));
    }
  }

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    const client = await this.connectedClient();
    try {
      return await client.solana.signMessage(message);
    } catch (error) {
      throw this.fail(new WalletSignMessageError(messageOf(error), error));
    }
  }

  private async connectWith(ensureSession: (client: MagicClient) => Promise<void>): Promise<void> {
    if (this.connectedKey !== null || this.connectingNow) return;
    this.connectingNow = true;
    try {
      const client = await this.loadClient();
      await this.resumeRedirect(client);
      await ensureSession(client);
      const key = await this.solanaKey(client);
      this.connectedKey = key;
      this.emit('connect', key);
    } catch (error) {
      throw this.fail(
        error instanceof WalletConnectionError ||
          error instanceof WalletLoadError ||
          error instanceof WalletPublicKeyError
          ? error
          : new WalletConnectionError(messageOf(error), error),
      );
    } finally {
      this.connectingNow = false;
    }
  }

  private loadClient(): Promise<MagicClient> {
    if (this.client === null) {
      this.client = this.options.load().catch((error: unknown) => {
        // A failed download may succeed later (e.g. back online), so it is not kept.
        this.client = null;
        throw new WalletLoadError(messageOf(error), error);
      });
    }
    return this.client;
  }

  private async connectedClient(): Promise<MagicClient> {
    if (this.connectedKey === null || this.client === null) {
      throw this.fail(new WalletNotConnectedError());
    }
    return this.client;
  }

  private async loggedIn(client: MagicClient): Promise<boolean> {
    try {
      return await client.user.isLoggedIn();
    } catch (error) {
      throw new WalletConnectionError(messageOf(error), error);
    }
  }

  private async login(client: MagicClient, provider: MagicOAuthProvider): Promise<void> {
    const { redirectUri, redirectStorage } = this.options;
    try {
      if (redirectUri === undefined) {
        await client.oauth2.loginWithPopup({ provider });
        return;
      }
      redirectStorage?.setItem(MAGIC_REDIRECT_PENDING_KEY, provider);
      await client.oauth2.loginWithRedirect({ provider, redirectURI: redirectUri });
    } catch (error) {
      redirectStorage?.removeItem(MAGIC_REDIRECT_PENDING_KEY);
      throw new WalletConnectionError(messageOf(error), error);
    }
    // The page is leaving for the provider's sign-in; nothing follows in this document.
    await new Promise<never>(() => {});
  }

  /** Completes a redirect sign-in started before the page was reloaded. */
  private async resumeRedirect(client: MagicClient): Promise<void> {
    const storage = this.options.redirectStorage;
    if (storage?.getItem(MAGIC_REDIRECT_PENDING_KEY) == null) return;
    storage.removeItem(MAGIC_REDIRECT_PENDING_KEY);
    try {
      await client.oauth2.getRedirectResult();
    } catch (error) {
      throw new WalletConnectionError(messageOf(error), error);
    }
  }

  private async solanaKey(client: MagicClient): Promise<PublicKey> {
    let address: string;
    try {
      address = await client.solana.getPublicAddress();
    } catch (error) {
      throw new WalletPublicKeyError(messageOf(error), error);
    }
    try {
      return new PublicKey(address);
    } catch (error) {
      throw new WalletPublicKeyError(`Not a Solana address: ${String(address)}`, error);
    }
  }

  private fail<E extends WalletError>(error: E): E {
    this.emit('error', error);
    return error;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
