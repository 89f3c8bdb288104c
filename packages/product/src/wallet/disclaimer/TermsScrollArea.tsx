import { type UIEvent, useMemo } from 'react';
import { useBrand } from '../../brand/BrandContext';
import { LegalBlocks } from '../../domains/legal/screens/LegalBlocks';
import { termsSections } from '../../domains/legal/screens/termsContent';

export interface TermsScrollAreaProps {
  onScroll(event: UIEvent<HTMLElement>): void;
  areaRef(element: HTMLElement | null): void;
}

/** The terms and conditions in a scrolling box; the popup watches how far it was read. */
export function TermsScrollArea({ onScroll, areaRef }: TermsScrollAreaProps) {
  const brand = useBrand();
  const sections = useMemo(() => termsSections(brand), [brand]);
  return (
    <section
      ref={areaRef}
      onScroll={onScroll}
      className="keel-disclaimer__terms"
      aria-label="Terms and Conditions"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be keyboard-reachable to be read.
      tabIndex={0}
    >
      {sections.map((section) => (
        <div key={section.id} className="keel-disclaimer__terms-section">
          <h3 className="keel-disclaimer__terms-title">
            {section.number} {section.title}
          </h3>
          <LegalBlocks blocks={section.content} />
        </div>
      ))}
    </section>
  );
}
