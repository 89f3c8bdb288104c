import type { ReferralLeaderboardEntry, ReferralUserMetrics } from '@keel/api-client';
import { formatCount, formatUsd } from '@keel/core-math';
import { NoValue, Pagination, Skeleton, Table, type TableColumn, Tag } from '@keel/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../../../brand/BrandContext';
import { LoadError } from '../../../common/LoadError';
import { useFlags } from '../../../flags/FlagsContext';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import { POINTS_PAGE_SIZE } from '../data/pointsQuery';
import {
  useReferralLeaderboard,
  useReferralMetrics,
  useReferralUserMetrics,
} from '../data/referralQueries';
import './points.css';
import { AddressText } from '../../../common/AddressText';

interface ShownRow {
  entry: ReferralLeaderboardEntry;
  pinned: boolean;
}

const rank = (value: number | null) =>
  value === null ? <NoValue reason="Not ranked yet" /> : `#${formatCount(value)}`;

const COLUMNS: TableColumn<ShownRow>[] = [
  { id: 'rank', header: 'Rank', cell: ({ entry }) => rank(entry.leaderboardRank) },
  {
    id: 'wallet',
    header: 'Referrer',
    cell: ({ entry, pinned }) => (
      <span className="keel-points__wallet-cell">
        <AddressText address={entry.wallet} />
        {pinned ? <Tag className="keel-points__you">You</Tag> : null}
      </span>
    ),
  },
  {
    id: 'volume',
    header: 'Referred volume',
    align: 'end',
    cell: ({ entry }) => formatUsd(entry.volumeUsd),
  },
  {
    id: 'weeklyRank',
    header: 'Weekly rank',
    align: 'end',
    cell: ({ entry }) => rank(entry.weeklyLeaderboardRank),
  },
  {
    id: 'weeklyVolume',
    header: 'Weekly volume',
    align: 'end',
    cell: ({ entry }) =>
      entry.weeklyVolumeUsd ? (
        formatUsd(entry.weeklyVolumeUsd)
      ) : (
        <NoValue reason="No volume this week" />
      ),
  },
];

function pinnedRow(wallet: string, metrics: ReferralUserMetrics): ShownRow {
  return { entry: { wallet, ...metrics }, pinned: true };
}

function Totals() {
  const metrics = useReferralMetrics();
  const value = (text: (data: NonNullable<typeof metrics.data>) => string) =>
    metrics.data ? (
      text(metrics.data)
    ) : metrics.isError ? (
      <NoValue reason="Referral totals could not be loaded" />
    ) : (
      <Skeleton shape="text" width={96} />
    );
  return (
    <dl className="keel-figures" aria-label="Referral totals">
      <div className="keel-figures__item">
        <dt>Referred volume, all time</dt>
        <dd>{value((m) => formatUsd(m.allTimeVolumeUsd))}</dd>
      </div>
      <div className="keel-figures__item">
        <dt>Referred volume, past week</dt>
        <dd>{value((m) => formatUsd(m.weeklyVolumeUsd))}</dd>
      </div>
      <div className="keel-figures__item">
        <dt>Referred users</dt>
        <dd>{value((m) => formatCount(m.userCount))}</dd>
      </div>
    </dl>
  );
}

/**
 * The referral leaderboard (O§2.1 leaderboard and referrals): referrers by the volume of the
 * users they brought, a server page at a time, the connected wallet's place pinned on top.
 */
export default function ReferralLeaderboardScreen({ route }: ScreenProps<'leaderboardReferrals'>) {
  const brand = useBrand();
  const flags = useFlags();
  const wallet = useWalletState((state) => state.session?.address ?? null);
  const [page, setPage] = useState(1);
  const board = useReferralLeaderboard(page - 1, POINTS_PAGE_SIZE);
  const mine = useReferralUserMetrics(wallet ?? undefined);
  const pageCount = board.data
    ? Math.max(1, Math.ceil(board.data.totalLeaderboardCount / POINTS_PAGE_SIZE))
    : 1;
  const rows: ShownRow[] = [
    ...(wallet && mine.data && board.data ? [pinnedRow(wallet, mine.data)] : []),
    ...(board.data?.leaderboard.map((entry) => ({ entry, pinned: false })) ?? []),
  ];
  return (
    <PageFrame
      title={brandText(route.title, brand)}
      subtitle={brandText(route.description, brand)}
      actions={flags.referralPage ? <Link to="/referrals">Your referrals</Link> : null}
    >
      <div className="keel-points">
        <Totals />
        {board.error ? (
          <LoadError
            title="Failed to load the referral leaderboard"
            error={board.error}
            onRetry={() => void board.refetch()}
          />
        ) : (
          <>
            <Table<ShownRow>
              label="Referral leaderboard"
              columns={COLUMNS}
              rows={rows}
              getRowKey={({ entry, pinned }) => (pinned ? `you:${entry.wallet}` : entry.wallet)}
              loading={!board.data}
              loadingRowCount={10}
              emptyState="No referrer has brought any volume yet."
              minWidth={640}
            />
            {board.data ? (
              <Pagination
                label="Referral leaderboard pages"
                page={page}
                pageCount={pageCount}
                onPageChange={setPage}
              />
            ) : null}
          </>
        )}
      </div>
    </PageFrame>
  );
}
