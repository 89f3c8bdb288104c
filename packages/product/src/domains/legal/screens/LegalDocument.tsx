import { LegalBlocks } from './LegalBlocks';
import type { LegalDate, LegalDocumentContent, LegalSection } from './legalContent';

function LegalDates({ dates }: { dates: readonly LegalDate[] }) {
  if (dates.length === 0) return null;
  return (
    <ul className="keel-legal__dates">
      {dates.map((date) => (
        <li key={date.iso + date.label} className="keel-legal__date">
          {date.label}: <time dateTime={date.iso}>{date.display}</time>
        </li>
      ))}
    </ul>
  );
}

function TableOfContents({
  documentId,
  sections,
}: {
  documentId: string;
  sections: readonly LegalSection[];
}) {
  const labelId = `${documentId}-contents`;
  return (
    <nav className="keel-legal__toc" aria-labelledby={labelId}>
      <p id={labelId} className="keel-legal__toc-title">
        Contents
      </p>
      <ol className="keel-legal__toc-list">
        {sections.map((section) => (
          <li key={section.id} className="keel-legal__toc-item">
            <a className="keel-legal__toc-link" href={`#${section.id}`}>
              <span className="keel-legal__number">{section.number}</span> {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function LegalSectionView({ section }: { section: LegalSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} className="keel-legal__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="keel-legal__section-title">
        <span className="keel-legal__number">{section.number}</span> {section.title}
      </h2>
      <LegalBlocks blocks={section.content} />
    </section>
  );
}

/**
 * A legal page: one h1, its dates, a table of contents of in-page anchors and one h2 section
 * each. The root is an article so the page sits inside the layout's own main landmark.
 */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  const titleId = `${content.id}-title`;
  return (
    <article className={`keel-legal keel-legal--${content.id}`} aria-labelledby={titleId}>
      <header className="keel-legal__header">
        <h1 id={titleId} className="keel-legal__title">
          {content.title}
        </h1>
        <LegalDates dates={content.dates} />
      </header>
      {content.intro.length > 0 && (
        <div className="keel-legal__intro">
          <LegalBlocks blocks={content.intro} />
        </div>
      )}
      <TableOfContents documentId={content.id} sections={content.sections} />
      {content.sections.map((section) => (
        <LegalSectionView key={section.id} section={section} />
      ))}
    </article>
  );
}
