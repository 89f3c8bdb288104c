import { Button, Modal, Tooltip, useToast } from '@keel/ui-kit';
import {
  type ConfirmTermsEffects,
  type TermsStorage,
  termsAcknowledgementMessage,
  useTermsGate,
  type WalletEntry,
} from '@keel/wallet-connect';
import { useId } from 'react';
import { useBrand } from '../../brand/BrandContext';
import { openExternalUrl } from '../../links/externalUrl';
import { TermsScrollArea } from './TermsScrollArea';

export interface DisclaimerModalProps {
  open: boolean;
  wallets: readonly WalletEntry[];
  signatureRequired: boolean;
  /** Connects, disconnects and signs through the wallet runtime. */
  wallet: Pick<ConfirmTermsEffects, 'connect' | 'disconnect' | 'signMessage'>;
  terms: TermsStorage;
  reportError(error: unknown): void;
  onClose(): void;
  /**
   * Where a wallet that cannot connect here sends the user instead (a deep link on mobile, a
   * download page); undefined to connect. The terms are then left unconfirmed.
   */
  redirectFor?(wallet: WalletEntry): string | undefined;
  /** Opens a redirect; a new window by default. */
  openUrl?(url: string): void;
}

/**
 * 'Connect your Solana wallet' (O§4.1): pick a wallet, read the terms to the bottom, tick the
 * box, connect. The rules live in wallet-connect's useTermsGate; this is the markup.
 */
export function DisclaimerModal(props: DisclaimerModalProps) {
  if (!props.open) return null;
  return <DisclaimerContent {...props} />;
}

function DisclaimerContent({
  wallets,
  signatureRequired,
  wallet,
  terms,
  reportError,
  onClose,
  redirectFor,
  openUrl = openExternalUrl,
}: DisclaimerModalProps) {
  const brand = useBrand();
  const toast = useToast();
  const checkboxId = useId();
  const gate = useTermsGate({
    wallets,
    signatureRequired,
    message: termsAcknowledgementMessage(brand.name),
    effects: {
      ...wallet,
      setTermsConfirmed: terms.setTermsConfirmed,
      setLastWalletName: terms.setLastWalletName,
      clearLastWalletName: terms.clearLastWalletName,
      termsSignature: terms.termsSignature,
      setTermsSignature: terms.setTermsSignature,
      reportError,
      showErrorToast: (message) => toast.error(message),
    },
    onConfirmed: onClose,
    onClose,
  });
  const { checkboxEnabled, confirmEnabled, tooltip } = gate.gate;
  const onConnect = () => {
    const chosen = gate.wallets.find((entry) => entry.name === gate.selectedWalletName);
    const redirect = chosen && confirmEnabled ? redirectFor?.(chosen) : undefined;
    if (redirect !== undefined) {
      openUrl(redirect);
      onClose();
      return;
    }
    void gate.confirm();
  };
  const connectButton = (
    <Button
      variant="primary"
      disabled={!confirmEnabled}
      loading={gate.connecting}
      onClick={onConnect}
    >
      Connect Wallet
    </Button>
  );
  return (
    <Modal
      open
      size="lg"
      title="Connect your Solana wallet"
      onClose={() => void gate.cancel()}
      className="keel-disclaimer"
      footer={
        <div className="keel-disclaimer__actions">
          <Button variant="secondary" onClick={() => void gate.cancel()}>
            Cancel
          </Button>
          {tooltip ? <Tooltip content={tooltip}>{connectButton}</Tooltip> : connectButton}
        </div>
      }
    >
      <fieldset className="keel-disclaimer__wallets">
        <legend className="keel-disclaimer__legend">Wallet</legend>
        {gate.wallets.map((entry) => (
          <label key={entry.name} className="keel-disclaimer__wallet">
            <input
              type="radio"
              name="disclaimer-wallet"
              value={entry.name}
              checked={gate.selectedWalletName === entry.name}
              onChange={() => gate.selectWallet(entry.name)}
            />
            <img src={entry.icon} alt="" width={20} height={20} />
            <span>{entry.name}</span>
          </label>
        ))}
      </fieldset>
      <TermsScrollArea onScroll={gate.onTermsScroll} areaRef={gate.termsRef} />
      <div className="keel-disclaimer__accept">
        <input
          id={checkboxId}
          type="checkbox"
          disabled={!checkboxEnabled}
          checked={gate.accepted}
          onChange={(event) => gate.setAccepted(event.target.checked)}
        />
        <label htmlFor={checkboxId}>I have read and accept the Terms and Conditions</label>
      </div>
    </Modal>
  );
}
