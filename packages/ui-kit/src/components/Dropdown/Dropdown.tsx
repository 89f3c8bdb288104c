import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { classNames } from '../../internal/classNames';
import { type ListMove, nextIndex } from '../../internal/nextIndex';
import { useLatest } from '../../internal/useLatest';
import { MenuContext, type MenuContextValue } from './menuContext';

export interface DropdownProps {
  /** Content of the trigger button. */
  label: ReactNode;
  /** The menu: `MenuItem` and `MenuSeparator` elements. */
  children: ReactNode;
  /** Open while a mouse pointer rests on the trigger or the menu. Defaults to true. */
  openOnHover?: boolean;
  /** Milliseconds before a hover-opened menu closes after the pointer leaves. Defaults to 150. */
  closeDelay?: number;
  /** Which edge of the trigger the menu lines up with. Defaults to 'start'. */
  align?: 'start' | 'end';
  /** Shows a chevron after the label. Defaults to true. */
  showChevron?: boolean;
  /** Accessible name of the menu; defaults to the trigger's text. */
  menuLabel?: string;
  disabled?: boolean;
  /** Called whenever the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  className?: string;
  triggerClassName?: string;
  menuClassName?: string;
}

const MENU_MOVE_BY_KEY: Partial<Record<string, ListMove>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/** Keys on the closed (or open) trigger and the item they put focus on. */
const TRIGGER_FOCUS_BY_KEY: Partial<Record<string, ListMove>> = {
  ArrowDown: 'first',
  Enter: 'first',
  ' ': 'first',
  ArrowUp: 'last',
};

/** How the menu was opened decides how it closes: hover menus close when the pointer leaves. */
type OpenReason = 'hover' | 'click' | 'keyboard';

export function Dropdown({
  label,
  children,
  openOnHover = true,
  closeDelay = 150,
  align = 'start',
  showChevron = true,
  menuLabel,
  disabled = false,
  onOpenChange,
  className,
  triggerClassName,
  menuClassName,
}: DropdownProps) {
  const triggerId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const openReason = useRef<OpenReason>('click');
  const pendingFocus = useRef<ListMove | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onOpenChangeRef = useLatest(onOpenChange);
  const reportedOpen = useRef(false);

  const cancelScheduledClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);

  const openMenu = (reason: OpenReason, focus: ListMove | null = null) => {
    cancelScheduledClose();
    openReason.current = reason;
    pendingFocus.current = focus;
    setOpen(true);
  };

  const closeMenu = useCallback(
    (returnFocus: boolean) => {
      cancelScheduledClose();
      setOpen(false);
      if (returnFocus) triggerRef.current?.focus();
    },
    [cancelScheduledClose],
  );

  const menuItems = (): HTMLElement[] =>
    menuRef.current
      ? Array.from(menuRef.current.querySelectorAll<HTMLElement>('[role="menuitem"]'))
      : [];

  const moveFocus = (move: ListMove) => {
    const items = menuItems();
    const current = items.indexOf(document.activeElement as HTMLElement);
    items[nextIndex(current, items.length, move)]?.focus();
  };

  // Keyboard-opened menus put focus on an item once the items exist.
  // biome-ignore lint/correctness/useExhaustiveDependencies: moveFocus reads refs only.
  useEffect(() => {
    if (open && pendingFocus.current) {
      moveFocus(pendingFocus.current);
      pendingFocus.current = null;
    }
  }, [open]);

  useEffect(() => {
    if (reportedOpen.current === open) return;
    reportedOpen.current = open;
    onOpenChangeRef.current?.(open);
  }, [open, onOpenChangeRef]);

  // A press anywhere outside closes the menu without moving focus.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) {
        closeMenu(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, closeMenu]);

  useEffect(() => cancelScheduledClose, [cancelScheduledClose]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || disabled) return;
    cancelScheduledClose();
    if (openOnHover && !open) openMenu('hover');
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !open || openReason.current !== 'hover') return;
    cancelScheduledClose();
    closeTimer.current = setTimeout(() => closeMenu(false), closeDelay);
  };

  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!open) {
      // detail 0: a click synthesised by assistive technology, treated like the keyboard.
      openMenu(event.detail === 0 ? 'keyboard' : 'click', event.detail === 0 ? 'first' : null);
    } else if (openReason.current === 'hover') {
      // Clicking a hover-opened menu keeps it open after the pointer leaves.
      openReason.current = 'click';
    } else {
      closeMenu(false);
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const focus = TRIGGER_FOCUS_BY_KEY[event.key];
    if (focus) {
      event.preventDefault();
      if (open) moveFocus(focus);
      else openMenu('keyboard', focus);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      closeMenu(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MENU_MOVE_BY_KEY[event.key];
    if (move) {
      event.preventDefault();
      moveFocus(move);
    } else if (event.key === 'Escape') {
      // Handled here so that a surrounding modal stays open.
      event.preventDefault();
      event.stopPropagation();
      closeMenu(true);
    } else if (event.key === ' ' && event.target instanceof HTMLElement) {
      // Links have no Space activation of their own; buttons do (on key up).
      if (event.target.tagName !== 'BUTTON') {
        event.preventDefault();
        event.target.click();
      }
    }
  };

  // Tabbing (or clicking) away from both trigger and menu closes it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) closeMenu(false);
  };

  const context = useMemo<MenuContextValue>(
    () => ({ closeMenu: () => closeMenu(true) }),
    [closeMenu],
  );

  return (
    // Hover and focus-out on the wrapper only decide when the menu closes; the trigger and the
    // items are the interactive elements.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above.
    <div
      ref={rootRef}
      className={classNames('keel-dropdown', open && 'keel-dropdown--open', className)}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={classNames('keel-dropdown__trigger', triggerClassName)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        {showChevron && <ChevronDownIcon className="keel-dropdown__chevron" />}
      </button>
      {open && (
        <div className={classNames('keel-dropdown__popover', `keel-dropdown__popover--${align}`)}>
          <MenuContext.Provider value={context}>
            <div
              ref={menuRef}
              id={menuId}
              role="menu"
              aria-label={menuLabel}
              aria-labelledby={menuLabel ? undefined : triggerId}
              className={classNames('keel-menu', menuClassName)}
              onKeyDown={onMenuKeyDown}
            >
              {children}
            </div>
          </MenuContext.Provider>
        </div>
      )}
    </div>
  );
}
