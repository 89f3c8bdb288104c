import type { ReactNode } from 'react';

export interface PageFrameProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Actions aligned with the heading, e.g. a Back button. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame every screen renders in: one h1, an optional subtitle, then content. The static
 * shell paints the same heading markup before React (shell/appShellMarkup.ts): change both.
 */
export function PageFrame({ title, subtitle, actions, children }: PageFrameProps) {
  return (
    <div className="keel-page">
      <div className="keel-page__header">
        <div>
          <h1 className="keel-page__title">{title}</h1>
          {subtitle ? <p className="keel-page__subtitle">{subtitle}</p> : null}
        </div>
        {actions ? <div className="keel-page__actions">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
