import { type RefObject, useContext, useEffect, useState } from 'react';
import { lockScroll } from '../scrollLock';
import { tabbableElements, trapTabKey } from '../tabbable';
import { useLatest } from '../useLatest';
import { isTopDialog, ParentDialogContext, pushDialog, removeDialog } from './dialogStack';

export interface ModalBehaviourOptions {
  /** The element with role="dialog". */
  panelRef: RefObject<HTMLElement | null>;
  /** Where to look for the first focusable element when the dialog opens. */
  contentRef: RefObject<HTMLElement | null>;
  /** Focused when the content has nothing focusable (the close button). */
  fallbackFocusRef: RefObject<HTMLElement | null>;
  /** Focused on open instead of the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  onClose: () => void;
}

/** True when `target` sits in some other modal dialog, e.g. one a third-party library opened. */
function isInForeignDialog(target: EventTarget | null, panel: HTMLElement): boolean {
  if (!(target instanceof Element)) return false;
  const dialog = target.closest('[aria-modal="true"]');
  return dialog !== null && dialog !== panel;
}

function focusInitial(options: ModalBehaviourOptions): void {
  const panel = options.panelRef.current;
  if (!panel) return;
  // An element inside that took focus itself (autoFocus) keeps it.
  if (document.activeElement !== panel && panel.contains(document.activeElement)) return;
  const content = options.contentRef.current;
  const target =
    options.initialFocusRef?.current ??
    (content ? tabbableElements(content)[0] : undefined) ??
    options.fallbackFocusRef.current ??
    panel;
  target.focus();
}

/**
 * Behaviour shared by every modal surface while it is mounted: page scroll locked, focus moved in
 * and trapped, Escape closes, and focus returns to where it was when the surface closes.
 * Returns the dialog's token, which the surface provides to dialogs rendered inside it.
 */
export function useModalBehaviour(options: ModalBehaviourOptions): symbol {
  const [token] = useState(() => Symbol('keel-dialog'));
  const parent = useContext(ParentDialogContext);
  // Read during the first render, before any child can take focus with autoFocus.
  const [returnTarget] = useState(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );
  const latest = useLatest(options);

  useEffect(() => lockScroll(), []);

  useEffect(() => {
    pushDialog(token, parent);

    const onKeyDown = (event: KeyboardEvent) => {
      const panel = latest.current.panelRef.current;
      if (!panel || !isTopDialog(token) || isInForeignDialog(event.target, panel)) return;
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        latest.current.onClose();
      } else if (event.key === 'Tab') {
        trapTabKey(event, panel);
      }
    };
    // Focus that lands behind the dialog (e.g. from the browser's own UI) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      const panel = latest.current.panelRef.current;
      if (!panel || !isTopDialog(token)) return;
      const target = event.target;
      if (target instanceof Node && !panel.contains(target) && !isInForeignDialog(target, panel)) {
        focusInitial(latest.current);
      }
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    // A dialog opened together with one inside it leaves focus to the inner one.
    if (isTopDialog(token)) focusInitial(latest.current);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      removeDialog(token);
    };
  }, [token, parent, latest]);

  useEffect(
    () => () => {
      if (returnTarget instanceof HTMLElement && returnTarget.isConnected) {
        returnTarget.focus();
      }
    },
    [returnTarget],
  );

  return token;
}
