import { formatTokenAmount, formatUsd, tokenAmountDisplay } from '@keel/core-math';
import { NoValue } from '@keel/ui-kit';
import type { CSSProperties, ReactNode } from 'react';
import { type ActivityEntry, isoUtc } from '../../domains/portfolio/data/activity/activityEntry';

/** '1.5 SOL', or '-' saying so when the API gives no amount. */
export function activityAmountText(entry: ActivityEntry): ReactNode {
  if (entry.amount === null) return <NoValue reason="No amount given for this transaction" />;
  const amount = formatTokenAmount(entry.amount, tokenAmountDisplay(entry.token));
  return entry.token ? `${amount} ${entry.token}` : amount;
}

function RowContent({ entry }: { entry: ActivityEntry }) {
  const date = isoUtc(entry.timestamp);
  return (
    <>
      <span className="keel-activity-list__line">
        <span className="keel-activity-list__action">
          {entry.action}
          <span className="keel-activity-list__product">{entry.product}</span>
        </span>
        <time dateTime={date} className="keel-activity-list__date">
          {date}
        </time>
      </span>
      <span className="keel-activity-list__line">
        <span>{activityAmountText(entry)}</span>
        <span>
          {entry.usdValue === null ? (
            <NoValue reason="No USD value given for this transaction" />
          ) : (
            formatUsd(entry.usdValue)
          )}
        </span>
      </span>
    </>
  );
}

/**
 * One transaction of the activity list at its place in the list: date (UTC, ISO), product,
 * action, amount and token, USD value; the whole row opens the transaction in the explorer.
 */
export function ActivityListRow({
  entry,
  explorerUrl,
  style,
  position,
  size,
}: {
  entry: ActivityEntry;
  explorerUrl: string | undefined;
  style: CSSProperties;
  /** 1-based place in the whole list, and the list's length (for assistive technology). */
  position: number;
  size: number;
}) {
  return (
    <li
      className="keel-activity-list__row"
      style={style}
      aria-posinset={position}
      aria-setsize={size}
      data-index={position - 1}
    >
      {explorerUrl ? (
        <a
          href={explorerUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="keel-activity-list__link"
        >
          <RowContent entry={entry} />
        </a>
      ) : (
        <div className="keel-activity-list__link">
          <RowContent entry={entry} />
        </div>
      )}
    </li>
  );
}
