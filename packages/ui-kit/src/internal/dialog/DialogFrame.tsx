import {
  type CSSProperties,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useId,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../../components/IconButton/IconButton';
import { CloseIcon } from '../../icons/CloseIcon';
import { classNames } from '../classNames';
import { ParentDialogContext } from './dialogStack';
import { useModalBehaviour } from './useModalBehaviour';

/** Props that every modal surface (Modal, Drawer) offers. */
export interface DialogBaseProps {
  /** Whether the surface is shown. It is unmounted while closed. */
  open: boolean;
  /** Called for Escape, the close button and (when enabled) a click on the overlay. */
  onClose: () => void;
  /** Heading of the dialog; it is also the dialog's accessible name. */
  title: ReactNode;
  /** Keeps the title for assistive technology but hides it visually. */
  hideTitle?: boolean;
  /** Optional text linked with aria-describedby. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions shown below the content. */
  footer?: ReactNode;
  /** Accessible name of the close button. Defaults to 'Close'. */
  closeLabel?: string;
  /** Receives focus on open instead of the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Extra class on the dialog panel. */
  className?: string;
}

interface DialogFrameProps extends Omit<DialogBaseProps, 'open'> {
  /** Block class of the panel, e.g. 'keel-modal'. */
  block: string;
  /** Modifier classes of the panel. */
  modifiers: string[];
  closeOnOverlayClick: boolean;
  panelStyle?: CSSProperties | undefined;
}

/** The mounted dialog: portal, overlay, panel, header with close button, body and footer. */
export function DialogFrame({
  block,
  modifiers,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  closeLabel = 'Close',
  initialFocusRef,
  className,
  closeOnOverlayClick,
  panelStyle,
  onClose,
}: DialogFrameProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  // A press that starts inside the panel and ends on the overlay (text selection) must not close.
  const pressStartedOnOverlay = useRef(false);

  const dialogToken = useModalBehaviour({
    panelRef,
    contentRef,
    fallbackFocusRef: closeButtonRef,
    initialFocusRef,
    onClose,
  });

  const onOverlayPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    const startedOnOverlay = pressStartedOnOverlay.current;
    pressStartedOnOverlay.current = false;
    if (closeOnOverlayClick && startedOnOverlay && event.target === event.currentTarget) {
      onClose();
    }
  };

  return createPortal(
    <ParentDialogContext.Provider value={dialogToken}>
      {/* The overlay is a pointer convenience; keyboard users close with Escape or the close button. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above. */}
      <div
        className={classNames('keel-dialog-overlay', `${block}-overlay`)}
        onPointerDown={onOverlayPointerDown}
        onClick={onOverlayClick}
      >
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          className={classNames('keel-dialog', block, ...modifiers, className)}
          style={panelStyle}
        >
          <div className="keel-dialog__header">
            <h2
              id={titleId}
              className={classNames('keel-dialog__title', hideTitle && 'keel-visually-hidden')}
            >
              {title}
            </h2>
            <IconButton
              ref={closeButtonRef}
              className="keel-dialog__close"
              label={closeLabel}
              icon={<CloseIcon />}
              size="sm"
              onClick={onClose}
            />
          </div>
          <div ref={contentRef} className="keel-dialog__body">
            {description && (
              <p id={descriptionId} className="keel-dialog__description">
                {description}
              </p>
            )}
            {children}
          </div>
          {footer && <div className="keel-dialog__footer">{footer}</div>}
        </div>
      </div>
    </ParentDialogContext.Provider>,
    document.body,
  );
}
