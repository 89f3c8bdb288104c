import { Modal } from '@keel/ui-kit';
import type { WalletEntry } from '@keel/wallet-connect';
import { WalletButtonList } from './WalletButtonList';

/** 'Select your wallet' (O§4.1): every wallet in the preferred order; the overlay closes it. */
export function SelectWalletModal({
  open,
  wallets,
  lastWalletName,
  onSelect,
  onClose,
}: {
  open: boolean;
  wallets: readonly WalletEntry[];
  lastWalletName: string | null;
  onSelect(wallet: WalletEntry): void;
  onClose(): void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Select your wallet"
      size="sm"
      closeOnOverlayClick
      className="keel-select-wallet"
    >
      <WalletButtonList
        wallets={wallets}
        lastWalletName={lastWalletName}
        onSelect={(wallet) => {
          onClose();
          onSelect(wallet);
        }}
      />
    </Modal>
  );
}
