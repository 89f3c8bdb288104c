import type { HeaderDecor } from '../routing/types';

/** The blurred circles behind the main and lending listing pages (O§2.2). */
export function DecorativeCircles({ decor }: { decor: HeaderDecor | undefined }) {
  if (!decor) return null;
  return (
    <div className="keel-decor" aria-hidden="true" data-testid="header-decor">
      <span className="keel-decor__circle keel-decor__circle--left" />
      {decor === 'circles' ? (
        <span className="keel-decor__circle keel-decor__circle--right" />
      ) : null}
    </div>
  );
}
