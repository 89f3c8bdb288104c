import { type DialogBaseProps, DialogFrame } from '../../internal/dialog/DialogFrame';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps extends DialogBaseProps {
  /** Maximum width: 'sm' 400px, 'md' 520px, 'lg' 720px. Defaults to 'md'. */
  size?: ModalSize;
  /** Close when the dimmed area around the dialog is clicked. Defaults to false. */
  closeOnOverlayClick?: boolean;
}

/**
 * A centred dialog over a dimmed page. While open the page does not scroll, focus stays inside,
 * Escape and the close button call `onClose`, and focus returns to where it was on close.
 */
export function Modal({ open, size = 'md', closeOnOverlayClick = false, ...rest }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return (
    <DialogFrame
      {...rest}
      block="keel-modal"
      modifiers={[`keel-modal--${size}`]}
      closeOnOverlayClick={closeOnOverlayClick}
    />
  );
}
