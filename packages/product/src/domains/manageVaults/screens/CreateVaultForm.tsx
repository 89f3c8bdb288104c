import { formatTokenAmount, lamportsToAmount, tokenAmountDisplay } from '@keel/core-math';
import { useMemo, useState } from 'react';
import { ActionSubmitButton } from '../../../actions/ActionSubmitButton';
import { PreviewRows } from '../../../actions/PreviewRows';
import { useSubmitAction } from '../../../actions/useSubmitAction';
import {
  createVaultProblems,
  INITIAL_DEPOSIT,
  VAULT_RENT_LAMPORTS,
  vaultTokenOptions,
} from '../data/createVault';
import { useReservePool, useWalletTokenAccounts } from '../data/hooks';
import { useManageVaultsServices } from '../data/services';

/**
 * A new vault for the connected wallet: its token (one with reserves) and name; init_vault takes
 * a small first deposit from the wallet, and the new vault's account is signed by a new keypair
 * beside the wallet.
 */
export function CreateVaultForm({ admin, onDone }: { admin: string; onDone: () => void }) {
  const pool = useReservePool();
  const services = useManageVaultsServices();
  const tokens = useWalletTokenAccounts(admin);
  const options = useMemo(
    () => vaultTokenOptions([...(pool.reserves?.values() ?? [])].map((entry) => entry.reserve)),
    [pool.reserves],
  );
  const [mint, setMint] = useState('');
  const [name, setName] = useState('');
  const action = useSubmitAction('increase');
  const token = options.find((option) => option.mint === mint);
  const walletTokens =
    token && tokens.data && services
      ? services.lib.walletTokenAmount(tokens.data, admin, token.reserve)
      : undefined;
  const problems = createVaultProblems({ token, name, walletTokens });
  const reason =
    action.blockedReason ?? problems[0] ?? (services === undefined ? 'Loading…' : undefined);
  const decimals = token ? Number(token.reserve.liquidity.mintDecimals) : 0;

  const submit = async () => {
    if (!services || !token || reason !== undefined) return;
    const label = 'Create vault';
    const results = await action.submit({
      requests: () =>
        services.lib.createVaultRequests({
          admin,
          reserve: token.reserve,
          name: name.trim(),
          label,
        }).requests,
      invalidates: (endpoint) => services.lib.invalidations(endpoint),
      description: label,
      failure: 'configUpdate',
    });
    if (results !== null) onDone();
  };

  return (
    <form
      className="keel-manage__form"
      aria-label="Create vault"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="keel-manage__fields">
        <div className="keel-manage__field">
          <label htmlFor="manage-vault-create-token">Token</label>
          <select
            id="manage-vault-create-token"
            value={mint}
            onChange={(event) => setMint(event.target.value)}
          >
            <option value="">Choose a token</option>
            {options.map((option) => (
              <option key={option.mint} value={option.mint}>
                {option.symbol}
              </option>
            ))}
          </select>
        </div>
        <div className="keel-manage__field">
          <label htmlFor="manage-vault-create-name">Name</label>
          <input
            id="manage-vault-create-name"
            type="text"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
      </div>
      {problems.length > 0 && token !== undefined ? (
        <ul className="keel-manage__problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {token ? (
        <PreviewRows
          label="New vault"
          rows={[
            { label: 'Token', after: token.symbol },
            {
              label: 'First deposit from your wallet',
              after: formatTokenAmount(lamportsToAmount(INITIAL_DEPOSIT.toString(), decimals), {
                ...tokenAmountDisplay(token.symbol),
                symbol: token.symbol,
              }),
            },
            {
              label: 'Vault account rent',
              after: `${formatTokenAmount(lamportsToAmount(VAULT_RENT_LAMPORTS.toString(), 9), { decimals: 4 })} SOL`,
            },
            { label: 'Admin and allocation admin', after: 'This wallet' },
          ]}
        />
      ) : null}
      <ActionSubmitButton
        label="Sign create vault"
        reason={reason}
        submitting={action.submitting}
        onSubmit={() => void submit()}
      />
    </form>
  );
}
