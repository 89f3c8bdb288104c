import type { ReactNode } from 'react';
import './ActionPageLayout.css';

export interface ActionPageLayoutProps {
  /** The key figures: the page's heading and its headline numbers, on top. */
  figures: ReactNode;
  /** The action panel: sticky on the right of the figures and content; under the figures on a phone. */
  panel: ReactNode;
  /** Everything else: details, charts and history, under the figures. */
  children?: ReactNode;
  className?: string;
}

/**
 * The template of a page that acts on one thing (a vault, a reserve, a pair): key figures on
 * top, a sticky action panel on the right and the details below the figures. Under 960 px the
 * panel follows the figures, so the action stays near the top of a phone's page.
 */
export function ActionPageLayout({ figures, panel, children, className }: ActionPageLayoutProps) {
  return (
    <div className={className ? `keel-action-page ${className}` : 'keel-action-page'}>
      <div className="keel-action-page__figures">{figures}</div>
      <div className="keel-action-page__panel">{panel}</div>
      {children ? <div className="keel-action-page__main">{children}</div> : null}
    </div>
  );
}
