import type { ReferredUser } from '@keel/api-client';
import { formatDateUtc, formatPoints, formatUsd } from '@keel/core-math';
import { NoValue, Pagination, Skeleton, Table, type TableColumn } from '@keel/ui-kit';
import { useState } from 'react';
import { AddressText } from '../../../common/AddressText';
import { LoadError } from '../../../common/LoadError';
import { pageOf } from '../data/paging';
import { useSeasonBreakdown } from '../data/pointsQueries';
import { CURRENT_SEASON, seasonNumber } from '../data/pointsQuery';
import { useReferredUsers } from '../data/referralQueries';

/** Referred wallets per page: each row reads that wallet's points. */
const PAGE_SIZE = 10;

/** A referred wallet's points this season, read only for the rows shown. */
function ReferredPoints({ wallet }: { wallet: string }) {
  const { data, isError } = useSeasonBreakdown(seasonNumber(CURRENT_SEASON), wallet);
  if (data) return <>{formatPoints(data.totalPointsEarned)}</>;
  return isError ? (
    <NoValue reason="Points could not be loaded" />
  ) : (
    <Skeleton shape="text" width={64} />
  );
}

const COLUMNS: TableColumn<ReferredUser>[] = [
  {
    id: 'wallet',
    header: 'Wallet',
    cell: (user) => <AddressText address={user.user} />,
  },
  {
    id: 'referredOn',
    header: 'Joined',
    cell: (user) => formatDateUtc(user.referredOn),
  },
  { id: 'volume', header: 'Volume', align: 'end', cell: (user) => formatUsd(user.volumeUsd) },
  {
    id: 'points',
    header: 'Season 3 points',
    align: 'end',
    cell: (user) => <ReferredPoints wallet={user.user} />,
  },
];

/** The wallets that joined with the wallet's code, newest first, with their points. */
export function ReferredWallets({ wallet }: { wallet: string }) {
  const [page, setPage] = useState(1);
  const referred = useReferredUsers(wallet);
  if (referred.error)
    return (
      <LoadError
        title="Failed to load your referred wallets"
        error={referred.error}
        onRetry={() => void referred.refetch()}
      />
    );
  const newestFirst = referred.data
    ? [...referred.data].sort((a, b) => b.referredOn - a.referredOn)
    : undefined;
  const shown = newestFirst ? pageOf(newestFirst, page, PAGE_SIZE) : undefined;
  return (
    <div>
      <h2 className="keel-section-title">Referred wallets</h2>
      <Table<ReferredUser>
        label="Referred wallets"
        columns={COLUMNS}
        rows={shown?.rows ?? []}
        getRowKey={(user) => user.user}
        loading={!shown}
        emptyState="No wallet has joined with your code yet."
        minWidth={520}
      />
      {shown && shown.pageCount > 1 ? (
        <Pagination
          label="Referred wallets pages"
          page={shown.page}
          pageCount={shown.pageCount}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}
