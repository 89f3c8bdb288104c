import {
  type EmbeddedLoginMethod,
  type EmbeddedWalletProvider,
  isMetamaskInjected,
  onboardingOptions,
  PREFERRED_WALLET_ORDER,
  type WalletEntry,
  walletDownloadUrl,
} from '@keel/wallet-connect';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { ExternalLink } from '../links/ExternalLink';

const EMBEDDED_LABELS: Record<'google' | 'apple', string> = {
  google: 'Google login',
  apple: 'Apple login',
};

export interface OnboardingViewProps {
  wallets: readonly WalletEntry[];
  onSelect(wallet: WalletEntry): void;
  /** The embedded-wallet service; without one its sign-in entries are not shown. */
  embeddedProvider?: EmbeddedWalletProvider | undefined;
  /** Where to look for an injected MetaMask (window.ethereum); the page's window by default. */
  scope?: object | undefined;
  reportError?(error: unknown): void;
}

/**
 * Onboarding (O§2.7): Google (and Apple) login through the embedded-wallet service when one is
 * configured, Metamask login only when MetaMask is available, and a wallet download link.
 */
export function OnboardingView({
  wallets,
  onSelect,
  embeddedProvider,
  scope = typeof window === 'undefined' ? undefined : window,
  reportError,
}: OnboardingViewProps) {
  const metamask = wallets.find(
    (w) => w.name === 'MetaMask' && w.readyState === WalletReadyState.Installed,
  );
  const embeddedEntry = wallets.find((w) => w.name === embeddedProvider?.adapter.name);
  const firstPreferred = PREFERRED_WALLET_ORDER[0] ?? 'Phantom';
  const downloadUrl = walletDownloadUrl({ name: firstPreferred, url: '' }) ?? '';
  const options = onboardingOptions({
    provider: embeddedProvider,
    metamaskWalletInstalled: metamask !== undefined,
    metamaskInjected: isMetamaskInjected(scope),
    downloadUrl,
  });
  // Sign in through the service, then connect the wallet it provides.
  const signIn = (method: EmbeddedLoginMethod) => {
    if (!embeddedProvider || !embeddedEntry) return;
    embeddedProvider.signIn(method).then(
      () => onSelect(embeddedEntry),
      (error: unknown) => reportError?.(error),
    );
  };
  return (
    <ul className="keel-side-panel__onboarding">
      {options.map((option) => {
        if (option.type === 'embedded') {
          return (
            <li key={option.method}>
              <button
                type="button"
                className="keel-side-panel__wallet"
                onClick={() => signIn(option.method)}
              >
                {EMBEDDED_LABELS[option.method]}
              </button>
            </li>
          );
        }
        if (option.type === 'metamask') {
          return (
            <li key="metamask">
              <button
                type="button"
                className="keel-side-panel__wallet"
                onClick={() => (metamask ? onSelect(metamask) : signIn('evm'))}
              >
                Metamask login
              </button>
            </li>
          );
        }
        if (option.url) {
          return (
            <li key="download">
              <ExternalLink href={option.url}>Get a {firstPreferred} wallet</ExternalLink>
            </li>
          );
        }
        return null;
      })}
    </ul>
  );
}
