import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { classNames } from '../../internal/classNames';
import { useMenuContext } from './menuContext';

/** Props to spread on the element that `MenuItem.render` returns. */
export interface MenuItemRenderProps {
  role: 'menuitem';
  tabIndex: -1;
  className: string;
  'aria-disabled': true | undefined;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

export interface MenuItemProps {
  /** Content of the default button; ignored when `render` is given. */
  children?: ReactNode;
  /** Called when the item is chosen by click, Enter or Space. */
  onSelect?: () => void;
  /** Keeps the item focusable but inert: it cannot be chosen and does not navigate. */
  disabled?: boolean;
  /** Close the menu after choosing. Defaults to true. */
  closeOnSelect?: boolean;
  /**
   * Renders a custom element instead of the default button, e.g. a router link:
   * `render={(props) => <Link {...props} to="/earn">Earn</Link>}`.
   */
  render?: (props: MenuItemRenderProps) => ReactElement;
  className?: string;
}

export function MenuItem({
  children,
  onSelect,
  disabled = false,
  closeOnSelect = true,
  render,
  className,
}: MenuItemProps) {
  const { closeMenu } = useMenuContext();

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (disabled) {
      // A disabled link must not navigate either.
      event.preventDefault();
      return;
    }
    onSelect?.();
    if (closeOnSelect) closeMenu();
  };

  const itemProps: MenuItemRenderProps = {
    role: 'menuitem',
    tabIndex: -1,
    className: classNames('keel-menu__item', disabled && 'keel-menu__item--disabled', className),
    'aria-disabled': disabled || undefined,
    onClick,
  };

  return render ? (
    render(itemProps)
  ) : (
    <button type="button" {...itemProps}>
      {children}
    </button>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <hr className="keel-menu__separator" />;
}
