import type { VaultReserveView, VaultState } from '@keel/vault-programs';
import { useMemo, useState } from 'react';
import { ActionSubmitButton } from '../../../actions/ActionSubmitButton';
import { PreviewRows } from '../../../actions/PreviewRows';
import { useSubmitAction } from '../../../actions/useSubmitAction';
import { useManageVaultsServices } from '../data/services';
import {
  type StoredVaultSettings,
  VAULT_SETTING_FIELDS,
  type VaultSettingKey,
  type VaultSettings,
  vaultSettingChanges,
  vaultSettingsOf,
  vaultSettingsProblems,
  vaultSettingUnit,
} from '../data/vaultSettings';

/**
 * The vault's fees and minimums for its admin, validated as update_vault_config validates them,
 * the changes shown before → after, then one transaction (one update per change) to sign.
 */
export function VaultSettingsForm({
  admin,
  state,
  views,
  symbol,
  onDone,
}: {
  admin: string;
  state: VaultState;
  /** The vault's reserves: update_vault_config refreshes them to charge fees first. */
  views: readonly VaultReserveView[];
  symbol: string;
  onDone: () => void;
}) {
  const decimals = Number(state.tokenMintDecimals);
  const stored = useMemo<StoredVaultSettings>(
    () => ({
      performanceFeeBps: state.performanceFeeBps,
      managementFeeBps: state.managementFeeBps,
      minDepositAmount: state.minDepositAmount,
      minWithdrawAmount: state.minWithdrawAmount,
      minInvestAmount: state.minInvestAmount,
      minInvestDelaySlots: state.minInvestDelaySlots,
    }),
    [state],
  );
  const [settings, setSettings] = useState<VaultSettings>(() => vaultSettingsOf(stored, decimals));
  const services = useManageVaultsServices();
  const action = useSubmitAction('decrease');
  const problems = vaultSettingsProblems(settings, decimals);
  const changes =
    problems.length === 0 ? vaultSettingChanges(stored, settings, decimals, symbol) : [];
  const reason =
    action.blockedReason ??
    problems[0] ??
    (changes.length === 0 ? 'Change a setting to continue' : undefined) ??
    (services === undefined ? 'Loading…' : undefined);
  const set = (key: VaultSettingKey, value: string) =>
    setSettings((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    if (!services || reason !== undefined) return;
    const label = 'Update vault settings';
    const results = await action.submit({
      requests: () =>
        services.lib.configRequests({
          admin,
          vault: state.address.toBase58(),
          views,
          changes,
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
      aria-label="Edit fees and minimums"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="keel-manage__fields">
        {VAULT_SETTING_FIELDS.map((field) => {
          const id = `manage-vault-${field.key}`;
          return (
            <div key={field.key} className="keel-manage__field">
              <label htmlFor={id}>{`${field.label} (${vaultSettingUnit(field, symbol)})`}</label>
              <input
                id={id}
                type="text"
                inputMode={field.kind === 'tokens' ? 'decimal' : 'numeric'}
                autoComplete="off"
                value={settings[field.key]}
                onChange={(event) => set(field.key, event.target.value)}
              />
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
      {changes.length > 0 ? <PreviewRows label="Changes" rows={changes} /> : null}
      <ActionSubmitButton
        label={`Sign ${changes.length} update${changes.length === 1 ? '' : 's'}`}
        reason={reason}
        submitting={action.submitting}
        onSubmit={() => void submit()}
      />
    </form>
  );
}
