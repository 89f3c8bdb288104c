import { Button } from '@keel/ui-kit';
import { useId, useMemo, useState } from 'react';
import type { ActivityEntry } from '../data/activity/activityEntry';
import { exportPositions } from '../data/activity/exportPositions';
import {
  csvFileName,
  entriesInScope,
  transactionsCsv,
  utcDay,
} from '../data/activity/transactionsCsv';
import { downloadFile } from './downloadFile';
import { useObligationNames } from './ObligationNames';

const WHOLE_WALLET = '';

/**
 * The CSV export of the transaction history: the whole wallet or one position (open obligations
 * by market and assets), over a range of
 * UTC days, saved as '{wallet}-transactions-{from}-{to}.csv'.
 */
export function TransactionsExport({
  owner,
  entries,
}: {
  owner: string;
  entries: readonly ActivityEntry[];
}) {
  const id = useId();
  const { names, probes } = useObligationNames(owner);
  const positions = useMemo(() => exportPositions(entries, names), [entries, names]);
  const oldest = entries.at(-1)?.timestamp;
  const [position, setPosition] = useState(WHOLE_WALLET);
  const [from, setFrom] = useState<string>();
  const [to, setTo] = useState<string>();
  const scope = {
    position: position === WHOLE_WALLET ? null : position,
    from: from ?? utcDay(oldest ?? Date.now()),
    to: to ?? utcDay(Date.now()),
  };
  const valid = scope.from !== '' && scope.to !== '' && scope.from <= scope.to;
  const count = valid ? entriesInScope(entries, scope).length : 0;
  const save = () => {
    const csv = transactionsCsv(entriesInScope(entries, scope));
    downloadFile(csvFileName(owner, scope), csv, 'text/csv;charset=utf-8');
  };
  return (
    <form
      className="keel-portfolio__export"
      aria-label="Export transactions"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) save();
      }}
    >
      {probes}
      <label htmlFor={`${id}-position`}>Position</label>
      <select
        id={`${id}-position`}
        value={position}
        onChange={(event) => setPosition(event.target.value)}
      >
        <option value={WHOLE_WALLET}>Whole wallet</option>
        {positions.map((p) => (
          <option key={p.position} value={p.position}>
            {p.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-from`}>From</label>
      <input
        id={`${id}-from`}
        type="date"
        value={scope.from}
        max={scope.to}
        onChange={(event) => setFrom(event.target.value)}
      />
      <label htmlFor={`${id}-to`}>To</label>
      <input
        id={`${id}-to`}
        type="date"
        value={scope.to}
        min={scope.from}
        onChange={(event) => setTo(event.target.value)}
      />
      <Button type="submit" size="sm" variant="secondary" disabled={!valid || count === 0}>
        Export CSV ({count})
      </Button>
    </form>
  );
}
