import type { Adapter } from '@solana/wallet-adapter-base';
import { WALLET_NAMES } from './walletNames';

/** Ways to sign in through an embedded-wallet service. */
export type EmbeddedLoginMethod = 'google' | 'apple' | 'evm';

/**
 * An embedded-wallet service (Google / Apple / EVM sign-in that yields a Solana wallet). The
 * package bundles no implementation: the app supplies one when the service's app id is
 * configured, and without one the entries are hidden, not broken.
 */
export interface EmbeddedWalletProvider {
  /** The wallet entry the service adds to the list, named e.g. 'Google'. */
  readonly adapter: Adapter;
  /** The sign-in methods this service offers. */
  readonly loginMethods: readonly EmbeddedLoginMethod[];
  /** Runs the service's sign-in; once it resolves, `adapter` can connect. */
  signIn(method: EmbeddedLoginMethod): Promise<void>;
}

/** Adapters to hand to the wallet provider: the embedded service's, when one is configured. */
export function embeddedWalletAdapters(provider: EmbeddedWalletProvider | undefined): Adapter[] {
  return provider === undefined ? [] : [provider.adapter];
}

/**
 * The wallet list without the embedded service's entry when no service is configured (the
 * preferred order names 'Google', but nothing may be shown that cannot work).
 */
export function withoutUnconfiguredEmbeddedWallet<T extends { name: string }>(
  wallets: readonly T[],
  provider: EmbeddedWalletProvider | undefined,
  embeddedWalletName: string = WALLET_NAMES.google,
): T[] {
  if (provider !== undefined) return [...wallets];
  return wallets.filter((wallet) => wallet.name !== embeddedWalletName);
}

/** One choice of the side panel's Onboarding view (O§2.7). */
export type OnboardingOption =
  | { type: 'embedded'; method: 'google' | 'apple' }
  | { type: 'metamask'; via: 'embedded' | 'wallet' }
  | { type: 'download'; url: string };

export interface OnboardingOptionsInput {
  provider: EmbeddedWalletProvider | undefined;
  /** A MetaMask Solana wallet is in the wallet list, installed. */
  metamaskWalletInstalled: boolean;
  /** An EVM MetaMask provider is injected (see isMetamaskInjected). */
  metamaskInjected: boolean;
  /** Where 'get a wallet' points (e.g. the first preferred wallet's download page). */
  downloadUrl: string;
}

/**
 * The Onboarding view's choices: Google (and Apple) sign-in when a service offers them, MetaMask
 * only when it is available (its Solana wallet, else EVM sign-in through the service), and a
 * wallet download link.
 */
export function onboardingOptions(input: OnboardingOptionsInput): OnboardingOption[] {
  const methods = input.provider?.loginMethods ?? [];
  const options: OnboardingOption[] = [];
  for (const method of ['google', 'apple'] as const) {
    if (methods.includes(method)) options.push({ type: 'embedded', method });
  }
  if (input.metamaskWalletInstalled) options.push({ type: 'metamask', via: 'wallet' });
  else if (input.metamaskInjected && methods.includes('evm'))
    options.push({ type: 'metamask', via: 'embedded' });
  options.push({ type: 'download', url: input.downloadUrl });
  return options;
}

/** Builds a provider from the service's app id; an app that bundles a vendor SDK supplies one. */
export type EmbeddedWalletProviderFactory = (appId: string) => EmbeddedWalletProvider;

/**
 * The embedded-wallet provider to use: one only when an app id is configured and an
 * implementation is supplied. Otherwise undefined, which hides the Google / Apple / EVM entries.
 */
export function resolveEmbeddedWalletProvider(
  appId: string | undefined,
  factory: EmbeddedWalletProviderFactory | undefined,
): EmbeddedWalletProvider | undefined {
  const id = appId?.trim();
  if (!id || factory === undefined) return undefined;
  return factory(id);
}
