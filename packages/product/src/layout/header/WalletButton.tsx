import { shortenAddress } from '@keel/core-math';
import { Button } from '@keel/ui-kit';

export interface WalletButtonProps {
  /** The connected wallet's address; absent while no wallet is connected. */
  address?: string | undefined;
  onClick: () => void;
}

/** 'Connect Wallet', or the connected address shortened to its first and last 4 characters. */
export function WalletButton({ address, onClick }: WalletButtonProps) {
  if (!address) {
    return (
      <Button variant="primary" onClick={onClick}>
        Connect Wallet
      </Button>
    );
  }
  return (
    <Button variant="secondary" onClick={onClick} title={address}>
      {shortenAddress(address)}
    </Button>
  );
}
