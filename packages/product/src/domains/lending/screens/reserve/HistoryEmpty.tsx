import './historyEmpty.css';

/** What a history chart shows when the range holds no points: a sentence, not an empty box. */
export const NO_HISTORY = 'No history yet for this range';

/** The empty state of a history chart, as tall as the chart it stands for. */
export function HistoryEmpty({ label, height = 220 }: { label: string; height?: number }) {
  return (
    <figure className="keel-history-empty" aria-label={`${label} history`} style={{ height }}>
      <p role="status">{NO_HISTORY}</p>
    </figure>
  );
}
