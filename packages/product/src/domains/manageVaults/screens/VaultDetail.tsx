import { shortenAddress } from '@keel/core-math';
import { Button } from '@keel/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Figures } from '../../../common/Figures';
import { QueryState } from '../../../common/QueryState';
import { useManagedVault, useReservePool } from '../data/hooks';
import { vaultEditBlockedReason } from '../data/managedVaults';
import { useManageVaultsServices } from '../data/services';
import { AllocationsSection } from './AllocationsSection';
import { VaultSettingsForm } from './VaultSettingsForm';
import { configFigures, holdingFigures } from './vaultFigures';

/** One vault: its value, settings, whether the wallet may edit it, and its allocations. */
export function VaultDetail({
  address,
  wallet,
  listPath,
}: {
  address: string;
  wallet: string | undefined;
  listPath: string;
}) {
  const services = useManageVaultsServices();
  const { state, views } = useManagedVault(address);
  const pool = useReservePool();
  const [editing, setEditing] = useState(false);
  const malformed = services !== undefined && !services.lib.isAddress(address);
  const notFound =
    malformed || (state.error && services?.lib.isNotFoundError(state.error))
      ? `Vault ${address} is not found`
      : null;
  const error = notFound ? null : (state.error ?? views.error ?? pool.error);
  const data =
    state.data && views.data && pool.reserves && services
      ? { state: state.data, views: views.data, reserves: pool.reserves, lib: services.lib }
      : undefined;
  return (
    <QueryState
      data={data}
      notFound={notFound}
      back={{ to: listPath, label: 'Back to the vaults' }}
      error={error}
      errorTitle="Failed to load the vault"
      onRetry={() => {
        if (state.error) void state.refetch();
        if (views.error) void views.refetch();
        pool.refetch();
      }}
      skeleton={[160, 320]}
    >
      {({ state: vault, views: reserveViews, reserves, lib }) => {
        const admin = vault.vaultAdminAuthority.toBase58();
        const blocked = vaultEditBlockedReason(admin, wallet);
        const mint = vault.tokenMint.toBase58();
        const symbol =
          [...reserves.values()].find(
            (entry) => entry.reserve.liquidity.mintPubkey.toBase58() === mint,
          )?.reserve.config.tokenInfo.name || shortenAddress(mint);
        const aum = lib.aum(vault, reserveViews);
        return (
          <>
            <p>
              <Link to={listPath}>All vaults</Link>
            </p>
            <h2 className="keel-section-title">{vault.name || shortenAddress(address)}</h2>
            <p
              className={
                blocked ? 'keel-manage__notice' : 'keel-manage__notice keel-manage__notice--owner'
              }
              role="status"
            >
              {blocked ?? 'You administer this vault: edits are drafted for your wallet to sign.'}
            </p>
            <Figures title="Vault" figures={holdingFigures(vault, aum, symbol)} />
            {blocked === null ? (
              <Button variant="secondary" size="sm" onClick={() => setEditing((open) => !open)}>
                {editing ? 'Close editor' : 'Edit fees and minimums'}
              </Button>
            ) : null}
            {editing && blocked === null ? (
              <VaultSettingsForm
                admin={admin}
                state={vault}
                views={reserveViews}
                symbol={symbol}
                onDone={() => setEditing(false)}
              />
            ) : null}
            <Figures title="Fees and minimums" figures={configFigures(vault, symbol)} />
            <AllocationsSection
              state={vault}
              views={reserveViews}
              aum={aum}
              reserves={reserves}
              symbol={symbol}
              editableBy={blocked === null ? admin : null}
            />
          </>
        );
      }}
    </QueryState>
  );
}
