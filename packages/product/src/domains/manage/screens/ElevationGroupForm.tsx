import type { ElevationGroup, Reserve } from '@keel/chain-readers';
import { useMemo, useState } from 'react';
import { ActionSubmitButton } from '../../../actions/ActionSubmitButton';
import { PreviewRows } from '../../../actions/PreviewRows';
import { useSubmitAction } from '../../../actions/useSubmitAction';
import {
  type ElevationGroupSettings,
  elevationGroupChanges,
  elevationGroupOf,
  elevationGroupProblems,
  elevationGroupSettingsOf,
} from '../data/elevationGroupSettings';
import { useManageServices } from '../data/services';

type TextField = Exclude<keyof ElevationGroupSettings, 'allowNewLoans' | 'debtReserve'>;

const TEXT_FIELDS: readonly { key: TextField; label: string }[] = [
  { key: 'ltvPct', label: 'LTV (%)' },
  { key: 'liquidationThresholdPct', label: 'Liquidation threshold (%)' },
  { key: 'maxLiquidationBonusBps', label: 'Max liquidation bonus (%, stored in bps)' },
  { key: 'maxReservesAsCollateral', label: 'Max reserves as collateral' },
];

/**
 * One elevation group for the market's owner (an existing one, or a new one at the first free
 * id): validated as the program validates it, the changes before → after, then one
 * update_lending_market (UpdateElevationGroup) to sign.
 */
export function ElevationGroupForm({
  market,
  owner,
  id,
  group,
  reserves,
  reserveName,
  onDone,
}: {
  market: string;
  owner: string;
  id: number;
  group: ElevationGroup | undefined;
  reserves: readonly Reserve[];
  reserveName: (address: string) => string;
  onDone: () => void;
}) {
  const initial = useMemo(() => elevationGroupSettingsOf(group), [group]);
  const [settings, setSettings] = useState<ElevationGroupSettings>(initial);
  const services = useManageServices();
  // Configuration changes are not exposure: withdraw-only mode does not block them.
  const action = useSubmitAction('decrease');
  const isNew = group === undefined;
  const problems = elevationGroupProblems(settings);
  const changes =
    problems.length === 0 ? elevationGroupChanges(initial, settings, isNew, reserveName) : [];
  const debtReserve = reserves.find((r) => r.address.toBase58() === settings.debtReserve);
  const reason =
    action.blockedReason ??
    problems[0] ??
    (changes.length === 0 ? 'Change a setting to continue' : undefined) ??
    (services === undefined || debtReserve === undefined ? 'Loading…' : undefined);
  const set = <K extends keyof ElevationGroupSettings>(key: K, value: ElevationGroupSettings[K]) =>
    setSettings((current) => ({ ...current, [key]: value }));
  const formId = `manage-group-${id}`;

  const submit = async () => {
    if (!services || reason !== undefined || debtReserve === undefined) return;
    const label = `${isNew ? 'Create' : 'Update'} elevation group ${id}`;
    const results = await action.submit({
      requests: () =>
        services.lib.marketUpdateRequests({
          owner,
          market,
          updates: [
            {
              mode: 'UpdateElevationGroup',
              value: elevationGroupOf(id, settings, debtReserve.address),
            },
          ],
          label,
        }),
      invalidates: (endpoint) => services.lib.marketInvalidations(endpoint, market),
      description: label,
      failure: 'configUpdate',
    });
    if (results !== null) onDone();
  };

  return (
    <form
      className="keel-manage__form"
      aria-label={`Edit elevation group ${id}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="keel-manage__fields">
        {TEXT_FIELDS.map((field) => (
          <div key={field.key} className="keel-manage__field">
            <label htmlFor={`${formId}-${field.key}`}>{field.label}</label>
            <input
              id={`${formId}-${field.key}`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={settings[field.key]}
              onChange={(event) => set(field.key, event.target.value)}
            />
          </div>
        ))}
        <div className="keel-manage__field">
          <label htmlFor={`${formId}-debt`}>Debt reserve</label>
          <select
            id={`${formId}-debt`}
            value={settings.debtReserve}
            onChange={(event) => set('debtReserve', event.target.value)}
          >
            <option value="">Choose…</option>
            {reserves.map((reserve) => {
              const address = reserve.address.toBase58();
              return (
                <option key={address} value={address}>
                  {reserveName(address)}
                </option>
              );
            })}
          </select>
        </div>
        <label className="keel-manage__field keel-manage__check">
          <input
            type="checkbox"
            checked={settings.allowNewLoans}
            onChange={(event) => set('allowNewLoans', event.target.checked)}
          />
          New loans allowed
        </label>
      </div>
      {problems.length > 0 ? (
        <ul className="keel-manage__problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {changes.length > 0 ? <PreviewRows label="Changes" rows={changes} /> : null}
      <ActionSubmitButton
        label={isNew ? `Create group ${id}` : `Sign the group ${id} update`}
        reason={reason}
        submitting={action.submitting}
        onSubmit={() => void submit()}
      />
    </form>
  );
}
