import type { VaultState } from '@keel/vault-programs';
import { useState } from 'react';
import { ActionSubmitButton } from '../../../actions/ActionSubmitButton';
import { PreviewRows } from '../../../actions/PreviewRows';
import { useSubmitAction } from '../../../actions/useSubmitAction';
import { NO_CAP } from '../../../common/programLimits';
import type { PoolReserve } from '../data/hooks';
import { activeCount } from '../data/managedVaults';
import { useManageVaultsServices } from '../data/services';
import {
  type AllocationSettings,
  allocationChange,
  allocationProblems,
  allocationSettingsOf,
  type StoredAllocation,
} from '../data/vaultSettings';

export type AllocationTarget =
  | { kind: 'edit'; entry: PoolReserve; stored: StoredAllocation }
  | { kind: 'add'; candidates: readonly PoolReserve[] };

/**
 * A reserve allocation's target weight and token cap (or a new reserve of the vault's token),
 * validated as update_reserve_allocation validates them, the change shown before → after, then
 * one transaction for the admin to sign.
 */
export function AllocationEditForm({
  admin,
  state,
  symbol,
  target,
  onDone,
}: {
  admin: string;
  state: VaultState;
  symbol: string;
  target: AllocationTarget;
  onDone: () => void;
}) {
  const decimals = Number(state.tokenMintDecimals);
  const stored = target.kind === 'edit' ? target.stored : null;
  const [settings, setSettings] = useState<AllocationSettings>(() =>
    allocationSettingsOf(stored, decimals),
  );
  const [picked, setPicked] = useState('');
  const services = useManageVaultsServices();
  const action = useSubmitAction('decrease');
  const entry =
    target.kind === 'edit'
      ? target.entry
      : target.candidates.find((c) => c.reserve.address.toBase58() === picked);
  const name = entry ? `${symbol} · ${entry.marketName}` : `${symbol} reserve`;
  const problems = [
    ...(entry === undefined
      ? [
          target.kind === 'add' && target.candidates.length === 0
            ? `Every ${symbol} reserve already has an allocation`
            : 'Choose a reserve',
        ]
      : []),
    ...allocationProblems(settings, {
      decimals,
      adding: target.kind === 'add',
      activeAllocations: activeCount(state),
    }),
  ];
  const change =
    problems.length === 0 ? allocationChange(stored, settings, decimals, symbol) : null;
  const reason =
    action.blockedReason ??
    problems[0] ??
    (change === null ? 'Change a setting to continue' : undefined) ??
    (services === undefined ? 'Loading…' : undefined);
  const id = `manage-vault-allocation-${target.kind === 'edit' ? target.entry.reserve.address.toBase58() : 'new'}`;

  const submit = async () => {
    if (!services || !entry || !change || reason !== undefined) return;
    const label = target.kind === 'add' ? `Add ${name}` : `Update ${name} allocation`;
    const results = await action.submit({
      requests: () =>
        services.lib.allocationRequests({
          admin,
          state,
          reserve: entry.reserve,
          weight: change.weight,
          cap: change.cap,
          label,
        }),
      invalidates: (endpoint) => services.lib.invalidations(endpoint),
      description: label,
      failure: 'configUpdate',
    });
    if (results !== null) onDone();
  };

  return (
    <form
      className="keel-manage__form"
      aria-label={target.kind === 'add' ? 'Add a reserve allocation' : `Edit ${name} allocation`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="keel-manage__fields">
        {target.kind === 'add' ? (
          <div className="keel-manage__field">
            <label htmlFor={`${id}-reserve`}>Reserve</label>
            <select
              id={`${id}-reserve`}
              value={picked}
              onChange={(event) => setPicked(event.target.value)}
            >
              <option value="">Choose a reserve</option>
              {target.candidates.map((candidate) => (
                <option
                  key={candidate.reserve.address.toBase58()}
                  value={candidate.reserve.address.toBase58()}
                >
                  {`${symbol} · ${candidate.marketName}`}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="keel-manage__field">
          <label htmlFor={`${id}-weight`}>Target weight</label>
          <input
            id={`${id}-weight`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={settings.weight}
            onChange={(event) => setSettings((s) => ({ ...s, weight: event.target.value }))}
          />
        </div>
        <div className="keel-manage__field">
          <label htmlFor={`${id}-cap`}>{`Token cap (${symbol}, empty for no cap)`}</label>
          <input
            id={`${id}-cap`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={settings.cap}
            placeholder={NO_CAP}
            onChange={(event) => setSettings((s) => ({ ...s, cap: event.target.value }))}
          />
        </div>
      </div>
      {problems.length > 0 ? (
        <ul className="keel-manage__problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {change ? <PreviewRows label="Changes" rows={change.rows} /> : null}
      <ActionSubmitButton
        label={target.kind === 'add' ? 'Sign add reserve' : 'Sign allocation update'}
        reason={reason}
        submitting={action.submitting}
        onSubmit={() => void submit()}
      />
    </form>
  );
}
