import { type UIEvent, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { defaultDisclaimerWallet, sortWallets } from '../wallets/walletOrder';
import { type ConfirmTermsEffects, type ConfirmTermsResult, confirmTerms } from './confirmTerms';
import { type TermsGateState, termsGateState } from './termsGate';
import { isScrolledToBottom } from './termsScroll';

export interface UseTermsGateOptions<T extends { name: string }> {
  wallets: readonly T[];
  /** The terms-signature flag. */
  signatureRequired: boolean;
  /** The acknowledgement text (termsAcknowledgementMessage). */
  message: string;
  effects: ConfirmTermsEffects;
  /** Called after a successful confirm (close the popup). */
  onConfirmed?: () => void;
  /** Closes the popup; Cancel calls it and disconnects. */
  onClose: () => void;
}

export interface TermsGate<T> {
  /** The wallets in the preferred order. */
  wallets: T[];
  /** The chosen wallet; preselected as the first in the preferred order. */
  selectedWalletName: string | undefined;
  selectWallet(name: string): void;
  scrolled: boolean;
  accepted: boolean;
  /** Ticks or clears the checkbox; ignored while the checkbox is disabled. */
  setAccepted(accepted: boolean): void;
  /** onScroll handler for the terms area. */
  onTermsScroll(event: UIEvent<HTMLElement>): void;
  /** Ref for the terms area: a text short enough to need no scrolling counts as read. */
  termsRef(element: HTMLElement | null): void;
  connecting: boolean;
  gate: TermsGateState;
  /** Runs the confirm procedure; undefined when the button is disabled. */
  confirm(): Promise<ConfirmTermsResult | undefined>;
  /** Closes the popup and disconnects. */
  cancel(): Promise<void>;
}

/** The disclaimer popup's state and handlers, without any markup (O§4.1). */
export function useTermsGate<T extends { name: string }>(
  options: UseTermsGateOptions<T>,
): TermsGate<T> {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const wallets = useMemo(() => sortWallets(options.wallets), [options.wallets]);
  const [chosenWallet, setChosenWallet] = useState<string | undefined>(undefined);
  const [scrolled, setScrolled] = useState(false);
  const [accepted, setAcceptedState] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const gate = termsGateState({ scrolled, accepted, connecting });
  const selectedWalletName = chosenWallet ?? defaultDisclaimerWallet(wallets)?.name;

  const markScrolled = useCallback((element: HTMLElement) => {
    if (isScrolledToBottom(element)) setScrolled(true);
  }, []);

  const confirm = async (): Promise<ConfirmTermsResult | undefined> => {
    if (!gate.confirmEnabled || selectedWalletName === undefined) return undefined;
    setConnecting(true);
    const { effects, message, signatureRequired } = latest.current;
    try {
      const result = await confirmTerms({
        walletName: selectedWalletName,
        signatureRequired,
        message,
        effects,
      });
      if (result.ok) latest.current.onConfirmed?.();
      return result;
    } finally {
      setConnecting(false);
    }
  };

  const cancel = async (): Promise<void> => {
    const { effects, onClose } = latest.current;
    onClose();
    try {
      await effects.disconnect();
    } catch (error) {
      effects.reportError(error);
    }
  };

  return {
    wallets,
    selectedWalletName,
    selectWallet: setChosenWallet,
    scrolled,
    accepted,
    setAccepted: (value) => {
      if (gate.checkboxEnabled) setAcceptedState(value);
    },
    onTermsScroll: (event) => markScrolled(event.currentTarget),
    termsRef: useCallback(
      (element: HTMLElement | null) => {
        if (element !== null) markScrolled(element);
      },
      [markScrolled],
    ),
    connecting,
    gate,
    confirm,
    cancel,
  };
}
