import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
}

/** A titled group of labelled figures. */
export function Figures({ title, figures }: { title: string; figures: readonly Figure[] }) {
  return (
    <section aria-label={title}>
      <h2 className="keel-section-title">{title}</h2>
      <dl className="keel-figures">
        {figures.map((figure) => (
          <div key={figure.label} className="keel-figures__item">
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
