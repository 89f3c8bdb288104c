import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { LightningIcon } from '../../icons/LightningIcon';
import { classNames } from '../../internal/classNames';

export type TagVariant = 'beta' | 'new' | 'lightning' | 'comingSoon' | 'neutral';

export interface TagProps extends ComponentPropsWithoutRef<'span'> {
  /** Defaults to 'neutral'. */
  variant?: TagVariant;
  /** Text of the tag. Without it beta, new and comingSoon show 'Beta', 'New' and 'Coming Soon'. */
  children?: ReactNode;
  /** Accessible name of the lightning icon. Defaults to 'Highlighted'. */
  iconLabel?: string;
}

const DEFAULT_TEXT: Partial<Record<TagVariant, string>> = {
  beta: 'Beta',
  new: 'New',
  comingSoon: 'Coming Soon',
};

const MODIFIER: Record<TagVariant, string> = {
  beta: 'beta',
  new: 'new',
  lightning: 'lightning',
  comingSoon: 'coming-soon',
  neutral: 'neutral',
};

/** A small label beside a navigation item or a title. */
export function Tag({
  variant = 'neutral',
  children,
  iconLabel = 'Highlighted',
  className,
  ...rest
}: TagProps) {
  const text = children ?? DEFAULT_TEXT[variant];
  const iconOnly = variant === 'lightning' && (text === undefined || text === null || text === '');
  return (
    <span
      {...rest}
      className={classNames(
        'keel-tag',
        `keel-tag--${MODIFIER[variant]}`,
        iconOnly && 'keel-tag--icon-only',
        className,
      )}
    >
      {variant === 'lightning' && (
        <span role="img" aria-label={iconLabel} className="keel-tag__icon">
          <LightningIcon />
        </span>
      )}
      {text}
    </span>
  );
}
