import { formatPercent, formatUsd } from '@keel/core-math';
import { Button, Table } from '@keel/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSubmitAction } from '../../../../actions/useSubmitAction';
import { whenReady } from '../../../../common/services/whenReady';
import {
  elevationGroupChoices,
  type GroupChoice,
  withoutGroup,
} from '../../data/elevationGroupChoices';
import { useLendingMarketState, useMarketReserves } from '../../data/hooks';
import type { ObligationView } from '../../data/obligationView';
import { useLendingServices } from '../../data/services';

const groupName = (id: number) => (id === 0 ? 'No group' : `Group ${id}`);

/**
 * E-mode: the market's elevation groups for the wallet's main obligation, the LTVs each gives,
 * the reasons the program would refuse a switch, and a Switch (or Leave) through the kit.
 */
export function ElevationGroupSection({ obligation }: { obligation: ObligationView }) {
  const services = useLendingServices();
  const state = useLendingMarketState(obligation.market);
  const { reserves } = useMarketReserves(obligation.market);
  const account = useQuery(
    whenReady(
      services?.lib.obligationQuery(services.chain, obligation.address),
      `obligation:${obligation.address}`,
    ),
  );
  const submitter = useSubmitAction('decrease');
  const symbols = useMemo(
    () => new Map((reserves ?? []).map((r) => [r.address, r.symbol])),
    [reserves],
  );
  const choices = useMemo(
    () =>
      state.data ? elevationGroupChoices(obligation, state.data, (r) => symbols.get(r) ?? r) : [],
    [obligation, state.data, symbols],
  );
  const current = obligation.input.elevationGroup?.id ?? 0;
  const leave = current === 0 ? undefined : withoutGroup(obligation);
  if (choices.length === 0) return null;

  const switchTo = (group: number) => {
    const lib = services?.lib;
    const decoded = account.data;
    const market = state.data;
    if (!lib || !decoded || !market) return;
    void submitter.submit({
      failure: 'createLoan',
      description: group === 0 ? 'Leave elevation group' : `Switch to ${groupName(group)}`,
      requests: () =>
        lib.elevationGroupRequest({
          owner: obligation.owner,
          obligation: decoded,
          reserves: market.reserves,
          group,
          label: group === 0 ? 'Leave elevation group' : `Switch to ${groupName(group)}`,
        }),
      invalidates: (endpoint) => lib.obligationInvalidations(endpoint, obligation, services.api),
    });
  };

  const action = (choice: GroupChoice) => {
    if (choice.current) return <span>Current</span>;
    const reason = submitter.blockedReason ?? choice.reasons[0];
    return (
      <Button
        size="sm"
        variant="secondary"
        disabled={reason !== undefined || !account.data}
        loading={submitter.submitting}
        aria-label={`Switch to ${groupName(choice.id)}`}
        onClick={() => switchTo(choice.id)}
      >
        {reason ?? 'Switch'}
      </Button>
    );
  };

  return (
    <section aria-label="Elevation groups">
      <h2 className="keel-section-title">Elevation groups (E-mode)</h2>
      <p className="keel-action-form__note">
        In a group, its assets borrow against each other at higher LTVs. Current group:{' '}
        {groupName(current)}.
      </p>
      <Table
        label="Elevation groups"
        rows={choices}
        getRowKey={(c) => String(c.id)}
        emptyState="No elevation groups"
        columns={[
          { id: 'group', header: 'Group', cell: (c) => groupName(c.id) },
          {
            id: 'maxLtv',
            header: 'Max LTV',
            cell: (c) => formatPercent(c.maxLtv, { decimals: 0 }),
            align: 'end',
          },
          {
            id: 'liquidationLtv',
            header: 'Liquidation LTV',
            cell: (c) => formatPercent(c.liquidationLtv, { decimals: 0 }),
            align: 'end',
          },
          {
            id: 'ltv',
            header: 'Your LTV there',
            cell: (c) => formatPercent(c.after.loanToValue),
            align: 'end',
          },
          {
            id: 'limit',
            header: 'Borrow limit there',
            cell: (c) => formatUsd(c.after.borrowLimit),
            align: 'end',
          },
          {
            id: 'action',
            header: <span className="keel-visually-hidden">Action</span>,
            cell: action,
            align: 'end',
            card: 'actions',
          },
        ]}
      />
      {leave ? (
        <Button
          variant="secondary"
          disabled={(submitter.blockedReason ?? leave.reasons[0]) !== undefined || !account.data}
          loading={submitter.submitting}
          onClick={() => switchTo(0)}
        >
          {submitter.blockedReason ?? leave.reasons[0] ?? 'Leave group'}
        </Button>
      ) : null}
    </section>
  );
}
