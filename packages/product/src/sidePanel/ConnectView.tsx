import { Button } from '@keel/ui-kit';
import {
  sortWallets,
  splitSidePanelWallets,
  type WalletEntry,
  withSuggestedWallets,
} from '@keel/wallet-connect';
import { useMemo, useState } from 'react';
import { SelectWalletModal } from './SelectWalletModal';
import { WalletButtonList } from './WalletButtonList';

export interface ConnectViewProps {
  wallets: readonly WalletEntry[];
  lastWalletName: string | null;
  onSelect(wallet: WalletEntry): void;
  onOnboarding(): void;
}

/**
 * The Connect view (O§2.7): the first 5 wallets in the preferred order, 'All Wallets' for the
 * rest (the 'Select your wallet' modal), 'Recent' on the last-used one, and the way to onboarding.
 */
export function ConnectView({ wallets, lastWalletName, onSelect, onOnboarding }: ConnectViewProps) {
  const [allOpen, setAllOpen] = useState(false);
  const sorted = useMemo(() => sortWallets(withSuggestedWallets(wallets)), [wallets]);
  const { visible, more } = useMemo(() => splitSidePanelWallets(sorted), [sorted]);
  return (
    <div className="keel-side-panel__connect">
      <WalletButtonList wallets={visible} lastWalletName={lastWalletName} onSelect={onSelect} />
      {more.length > 0 ? (
        <Button variant="ghost" aria-haspopup="dialog" onClick={() => setAllOpen(true)}>
          All Wallets
        </Button>
      ) : null}
      <Button variant="ghost" onClick={onOnboarding}>
        I don’t have a Solana Wallet
      </Button>
      <SelectWalletModal
        open={allOpen}
        wallets={sorted}
        lastWalletName={lastWalletName}
        onSelect={onSelect}
        onClose={() => setAllOpen(false)}
      />
    </div>
  );
}
