import { Table } from '@keel/ui-kit';
import type { PairColumn } from './pairSort';

/** The list's stand-in while the pairs and markets load. */
export function PairsSkeleton({ columns }: { columns: readonly PairColumn[] }) {
  return (
    <Table label="Pairs" columns={columns} rows={[]} getRowKey={() => ''} loading minWidth={840} />
  );
}
