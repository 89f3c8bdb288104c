import { Button, Tag } from '@keel/ui-kit';
import {
  isRecentWallet,
  sortWallets,
  splitSidePanelWallets,
  type WalletEntry,
  withSuggestedWallets,
} from '@keel/wallet-connect';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { useMemo, useState } from 'react';

export interface ConnectViewProps<T extends WalletEntry> {
  wallets: readonly T[];
  lastWalletName: string | null;
  onSelect(wallet: WalletEntry): void;
  onOnboarding(): void;
}

const detected = (state: WalletReadyState) =>
  state === WalletReadyState.Installed || state === WalletReadyState.Loadable;

/**
 * The Connect view (O§2.7): the first 5 wallets in the preferred order, 'All Wallets' for the
 * rest, 'Recent' on the last-used one, and the way to onboarding.
 */
export function ConnectView<T extends WalletEntry>({
  wallets,
  lastWalletName,
  onSelect,
  onOnboarding,
}: ConnectViewProps<T>) {
  const [showAll, setShowAll] = useState(false);
  const { visible, more } = useMemo(
    () => splitSidePanelWallets(sortWallets(withSuggestedWallets(wallets))),
    [wallets],
  );
  const shown = showAll ? [...visible, ...more] : visible;
  return (
    <div className="keel-side-panel__connect">
      <ul className="keel-side-panel__wallets">
        {shown.map((wallet) => (
          <li key={wallet.name}>
            <button
              type="button"
              className="keel-side-panel__wallet"
              onClick={() => onSelect(wallet)}
            >
              <img src={wallet.icon} alt="" width={24} height={24} />
              <span className="keel-side-panel__wallet-name">{wallet.name}</span>
              {isRecentWallet(wallet, lastWalletName) ? <Tag>Recent</Tag> : null}
              {detected(wallet.readyState) ? null : (
                <span className="keel-side-panel__muted">Not installed</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {more.length > 0 ? (
        <Button variant="ghost" aria-expanded={showAll} onClick={() => setShowAll((v) => !v)}>
          All Wallets
        </Button>
      ) : null}
      <Button variant="ghost" onClick={onOnboarding}>
        I don’t have a Solana Wallet
      </Button>
    </div>
  );
}
