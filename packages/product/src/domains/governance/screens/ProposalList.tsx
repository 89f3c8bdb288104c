import { Table, type TableColumn, Tag } from '@keel/ui-kit';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../common/LoadError';
import { useRealmProposals } from '../data/hooks';
import type { ProposalRow } from '../data/proposalView';
import { ProposalVotes } from './ProposalVotes';
import { proposalPath } from './proposalPaths';

/** A realm's proposals only grow: pages keep the screen short (25, as an obligation's transactions). */
const PROPOSALS_PAGE_SIZE = 25;

const columns: TableColumn<ProposalRow>[] = [
  {
    id: 'name',
    header: 'Proposal',
    cell: (row) => <Link to={proposalPath(row.address)}>{row.name}</Link>,
  },
  {
    id: 'state',
    header: 'Status',
    cell: (row) => <Tag className={`keel-gov-state keel-gov-state--${row.state}`}>{row.label}</Tag>,
  },
  { id: 'votes', header: 'Votes', align: 'end', cell: (row) => <ProposalVotes row={row} /> },
];

/** Every proposal of the realm, newest first, with its state label and tallies. */
export function ProposalList() {
  const { rows, isLoading, error, refetch } = useRealmProposals();
  return (
    <section className="keel-gov-proposals">
      <h2 className="keel-section-title">Proposals</h2>
      {error ? (
        <LoadError title="Failed to load proposals" error={error} onRetry={refetch} />
      ) : (
        <Table
          label="Proposals"
          columns={columns}
          rows={rows ?? []}
          loading={isLoading}
          getRowKey={(row) => row.address}
          emptyState="No proposals yet."
          minWidth={560}
          pageSize={PROPOSALS_PAGE_SIZE}
        />
      )}
    </section>
  );
}
