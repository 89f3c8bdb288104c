import type { Reserve } from '@keel/chain-readers';
import type { VaultReserveView, VaultState } from '@keel/vault-programs';
import { ActionSubmitButton } from '../../../actions/ActionSubmitButton';
import { PreviewRows } from '../../../actions/PreviewRows';
import { useSubmitAction } from '../../../actions/useSubmitAction';
import type { AllocationTableRow } from '../data/allocationTable';
import { useManageVaultsServices } from '../data/services';
import { investPlan } from '../data/vaultSettings';
import { tokenText } from './vaultFigures';

/**
 * Invest one reserve: what the program will move toward the reserve's target (its weight's share
 * of the vault's value, within its cap), before → after, then one transaction to sign.
 */
export function InvestForm({
  payer,
  state,
  views,
  aum,
  row,
  reserve,
  title,
  symbol,
  totalWeight,
  onDone,
}: {
  payer: string;
  state: VaultState;
  views: readonly VaultReserveView[];
  aum: bigint;
  row: AllocationTableRow;
  reserve: Reserve;
  title: string;
  symbol: string;
  totalWeight: bigint;
  onDone: () => void;
}) {
  const services = useManageVaultsServices();
  const action = useSubmitAction('decrease');
  const decimals = Number(state.tokenMintDecimals);
  const plan = investPlan({
    aum,
    tokenAvailable: state.tokenAvailable,
    invested: row.invested,
    weight: row.weight,
    totalWeight,
    cap: row.cap,
    minInvestAmount: state.minInvestAmount,
  });
  const reason =
    action.blockedReason ?? plan.problem ?? (services === undefined ? 'Loading…' : undefined);
  const show = (raw: bigint) => tokenText(raw, decimals, symbol);
  const sign = plan.direction === 'redeem' ? -1n : 1n;
  const moved = plan.amount * sign;

  const submit = async () => {
    if (!services || reason !== undefined) return;
    const label = `Invest ${title}`;
    const results = await action.submit({
      requests: () => services.lib.investRequests({ payer, state, reserve, views, label }),
      invalidates: (endpoint) => services.lib.invalidations(endpoint),
      description: label,
      failure: 'configUpdate',
    });
    if (results !== null) onDone();
  };

  return (
    <form
      className="keel-manage__form"
      aria-label={`Invest ${title}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>
        {plan.direction === 'deposit'
          ? `Deposits ${show(plan.amount)} of the vault’s available tokens into the reserve.`
          : plan.direction === 'redeem'
            ? `Redeems about ${show(plan.amount)} from the reserve back into the vault.`
            : 'Nothing to move: the reserve is at its target.'}
      </p>
      <PreviewRows
        label="Invest preview"
        rows={[
          { label: 'Target', after: show(plan.target) },
          { label: 'Invested', before: show(row.invested), after: show(row.invested + moved) },
          {
            label: 'Available in the vault',
            before: show(state.tokenAvailable),
            after: show(state.tokenAvailable - moved),
          },
        ]}
      />
      <ActionSubmitButton
        label="Sign invest"
        reason={reason}
        submitting={action.submitting}
        onSubmit={() => void submit()}
      />
    </form>
  );
}
