import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../../internal/classNames';

export type IconButtonVariant = 'ghost' | 'secondary' | 'primary';
export type IconButtonSize = 'sm' | 'md' | 'lg';

export interface IconButtonProps
  extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** Accessible name, required because the button shows only an icon. */
  label: string;
  /** The icon; hidden from assistive technology. */
  icon: ReactNode;
  /** Defaults to 'ghost'. */
  variant?: IconButtonVariant;
  /** Defaults to 'md'. */
  size?: IconButtonSize;
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      className={classNames(
        'keel-icon-button',
        `keel-icon-button--${variant}`,
        `keel-icon-button--${size}`,
        className,
      )}
    >
      <span className="keel-icon-button__icon" aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}
