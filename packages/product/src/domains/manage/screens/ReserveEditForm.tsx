import type { ElevationGroup, Reserve } from '@keel/chain-readers';
import { useMemo, useState } from 'react';
import { ActionSubmitButton } from '../../../actions/ActionSubmitButton';
import { PreviewRows } from '../../../actions/PreviewRows';
import { useSubmitAction } from '../../../actions/useSubmitAction';
import { NO_CAP } from '../../../common/programLimits';
import {
  type CurvePointText,
  curveChange,
  curveProblems,
  curveSettingsOf,
} from '../data/curveSettings';
import {
  emptyMeansNoCap,
  RESERVE_SETTING_FIELDS,
  RESERVE_STATUS_OPTIONS,
  type ReserveSettingKey,
  type ReserveSettings,
  reserveSettingChanges,
  reserveSettingsOf,
  reserveSettingsProblems,
} from '../data/reserveSettings';
import { useManageServices } from '../data/services';
import { CurveEditor } from './CurveEditor';

export interface ReserveEditFormProps {
  market: string;
  owner: string;
  reserve: Reserve;
  symbol: string;
  elevationGroups: readonly ElevationGroup[];
  onDone: () => void;
}

const NO_CHANGES = 'Change a setting to continue';
const unitText = (unit: string) => (unit === '' ? '' : ` (${unit})`);

/**
 * A reserve's settings for its owner: each field validated as the lending program validates the
 * whole configuration, the changes shown before → after, then one transaction of
 * update_reserve_config instructions for the owner to sign.
 */
export function ReserveEditForm({
  market,
  owner,
  reserve,
  symbol,
  elevationGroups,
  onDone,
}: ReserveEditFormProps) {
  const decimals = reserve.liquidity.mintDecimals;
  const initial = useMemo(() => reserveSettingsOf(reserve.config, decimals), [reserve, decimals]);
  const [settings, setSettings] = useState<ReserveSettings>(initial);
  const services = useManageServices();
  // Configuration changes are not exposure: withdraw-only mode does not block them.
  const action = useSubmitAction('decrease');
  const storedCurve = reserve.config.borrowRateCurve;
  const [curve, setCurve] = useState<CurvePointText[]>(() => curveSettingsOf(storedCurve));
  const problems = [
    ...reserveSettingsProblems(settings, {
      decimals,
      elevationGroups,
      groupIds: reserve.config.elevationGroups,
    }),
    ...curveProblems(curve),
  ];
  const curveUpdate = problems.length === 0 ? curveChange(storedCurve, curve) : undefined;
  const changes =
    problems.length === 0
      ? [
          ...reserveSettingChanges(initial, settings, decimals),
          ...(curveUpdate ? [curveUpdate] : []),
        ]
      : [];
  const reason =
    action.blockedReason ??
    problems[0] ??
    (changes.length === 0 ? NO_CHANGES : undefined) ??
    (services === undefined ? 'Loading…' : undefined);
  const set = (key: ReserveSettingKey, value: string) =>
    setSettings((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    if (!services || reason !== undefined) return;
    const label = `Update ${symbol} reserve`;
    const results = await action.submit({
      requests: () =>
        services.lib.reserveUpdateRequests({
          owner,
          market,
          reserve: reserve.address.toBase58(),
          changes,
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
      aria-label={`Edit ${symbol} reserve`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="keel-manage__fields">
        {RESERVE_SETTING_FIELDS.map((field) => {
          const id = `manage-${reserve.address.toBase58()}-${field.key}`;
          return (
            <div key={field.key} className="keel-manage__field">
              <label htmlFor={id}>
                {field.label}
                {unitText(field.unit)}
              </label>
              {field.spec.kind === 'status' ? (
                <select
                  id={id}
                  value={settings[field.key]}
                  onChange={(event) => set(field.key, event.target.value)}
                >
                  {RESERVE_STATUS_OPTIONS.map((status) => (
                    <option key={status} value={status}>
                      {status}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={id}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={settings[field.key]}
                  placeholder={emptyMeansNoCap(field) ? NO_CAP : undefined}
                  onChange={(event) => set(field.key, event.target.value)}
                />
              )}
            </div>
          );
        })}
      </div>
      <CurveEditor
        id={`manage-${reserve.address.toBase58()}-curve`}
        points={curve}
        onChange={setCurve}
      />
      {problems.length > 0 ? (
        <ul className="keel-manage__problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {changes.length > 0 ? (
        <PreviewRows
          label="Changes"
          rows={changes.map((change) => ({
            label: `${change.label}${unitText(change.unit)}`,
            before: change.before,
            after: change.after,
          }))}
        />
      ) : null}
      <ActionSubmitButton
        label={`Sign ${changes.length} update${changes.length === 1 ? '' : 's'}`}
        reason={reason}
        submitting={action.submitting}
        onSubmit={() => void submit()}
      />
    </form>
  );
}
