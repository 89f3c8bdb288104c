import type { CSSProperties } from 'react';
import { type DialogBaseProps, DialogFrame } from '../../internal/dialog/DialogFrame';

export type DrawerSide = 'left' | 'right';

export interface DrawerProps extends DialogBaseProps {
  /** Edge the drawer slides in from. Defaults to 'right'. */
  side?: DrawerSide;
  /**
   * CSS width of the drawer, e.g. '360px'. Defaults to the `--keel-drawer-width` token (320px).
   * Below 463px the drawer always takes the full viewport width.
   */
  width?: string;
  /** Close when the dimmed area beside the drawer is clicked. Defaults to true. */
  closeOnOverlayClick?: boolean;
}

/**
 * A full-height panel sliding in from one edge, with the same dialog behaviour as Modal:
 * scroll lock, focus trap, Escape, close button, focus return.
 */
export function Drawer({
  open,
  side = 'right',
  width,
  closeOnOverlayClick = true,
  ...rest
}: DrawerProps) {
  if (!open || typeof document === 'undefined') return null;
  const panelStyle = width
    ? ({ '--keel-drawer-width': width } as CSSProperties & Record<'--keel-drawer-width', string>)
    : undefined;
  return (
    <DialogFrame
      {...rest}
      block="keel-drawer"
      modifiers={[`keel-drawer--${side}`]}
      closeOnOverlayClick={closeOnOverlayClick}
      panelStyle={panelStyle}
    />
  );
}
