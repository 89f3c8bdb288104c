import type { KeyValueStorage } from '../../storage/keyValueStorage';
import type { EmbeddedLoginMethod, EmbeddedWalletProvider } from '../embeddedWallet';
import { MagicWalletAdapter } from './MagicWalletAdapter';
import { type MagicClientLoader, magicClientLoader } from './magicClient';

export interface MagicEmbeddedWalletOptions {
  /** The Solana JSON-RPC the SDK signs against (the app's selected network). */
  rpcUrl: string;
  /** Sign in by redirecting back to this URL instead of opening a popup window. */
  redirectUri?: string | undefined;
  /** Remembers a started redirect sign-in across the reload; the session storage by default. */
  redirectStorage?: KeyValueStorage | undefined;
  /** Builds the SDK client; the real, lazily imported SDK by default (tests pass a fake). */
  load?: MagicClientLoader | undefined;
}

/**
 * Google and Apple sign-in through Magic. No EVM entry: Magic's third-party wallet sign-in
 * (MetaMask and the like) belongs to its EVM wallet and yields no Solana key.
 */
export const MAGIC_LOGIN_METHODS = ['google', 'apple'] as const;

/** An embedded-wallet provider on the Magic SDK, for `resolveEmbeddedWalletProvider`. */
export function createMagicEmbeddedWalletProvider(
  appId: string,
  options: MagicEmbeddedWalletOptions,
): EmbeddedWalletProvider {
  const adapter = new MagicWalletAdapter({
    load: options.load ?? magicClientLoader(appId, { rpcUrl: options.rpcUrl }),
    redirectUri: options.redirectUri,
    redirectStorage: options.redirectStorage ?? sessionStorageOrUndefined(),
  });
  return {
    adapter,
    loginMethods: MAGIC_LOGIN_METHODS,
    signIn(method: EmbeddedLoginMethod): Promise<void> {
      if (method === 'evm') return Promise.reject(new UnsupportedMagicLoginError(method));
      return adapter.signIn(method);
    },
  };
}

/** Thrown when asked for a sign-in method the Magic provider does not offer. */
export class UnsupportedMagicLoginError extends Error {
  override readonly name = 'UnsupportedMagicLoginError';
  constructor(readonly method: EmbeddedLoginMethod) {
    super(`Magic offers no '${method}' sign-in for a Solana wallet`);
  }
}

function sessionStorageOrUndefined(): KeyValueStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage access can throw (blocked cookies); redirect sign-in then cannot resume.
    return undefined;
  }
}
