export const SCROLL_TERMS_TOOLTIP =
  'Please read & scroll through all Terms and Conditions before confirming.';
export const ACCEPT_TERMS_TOOLTIP = 'Please accept terms first.';

export interface TermsGateInput {
  /** The terms area was scrolled to the bottom. */
  scrolled: boolean;
  /** The acceptance checkbox is ticked. */
  accepted: boolean;
  /** A wallet connection is pending. */
  connecting: boolean;
}

export interface TermsGateState {
  /** The acceptance checkbox may be ticked. */
  checkboxEnabled: boolean;
  /** The popup's Connect Wallet button may be pressed. */
  confirmEnabled: boolean;
  /** Why Connect Wallet is disabled, shown as its tooltip; undefined when nothing is missing. */
  tooltip: string | undefined;
}

/** The disclaimer popup's rules (O§4.1, O§5). */
export function termsGateState({ scrolled, accepted, connecting }: TermsGateInput): TermsGateState {
  let tooltip: string | undefined;
  if (!scrolled) tooltip = SCROLL_TERMS_TOOLTIP;
  else if (!accepted) tooltip = ACCEPT_TERMS_TOOLTIP;
  return {
    checkboxEnabled: scrolled,
    confirmEnabled: scrolled && accepted && !connecting,
    tooltip,
  };
}
