/** What the header's Connect Wallet button (or any wallet-gated button) does (O§4.1). */
export type ConnectButtonAction = 'openDisclaimer' | 'runOwnAction' | 'openSidePanel' | 'none';

export interface ConnectButtonInput {
  termsConfirmed: boolean;
  walletConnected: boolean;
  /** The terms page never shows the disclaimer popup. */
  onTermsPage: boolean;
}

/**
 * Terms not confirmed → the disclaimer popup (nothing on the terms page itself); confirmed and
 * connected → the button's own action; confirmed but not connected → the side panel.
 */
export function connectButtonAction(input: ConnectButtonInput): ConnectButtonAction {
  if (!input.termsConfirmed) return input.onTermsPage ? 'none' : 'openDisclaimer';
  return input.walletConnected ? 'runOwnAction' : 'openSidePanel';
}
