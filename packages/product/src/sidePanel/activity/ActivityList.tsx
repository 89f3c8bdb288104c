import { useRef } from 'react';
import type { ActivityEntry } from '../../domains/portfolio/data/activity/activityEntry';
import { ActivityListRow } from './ActivityListRow';
import { ACTIVITY_ROW_HEIGHT, ACTIVITY_ROW_PADDING, useRowWindow } from './ActivityListWindow';
import './ActivityList.css';

/**
 * A virtualised list of the wallet's transactions (D§2, D§9): fixed rows of ACTIVITY_ROW_HEIGHT
 * in a scroll container; only the rows in view and ACTIVITY_OVERSCAN either side are in the DOM.
 */
export function ActivityList({
  entries,
  explorerLink,
  label,
  tall = false,
}: {
  entries: readonly ActivityEntry[];
  explorerLink: (signature: string) => string | undefined;
  label: string;
  /** The portfolio page's taller list (the side panel's is shorter). */
  tall?: boolean;
}) {
  const container = useRef<HTMLDivElement>(null);
  const { start, end } = useRowWindow(container, entries.length);
  const rows = [];
  for (let index = start; index < end; index += 1) {
    const entry = entries[index];
    if (!entry) continue;
    rows.push(
      <ActivityListRow
        key={entry.id}
        entry={entry}
        explorerUrl={explorerLink(entry.signature)}
        position={index + 1}
        size={entries.length}
        style={{
          top: index * ACTIVITY_ROW_HEIGHT,
          height: ACTIVITY_ROW_HEIGHT,
          padding: ACTIVITY_ROW_PADDING,
        }}
      />,
    );
  }
  return (
    <div
      ref={container}
      className={`keel-activity-list${tall ? ' keel-activity-list--tall' : ''}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be keyboard-reachable to be read.
      tabIndex={0}
      data-testid="activity-list"
    >
      <ul
        className="keel-activity-list__rows"
        aria-label={label}
        style={{ height: entries.length * ACTIVITY_ROW_HEIGHT }}
      >
        {rows}
      </ul>
    </div>
  );
}
