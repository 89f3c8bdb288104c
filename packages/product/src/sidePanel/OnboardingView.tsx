import {
  isMetamaskInjected,
  onboardingOptions,
  PREFERRED_WALLET_ORDER,
  type WalletEntry,
  walletDownloadUrl,
} from '@keel/wallet-connect';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { ExternalLink } from '../links/ExternalLink';

/**
 * Onboarding (O§2.7): Google login through the embedded-wallet service when one is configured
 * (none is, so it is hidden), MetaMask when that wallet is available, and a wallet download link.
 */
export function OnboardingView({
  wallets,
  onSelect,
}: {
  wallets: readonly WalletEntry[];
  onSelect(wallet: WalletEntry): void;
}) {
  const metamask = wallets.find(
    (w) => w.name === 'MetaMask' && w.readyState === WalletReadyState.Installed,
  );
  const firstPreferred = PREFERRED_WALLET_ORDER[0] ?? 'Phantom';
  const downloadUrl = walletDownloadUrl({ name: firstPreferred, url: '' }) ?? '';
  const options = onboardingOptions({
    provider: undefined,
    metamaskWalletInstalled: metamask !== undefined,
    metamaskInjected: typeof window !== 'undefined' && isMetamaskInjected(window),
    downloadUrl,
  });
  return (
    <ul className="keel-side-panel__onboarding">
      {options.map((option) => {
        if (option.type === 'metamask' && metamask) {
          return (
            <li key="metamask">
              <button
                type="button"
                className="keel-side-panel__wallet"
                onClick={() => onSelect(metamask)}
              >
                Metamask login
              </button>
            </li>
          );
        }
        if (option.type === 'download' && option.url) {
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
