import { formatCompact, signOfFigure } from '@keel/core-math';
import { NoValue, SignedValue, Skeleton, Table, type TableColumn } from '@keel/ui-kit';
import { Link } from 'react-router-dom';
import { TokenLogo } from '../../../common/TokenLogo';
import type { EarnVaultRow } from '../data/vaultRows';
import { apyText, byOptional, usdText } from './earnFigures';
import { curatorPath, earnVaultPath } from './earnPaths';

type Column = TableColumn<EarnVaultRow>;

const rewardsPending = (row: EarnVaultRow) => row.rewardsPending;

/** An APY coloured by its sign; a dash that says so until it loads. */
function apyFigure(value: EarnVaultRow['apy']) {
  const text = apyText(value);
  if (value === undefined) return <NoValue reason="Not loaded" />;
  return <SignedValue sign={signOfFigure(text)}>{text}</SignedValue>;
}

const apyColumn = (
  id: string,
  header: string,
  value: (row: EarnVaultRow) => EarnVaultRow['apy'],
  /** The row's figure is still loading (it would jump from '-'). */
  pending: (row: EarnVaultRow) => boolean = () => false,
): Column => ({
  id,
  header,
  cell: (row) =>
    pending(row) ? (
      <span role="status" aria-label={`${header} loading`}>
        <Skeleton shape="text" width={48} />
      </span>
    ) : (
      apyFigure(value(row))
    ),
  compare: byOptional(value),
  firstSortDirection: 'desc',
  align: 'end',
});

function columns(showDeposit: boolean): Column[] {
  const list: Column[] = [
    {
      id: 'vault',
      header: 'Vault',
      cell: (row) => (
        <Link to={earnVaultPath(row.address)} className="keel-earn__vault-link">
          <TokenLogo
            mint={row.tokenMint}
            symbol={row.tokenSymbol || row.name}
            size={24}
            decorative
          />
          <span>{row.name}</span>
        </Link>
      ),
      sortValue: (row) => row.name,
    },
    {
      id: 'token',
      header: 'Token',
      cell: (row) => row.tokenSymbol || <NoValue reason="Token not in the token list" />,
      sortValue: (row) => row.tokenSymbol,
    },
    {
      id: 'curator',
      header: 'Curator',
      cell: (row) =>
        row.curator ? (
          <Link to={curatorPath(row.curator.managerName)}>{row.curator.name}</Link>
        ) : (
          <NoValue reason="No curator" />
        ),
      sortValue: (row) => row.curator?.name,
    },
    apyColumn('apy', 'APY', (row) => row.apy),
    apyColumn('apy7d', '7D APY', (row) => row.apy7d),
    apyColumn('apy30d', '30D APY', (row) => row.apy30d),
    apyColumn('farmRewards', 'Farm rewards APY', (row) => row.farmRewardsApy, rewardsPending),
    apyColumn('incentives', 'Incentives APY', (row) => row.incentivesApy, rewardsPending),
    {
      id: 'tvl',
      header: 'TVL',
      cell: (row) =>
        row.tvlUsd ? formatCompact(row.tvlUsd, { prefix: '$' }) : <NoValue reason="Not loaded" />,
      compare: byOptional((row) => row.tvlUsd),
      firstSortDirection: 'desc',
      align: 'end',
    },
  ];
  if (showDeposit) {
    list.push({
      id: 'deposit',
      header: 'Your deposit',
      cell: (row) =>
        row.depositUsd === undefined ? <NoValue reason="No deposit" /> : usdText(row.depositUsd),
      compare: byOptional((row) => row.depositUsd),
      firstSortDirection: 'desc',
      align: 'end',
    });
  }
  return list;
}

/** The earn vaults, sortable by every figure, largest TVL first. */
export function EarnVaultsTable({
  label,
  rows,
  loading,
  showDeposit,
  emptyState,
}: {
  label: string;
  rows: readonly EarnVaultRow[];
  loading: boolean;
  showDeposit: boolean;
  emptyState: string;
}) {
  return (
    <Table
      label={label}
      columns={columns(showDeposit)}
      rows={rows}
      getRowKey={(row) => row.address}
      loading={loading}
      defaultSort={{ columnId: 'tvl', direction: 'desc' }}
      emptyState={emptyState}
      minWidth={960}
    />
  );
}
