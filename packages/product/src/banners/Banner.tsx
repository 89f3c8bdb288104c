import { CloseIcon, IconButton } from '@keel/ui-kit';
import { type ReactNode, useState } from 'react';

/** Text longer than this starts collapsed behind 'Read more'. */
export const BANNER_COLLAPSE_CHARS = 120;

export interface BannerProps {
  /** Accessible name of the banner region. */
  label: string;
  /** The banner's plain text, used to decide whether it starts collapsed. */
  text: string;
  children?: ReactNode;
  tone?: 'info' | 'warning';
  onDismiss(): void;
}

/**
 * One dismissible banner (O§2.8); long text starts collapsed with 'Read more'. The static shell
 * paints the swap banner with this markup before React (shell/appShellMarkup.ts): change both.
 */
export function Banner({ label, text, children, tone = 'info', onDismiss }: BannerProps) {
  const long = text.length > BANNER_COLLAPSE_CHARS;
  const [expanded, setExpanded] = useState(!long);
  return (
    <section className={`keel-banner keel-banner--${tone}`} aria-label={label}>
      <div className="keel-banner__body">
        <p
          className={
            expanded ? 'keel-banner__text' : 'keel-banner__text keel-banner__text--collapsed'
          }
        >
          {text}
        </p>
        {children}
        {long && !expanded ? (
          <button type="button" className="keel-banner__more" onClick={() => setExpanded(true)}>
            Read more
          </button>
        ) : null}
      </div>
      <IconButton label="Dismiss" icon={<CloseIcon />} size="sm" onClick={onDismiss} />
    </section>
  );
}
