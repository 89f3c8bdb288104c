import { formatTokenAmount, formatVoteWeight } from '@keel/core-math';
import { Button, Table, type TableColumn } from '@keel/ui-kit';
import { formatUnixSecondsUtc } from '../../../common/formatTime';
import type { DepositRow } from '../data/stakingView';
import { lockupActionOf } from './LockupDialog';
import { LOCKUP_KIND_LABELS } from './lockupLabels';

export interface DepositActions {
  /** Why the kit's gate refuses a lockup change now (the buttons are disabled and say so). */
  lockupBlocked: string | undefined;
  /** Why the kit's gate refuses a withdrawal now. */
  withdrawBlocked: string | undefined;
  /** Opens the lockup dialog (extend a running lockup, lock an unlocked or ended one). */
  onLockup(deposit: DepositRow): void;
  onWithdraw(deposit: DepositRow): void;
  /** Index of the deposit whose withdrawal is being sent. */
  withdrawing: number | null;
}

function endText(deposit: DepositRow): string {
  if (deposit.kind === 'none') return 'No lockup';
  // A constant lockup keeps its length until it is reset: it has no end date.
  if (deposit.kind === 'constant') return 'Until unlocked';
  return formatUnixSecondsUtc(Number(deposit.endTs));
}

function lockupButtonLabel(deposit: DepositRow): string {
  const n = deposit.index + 1;
  return lockupActionOf(deposit) === 'Extend'
    ? `Extend the ${LOCKUP_KIND_LABELS[deposit.kind]} lockup of deposit ${n}`
    : `Lock deposit ${n}`;
}

/** Every deposit with its lockup kind, start / end, amounts, current weight and actions. */
export function DepositsTable({
  deposits,
  symbol,
  actions,
}: {
  deposits: readonly DepositRow[];
  symbol: string;
  actions: DepositActions;
}) {
  const columns: TableColumn<DepositRow>[] = [
    { id: 'kind', header: 'Lockup', cell: (d) => LOCKUP_KIND_LABELS[d.kind] },
    { id: 'start', header: 'Start', cell: (d) => formatUnixSecondsUtc(Number(d.startTs)) },
    { id: 'end', header: 'End', cell: endText },
    {
      id: 'amount',
      header: 'Deposited',
      align: 'end',
      cell: (d) => formatTokenAmount(d.deposited, { symbol }),
    },
    {
      id: 'locked',
      header: 'Locked',
      align: 'end',
      cell: (d) => formatTokenAmount(d.locked, { symbol }),
    },
    {
      id: 'power',
      header: 'Voting power',
      align: 'end',
      cell: (d) => formatVoteWeight(d.votingPower),
    },
    {
      id: 'actions',
      header: <span className="keel-visually-hidden">Actions</span>,
      align: 'end',
      card: 'actions',
      cell: (d) => (
        <span className="keel-gov-deposit-actions">
          {d.lockupChoices.length > 0 ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={actions.lockupBlocked !== undefined}
              title={actions.lockupBlocked}
              onClick={() => actions.onLockup(d)}
              aria-label={lockupButtonLabel(d)}
            >
              {lockupActionOf(d)}
            </Button>
          ) : null}
          {d.unlockedNative > 0n ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={actions.withdrawBlocked !== undefined}
              title={actions.withdrawBlocked}
              loading={actions.withdrawing === d.index}
              onClick={() => actions.onWithdraw(d)}
              aria-label={`Withdraw ${formatTokenAmount(d.unlocked, { symbol })} from deposit ${d.index + 1}`}
            >
              Withdraw
            </Button>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <section aria-label="Deposits">
      <h2 className="keel-section-title">Deposits</h2>
      <Table
        label="Deposits"
        columns={columns}
        rows={deposits}
        getRowKey={(d) => String(d.index)}
        emptyState="No deposits yet."
        minWidth={720}
      />
    </section>
  );
}
