import type { ReactNode } from 'react';

export type PreviewTone = 'low' | 'medium' | 'high';

/** One figure the action changes: its value now and after the action. */
export interface PreviewRow {
  label: string;
  /** The value now; omitted for a figure that only exists after (a fee). */
  before?: ReactNode;
  after: ReactNode;
  /** Risk colour of the after value (an LTV). */
  tone?: PreviewTone;
}

/**
 * The preview of an action: "before → after" for every figure it changes, figures that do not
 * change shown once. Screen readers hear "from … to …".
 */
export interface PreviewRowsProps {
  rows: readonly PreviewRow[];
  /** Accessible name of the list. Defaults to 'Preview'. */
  label?: string;
}

export function PreviewRows({ rows, label = 'Preview' }: PreviewRowsProps) {
  return (
    <dl className="keel-action-preview" aria-label={label}>
      {rows.map((row) => (
        <div key={row.label} className="keel-action-preview__row">
          <dt>{row.label}</dt>
          <dd>
            {row.before !== undefined && row.before !== row.after ? (
              <>
                <span className="keel-action-preview__before">
                  <span className="keel-visually-hidden">from </span>
                  {row.before}
                </span>
                <span className="keel-action-preview__arrow" aria-hidden="true">
                  {' → '}
                </span>
                <span className="keel-visually-hidden"> to </span>
              </>
            ) : null}
            <span
              className={
                row.tone
                  ? `keel-action-preview__after keel-action-preview__after--${row.tone}`
                  : 'keel-action-preview__after'
              }
            >
              {row.after}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
