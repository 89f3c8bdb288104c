import type { LendingMarket } from '@keel/chain-readers';
import { useMemo, useState } from 'react';
import { ActionSubmitButton } from '../../../actions/ActionSubmitButton';
import { PreviewRows } from '../../../actions/PreviewRows';
import { useSubmitAction } from '../../../actions/useSubmitAction';
import { NO_CAP } from '../../../common/programLimits';
import {
  MARKET_SETTING_FIELDS,
  type MarketSettingKey,
  type MarketSettings,
  marketSettingChanges,
  marketSettingsOf,
  marketSettingsProblems,
} from '../data/marketSettings';
import { useManageServices } from '../data/services';

const unitText = (unit: string) => (unit === '' ? '' : ` (${unit})`);

/**
 * The market's own settings for its owner, validated as update_lending_market validates them,
 * the changes shown before → after, then one transaction for the owner to sign.
 */
export function MarketEditForm({
  address,
  owner,
  market,
  onDone,
}: {
  address: string;
  owner: string;
  market: LendingMarket;
  onDone: () => void;
}) {
  const initial = useMemo(() => marketSettingsOf(market), [market]);
  const [settings, setSettings] = useState<MarketSettings>(initial);
  const services = useManageServices();
  // Configuration changes are not exposure: withdraw-only mode does not block them.
  const action = useSubmitAction('decrease');
  const problems = marketSettingsProblems(settings);
  const changes = problems.length === 0 ? marketSettingChanges(initial, settings) : [];
  const reason =
    action.blockedReason ??
    problems[0] ??
    (changes.length === 0 ? 'Change a setting to continue' : undefined) ??
    (services === undefined ? 'Loading…' : undefined);
  const set = (key: MarketSettingKey, value: string) =>
    setSettings((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    if (!services || reason !== undefined) return;
    const label = 'Update market settings';
    const results = await action.submit({
      requests: () =>
        services.lib.marketUpdateRequests({
          owner,
          market: address,
          updates: changes.map((change) => change.update),
          label,
        }),
      invalidates: (endpoint) => services.lib.marketInvalidations(endpoint, address),
      description: label,
      failure: 'configUpdate',
    });
    if (results !== null) onDone();
  };

  return (
    <form
      className="keel-manage__form"
      aria-label="Edit market settings"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="keel-manage__fields">
        {MARKET_SETTING_FIELDS.map((field) => {
          const id = `manage-market-${field.key}`;
          return (
            <div key={field.key} className="keel-manage__field">
              <label htmlFor={id}>
                {field.label}
                {unitText(field.unit)}
              </label>
              {field.spec.kind === 'flag' ? (
                <select
                  id={id}
                  value={settings[field.key]}
                  onChange={(event) => set(field.key, event.target.value)}
                >
                  <option value="off">Off</option>
                  <option value="on">On</option>
                </select>
              ) : (
                <input
                  id={id}
                  type="text"
                  inputMode={field.spec.kind === 'bpsPercent' ? 'decimal' : 'numeric'}
                  autoComplete="off"
                  placeholder={field.spec.kind === 'usdCap' ? NO_CAP : undefined}
                  value={settings[field.key]}
                  onChange={(event) => set(field.key, event.target.value)}
                />
              )}
            </div>
          );
        })}
      </div>
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
