import type { SerializeConfig, Transaction, VersionedTransaction } from '@solana/web3.js';

/** The OAuth providers the embedded wallet signs in with. */
export type MagicOAuthProvider = 'google' | 'apple';

/**
 * The narrow slice of the Magic SDK (with its OAuth 2 and Solana extensions) the adapter uses.
 * Keeping it this small lets tests hand in a fake, and a compile-time check pins it to the SDK.
 */
export interface MagicClient {
  readonly oauth2: {
    loginWithPopup(configuration: { provider: MagicOAuthProvider }): PromiseLike<unknown>;
    loginWithRedirect(configuration: {
      provider: MagicOAuthProvider;
      redirectURI: string;
    }): PromiseLike<unknown>;
    getRedirectResult(): PromiseLike<unknown>;
  };
  readonly user: {
    isLoggedIn(): PromiseLike<boolean>;
    logout(): PromiseLike<boolean>;
  };
  readonly solana: {
    getPublicAddress(): PromiseLike<string>;
    signTransaction(
      transaction: Transaction | VersionedTransaction,
      serializeConfig?: SerializeConfig,
    ): PromiseLike<{ rawTransaction: Uint8Array }>;
    signMessage(message: Uint8Array): PromiseLike<Uint8Array>;
  };
}

/** Builds the client on first use; the adapter calls it once and keeps the result. */
export type MagicClientLoader = () => Promise<MagicClient>;

export interface MagicClientOptions {
  /** The Solana JSON-RPC the SDK's Solana extension talks to. */
  rpcUrl: string;
}

/**
 * The real SDK, imported on demand so that none of it is part of an app's first download: the
 * bundler puts these modules in a chunk of their own, fetched when the wallet is first used.
 */
export function magicClientLoader(appId: string, options: MagicClientOptions): MagicClientLoader {
  return async () => {
    const [{ Magic }, { OAuthExtension }, { SolanaExtension }] = await Promise.all([
      import('magic-sdk'),
      import('@magic-ext/oauth2'),
      import('@magic-ext/solana'),
    ]);
    return new Magic(appId, {
      extensions: [new OAuthExtension(), new SolanaExtension({ rpcUrl: options.rpcUrl })],
    });
  };
}
