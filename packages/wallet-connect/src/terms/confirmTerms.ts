import bs58 from 'bs58';
import { encodeTermsMessage } from './acknowledgementMessage';

export const CONNECT_WALLET_FAILED_MESSAGE = 'Failed to connect wallet. Please, try again';

/** Everything the confirm procedure does to the world, injected so it can be tested. */
export interface ConfirmTermsEffects {
  /** Selects and connects the wallet; rejects when the user refuses or the wallet fails. */
  connect(walletName: string): Promise<void>;
  /**
   * Signs with the wallet just connected (read it at call time, not before connecting: see
   * signMessageWithAdapter); rejects when the wallet cannot sign messages.
   */
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  disconnect(): Promise<void>;
  setTermsConfirmed(): void;
  setLastWalletName(name: string): void;
  clearLastWalletName(): void;
  termsSignature(): string | null;
  setTermsSignature(signature: string): void;
  /** Sends the error to error reporting (benign errors are filtered there). */
  reportError(error: unknown): void;
  showErrorToast(message: string): void;
}

export interface ConfirmTermsInput {
  walletName: string;
  /** The terms-signature flag (O§9, off by default). */
  signatureRequired: boolean;
  /** The acknowledgement text (termsAcknowledgementMessage). */
  message: string;
  effects: ConfirmTermsEffects;
}

export type ConfirmTermsResult = { ok: true } | { ok: false; error: unknown };

/**
 * The disclaimer popup's confirm (O§4.1): connect, mark the terms confirmed, remember the
 * wallet, and when the signature flag is on and no signature is stored, have the wallet sign the
 * acknowledgement and store the signature (base58). On any failure: report it, show the error
 * toast, forget the wallet and disconnect. Never rejects; the result says how it went.
 */
export async function confirmTerms(input: ConfirmTermsInput): Promise<ConfirmTermsResult> {
  const { effects } = input;
  try {
    await effects.connect(input.walletName);
    effects.setTermsConfirmed();
    effects.setLastWalletName(input.walletName);
    if (input.signatureRequired && effects.termsSignature() === null) {
      const signature = await effects.signMessage(encodeTermsMessage(input.message));
      effects.setTermsSignature(bs58.encode(signature));
    }
    return { ok: true };
  } catch (error) {
    effects.reportError(error);
    effects.showErrorToast(CONNECT_WALLET_FAILED_MESSAGE);
    effects.clearLastWalletName();
    try {
      await effects.disconnect();
    } catch (disconnectError) {
      effects.reportError(disconnectError);
    }
    return { ok: false, error };
  }
}
