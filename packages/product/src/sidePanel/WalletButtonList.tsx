import { Tag } from '@keel/ui-kit';
import { isRecentWallet, type WalletEntry } from '@keel/wallet-connect';
import { WalletReadyState } from '@solana/wallet-adapter-base';

const detected = (state: WalletReadyState) =>
  state === WalletReadyState.Installed || state === WalletReadyState.Loadable;

/** Wallets as buttons: icon, name, 'Recent' on the last-used one, 'Not installed' when absent. */
export function WalletButtonList({
  wallets,
  lastWalletName,
  onSelect,
}: {
  wallets: readonly WalletEntry[];
  lastWalletName: string | null;
  onSelect(wallet: WalletEntry): void;
}) {
  return (
    <ul className="keel-side-panel__wallets">
      {wallets.map((wallet) => (
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
  );
}
