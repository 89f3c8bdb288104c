import { formatTokenAmount, formatUsd } from '@keel/core-math';
import { Button, NoValue } from '@keel/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AddressText } from '../../../common/AddressText';
import { QueryState } from '../../../common/QueryState';
import { wholeTokens } from '../data/allocationTable';
import { useManagedVaults } from '../data/hooks';
import { CreateVaultForm } from './CreateVaultForm';

/** Every vault, those the wallet administers first, each with its admin and a link to its page. */
export function VaultList({
  wallet,
  vaultPath,
}: {
  wallet: string | undefined;
  vaultPath: (address: string) => string;
}) {
  const { vaults, error, refetch } = useManagedVaults(wallet);
  const [creating, setCreating] = useState(false);
  const owned = vaults?.filter((vault) => vault.ownedByWallet).length ?? 0;
  return (
    <QueryState
      data={vaults}
      error={error}
      errorTitle="Failed to load the vaults"
      onRetry={refetch}
      skeleton={[240]}
    >
      {(list) => (
        <>
          <p role="status" className="keel-manage__notice">
            {wallet === undefined
              ? 'Connect a wallet to see the vaults it administers. All vaults are shown read only.'
              : owned === 0
                ? 'The connected wallet administers no vault. All vaults are shown read only.'
                : `The connected wallet administers ${owned} vault${owned === 1 ? '' : 's'}.`}
          </p>
          {wallet !== undefined ? (
            <Button variant="secondary" size="sm" onClick={() => setCreating((open) => !open)}>
              {creating ? 'Close' : 'Create vault'}
            </Button>
          ) : null}
          {creating && wallet !== undefined ? (
            <CreateVaultForm admin={wallet} onDone={() => setCreating(false)} />
          ) : null}
          {list.length === 0 ? <p>There is no vault yet.</p> : null}
          <div className="keel-manage__scroll">
            <table className="keel-manage__table" aria-label="Lending vaults">
              <thead>
                <tr>
                  <th scope="col">Vault</th>
                  <th scope="col">Token</th>
                  <th scope="col">TVL</th>
                  <th scope="col">Available</th>
                  <th scope="col">Reserves</th>
                  <th scope="col">Admin</th>
                  <th scope="col">Access</th>
                </tr>
              </thead>
              <tbody>
                {list.map((vault) => (
                  <tr key={vault.address}>
                    <th scope="row">
                      <Link to={vaultPath(vault.address)}>{vault.name}</Link>
                    </th>
                    <td>{vault.tokenSymbol}</td>
                    <td>
                      {vault.tvlUsd ? (
                        formatUsd(vault.tvlUsd, { compact: true })
                      ) : (
                        <NoValue reason="Not yet listed by the API" />
                      )}
                    </td>
                    <td>
                      {formatTokenAmount(wholeTokens(vault.tokenAvailable, vault.decimals), {
                        compact: true,
                      })}
                    </td>
                    <td>{vault.reserves}</td>
                    <td>
                      <AddressText address={vault.admin} />
                    </td>
                    <td>{vault.ownedByWallet ? 'Administered by you' : 'Read only'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </QueryState>
  );
}
