import { type ReactNode, useEffect, useId } from 'react';

/** A full-screen notice over the whole app that locks page scrolling while shown. */
export function FullScreenOverlay({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  useEffect(() => {
    const { style } = document.documentElement;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, []);
  return (
    <div
      className="keel-access-overlay"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
    >
      <div className="keel-access-overlay__panel">
        <h2 id={titleId} className="keel-access-overlay__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
