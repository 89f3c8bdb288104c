import { shortenAddress } from '@keel/core-math';
import { Modal } from '@keel/ui-kit';
import { LiquidationForm } from './LiquidationForm';

/** The liquidation form of one obligation in a dialog, opened from its row. */
export function LiquidateDialog({
  market,
  obligation,
  onClose,
}: {
  market: string;
  /** The obligation to liquidate; null keeps the dialog closed. */
  obligation: string | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={obligation !== null}
      onClose={onClose}
      title={obligation ? `Liquidate ${shortenAddress(obligation)}` : 'Liquidate'}
      size="sm"
    >
      {obligation ? (
        <LiquidationForm market={market} obligation={obligation} onDone={onClose} />
      ) : null}
    </Modal>
  );
}
