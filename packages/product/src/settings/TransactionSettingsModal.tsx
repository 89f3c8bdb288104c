import { Modal } from '@keel/ui-kit';
import { TransactionSettingsForm } from './TransactionSettingsForm';

export interface TransactionSettingsModalProps {
  open: boolean;
  onClose: () => void;
}

/** The transaction settings in a modal; loaded when the header's settings button is first used. */
export default function TransactionSettingsModal({ open, onClose }: TransactionSettingsModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Transaction settings" closeOnOverlayClick>
      {open ? <TransactionSettingsForm onDone={onClose} /> : null}
    </Modal>
  );
}
