import { Modal } from '@keel/ui-kit';
import { useState } from 'react';
import { WalletButton } from './WalletButton';

/**
 * The header's wallet entry. Wallet adapters are not wired into this build yet, so the button
 * explains that instead of pretending to connect.
 */
export function WalletEntry() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <WalletButton onClick={() => setOpen(true)} />
      <Modal open={open} onClose={() => setOpen(false)} title="Connect Wallet" closeOnOverlayClick>
        <p>Wallet connection is not available in this build yet.</p>
      </Modal>
    </>
  );
}
