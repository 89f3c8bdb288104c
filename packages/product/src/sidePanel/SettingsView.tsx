import { Button } from '@keel/ui-kit';
import { type RpcSettingsStore, useRpcSettings } from '@keel/wallet-connect';
import { useId } from 'react';

/** RPC endpoint choice (O§2.7, O§4.3): the preset networks, plus 'Custom' with its own field. */
export function SettingsView({ rpcSettings }: { rpcSettings: RpcSettingsStore }) {
  const rpc = useRpcSettings(rpcSettings);
  const fieldId = useId();
  const errorId = useId();
  const customSelected = rpc.selection.type === 'custom';
  return (
    <div className="keel-side-panel__settings">
      <fieldset className="keel-side-panel__fieldset">
        <legend className="keel-side-panel__legend">RPC endpoint</legend>
        {rpc.networks.map((network) => (
          <label key={network.name} className="keel-side-panel__option">
            <input
              type="radio"
              name="rpc-network"
              checked={rpc.selection.type === 'preset' && rpc.selection.name === network.name}
              onChange={() => rpc.selectPreset(network.name)}
            />
            {network.displayName}
          </label>
        ))}
        <label className="keel-side-panel__option">
          <input
            type="radio"
            name="rpc-network"
            checked={customSelected}
            onChange={() => rpc.selectCustom()}
          />
          Custom
        </label>
      </fieldset>
      {customSelected ? (
        <div className="keel-side-panel__custom-rpc">
          <label htmlFor={fieldId} className="keel-side-panel__legend">
            Custom RPC URL
          </label>
          <input
            id={fieldId}
            className="keel-side-panel__input"
            type="url"
            value={rpc.customUrl}
            placeholder="https://"
            aria-invalid={rpc.error !== undefined}
            aria-describedby={rpc.error ? errorId : undefined}
            onChange={(event) => rpc.setCustomUrl(event.target.value)}
          />
          {rpc.error ? (
            <div id={errorId} role="alert" className="keel-side-panel__error">
              <strong>{rpc.error.message}</strong>
              <p>{rpc.error.description}</p>
            </div>
          ) : null}
          <div className="keel-side-panel__row">
            <Button variant="primary" disabled={rpc.confirmDisabled} onClick={rpc.confirmCustom}>
              Confirm
            </Button>
            <Button variant="secondary" disabled={rpc.removeDisabled} onClick={rpc.removeCustom}>
              Remove
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
