import type { ReactNode } from 'react';

export type PreviewTone = 'low' | 'medium' | 'high';

/** Which way the change moves the position's risk (an LTV rising is 'up'). */
export type RiskDirection = 'up' | 'down';

const RISK_CUE = {
  up: { arrow: '↑', text: 'risk up', title: 'Risk up' },
  down: { arrow: '↓', text: 'risk down', title: 'Risk down' },
} as const;

/** One figure the action changes: its value now and after the action. */
export interface PreviewRow {
  label: string;
  /** The value now; omitted for a figure that only exists after (a fee). */
  before?: ReactNode;
  after: ReactNode;
  /** Risk colour of the after value (an LTV). */
  tone?: PreviewTone;
  /**
   * The change raises or lowers risk: an arrow and 'risk up' / 'risk down' beside the after
   * value, whatever its band colour (a rising LTV can still be green). Shown only on a change.
   */
  risk?: RiskDirection | undefined;
}

function RiskCue({ direction }: { direction: RiskDirection }) {
  const cue = RISK_CUE[direction];
  return (
    <span
      className={`keel-action-preview__risk keel-action-preview__risk--${direction}`}
      data-risk-direction={direction}
      title={cue.title}
    >
      <span aria-hidden="true">{cue.arrow}</span>
      <span className="keel-visually-hidden"> {cue.text}</span>
    </span>
  );
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
      {rows.map((row) => {
        const changed = row.before !== undefined && row.before !== row.after;
        return (
          <div key={row.label} className="keel-action-preview__row">
            <dt>{row.label}</dt>
            <dd>
              {changed ? (
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
              {changed && row.risk ? <RiskCue direction={row.risk} /> : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
