import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { classNames } from '../../internal/classNames';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight. Defaults to 'primary'. */
  variant?: ButtonVariant;
  /** Height and padding. Defaults to 'md'. */
  size?: ButtonSize;
  /**
   * Shows a spinner, sets aria-busy and ignores clicks. The button stays focusable so keyboard
   * focus is not lost while an action runs.
   */
  loading?: boolean;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  /** Content before the label (an icon); replaced by the spinner while loading. */
  startIcon?: ReactNode;
  /** Content after the label (an icon). */
  endIcon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  startIcon,
  endIcon,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      type={type}
      className={classNames(
        'keel-button',
        `keel-button--${variant}`,
        `keel-button--${size}`,
        fullWidth && 'keel-button--full-width',
        loading && 'keel-button--loading',
        className,
      )}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading ? (
        <span className="keel-spinner" aria-hidden="true" />
      ) : (
        startIcon && (
          <span className="keel-button__icon" aria-hidden="true">
            {startIcon}
          </span>
        )
      )}
      {children !== undefined && children !== null && (
        <span className="keel-button__label">{children}</span>
      )}
      {endIcon && (
        <span className="keel-button__icon" aria-hidden="true">
          {endIcon}
        </span>
      )}
    </button>
  );
}
