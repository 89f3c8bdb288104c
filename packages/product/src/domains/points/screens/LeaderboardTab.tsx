import { formatCount, formatPoints } from '@keel/core-math';
import { Pagination, Table, type TableColumn, Tag } from '@keel/ui-kit';
import { useId, useMemo, useState } from 'react';
import { AddressText } from '../../../common/AddressText';
import { LoadError } from '../../../common/LoadError';
import { filterLeaderboard, type LeaderboardRow, sortLeaderboard } from '../data/leaderboardRows';
import { pageOf } from '../data/paging';
import { useSeasonLeaderboard } from '../data/pointsQueries';
import {
  LEADERBOARD_SORT_IDS,
  PAGE_SIZES,
  type PointsQueryState,
  seasonNumber,
} from '../data/pointsQuery';
import { fromTableSort, toTableSort } from '../data/tableSort';
import type { PointsQueryPatch } from '../data/usePointsQuery';

interface ShownRow {
  row: LeaderboardRow;
  pinned: boolean;
}

const points =
  (value: (row: LeaderboardRow) => LeaderboardRow['totalPoints']) => (shown: ShownRow) =>
    formatPoints(value(shown.row));

/** Sortable by the page itself (manual sorting): the ids only mark the headers sortable. */
const byPage = () => 0;

function columns(): TableColumn<ShownRow>[] {
  const pointsColumn = (
    id: (typeof LEADERBOARD_SORT_IDS)[number],
    header: string,
    value: (row: LeaderboardRow) => LeaderboardRow['totalPoints'],
  ): TableColumn<ShownRow> => ({
    id,
    header,
    align: 'end',
    cell: points(value),
    sortValue: byPage,
    firstSortDirection: 'desc',
  });
  return [
    {
      id: 'rank',
      header: 'Rank',
      cell: ({ row }) => `#${formatCount(row.rank)}`,
      sortValue: byPage,
    },
    {
      id: 'wallet',
      header: 'Wallet',
      // On a phone the wallet heads the row's card.
      card: 'title',
      cell: ({ row, pinned }) => (
        <span className="keel-points__wallet-cell">
          <AddressText address={row.wallet} />
          {pinned ? <Tag className="keel-points__you">You</Tag> : null}
        </span>
      ),
    },
    pointsColumn('liquidityPoints', 'Liquidity', (row) => row.liquidityPoints),
    pointsColumn('lendingPoints', 'Borrow/Lend', (row) => row.lendingPoints),
    pointsColumn('multiplyPoints', 'Multiply', (row) => row.multiplyPoints),
    pointsColumn('leveragePoints', 'Long/Short', (row) => row.leveragePoints),
    pointsColumn('totalPoints', 'Total points', (row) => row.totalPoints),
  ];
}

/**
 * The season's leaderboard: every wallet read once, then sorted, searched and paged here, so a
 * header click on 10 000+ rows stays within a frame or two; only one page is in the DOM. The
 * connected wallet's row is pinned above the page.
 */
export function LeaderboardTab({
  query,
  update,
  wallet,
}: {
  query: PointsQueryState;
  update: (patch: PointsQueryPatch) => void;
  wallet: string | null;
}) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const board = useSeasonLeaderboard(seasonNumber(query.seasonTab));
  const { rows } = board;
  const sorted = useMemo(
    () => (rows ? sortLeaderboard(rows, query.leaderboardSort) : undefined),
    [rows, query.leaderboardSort],
  );
  const filtered = useMemo(
    () => (sorted ? filterLeaderboard(sorted, search) : undefined),
    [sorted, search],
  );
  const mine = useMemo(
    () => (wallet && rows ? rows.find((row) => row.wallet === wallet) : undefined),
    [rows, wallet],
  );
  const page = filtered ? pageOf(filtered, query.page, query.pageSize) : undefined;
  // The wallet's own row heads every page, unless the search matches nothing at all.
  const shown: ShownRow[] = [
    ...(mine && page && page.total > 0 ? [{ row: mine, pinned: true }] : []),
    ...(page?.rows.map((row) => ({ row, pinned: false })) ?? []),
  ];
  const tableColumns = useMemo(columns, []);

  if (board.error)
    return (
      <LoadError
        title="Failed to load the leaderboard"
        error={board.error}
        onRetry={() => void board.refetch()}
      />
    );
  return (
    <div className="keel-points__leaderboard">
      <div className="keel-points__toolbar">
        <label htmlFor={searchId}>Search wallet</label>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder="Wallet address"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setSearch(event.target.value);
            if (query.page !== 1) update({ page: undefined });
          }}
        />
        {page ? (
          <span className="keel-points__count">{formatCount(page.total)} wallets</span>
        ) : null}
      </div>
      <Table<ShownRow>
        label="Points leaderboard"
        columns={tableColumns}
        rows={shown}
        getRowKey={({ row, pinned }) => (pinned ? `you:${row.wallet}` : row.wallet)}
        sort={toTableSort(query.leaderboardSort)}
        onSortChange={(sort) => {
          const next = fromTableSort(LEADERBOARD_SORT_IDS, sort);
          if (next) update({ leaderboardSort: next, page: undefined });
        }}
        manualSorting
        loading={!page}
        loadingRowCount={10}
        emptyState={search.trim() ? 'No wallet matches your search.' : 'No points earned yet.'}
        minWidth={760}
      />
      {page ? (
        <Pagination
          label="Leaderboard pages"
          page={page.page}
          pageCount={page.pageCount}
          onPageChange={(next) => update({ page: next })}
          pageSize={{
            value: query.pageSize,
            options: PAGE_SIZES,
            onChange: (size) => update({ pageSize: size, page: undefined }),
          }}
        />
      ) : null}
    </div>
  );
}
