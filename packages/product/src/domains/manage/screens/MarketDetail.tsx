import { shortenAddress } from '@keel/core-math';
import { Button } from '@keel/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Figures } from '../../../common/Figures';
import { QueryState } from '../../../common/QueryState';
import { useLendingMarketState } from '../../lending/data/hooks';
import { useLendingServices } from '../../lending/data/services';
import { editBlockedReason } from '../data/managedMarkets';
import { marketFigures } from './configFigures';
import { ElevationGroupsSection } from './ElevationGroupsSection';
import { MarketEditForm } from './MarketEditForm';
import { ReserveConfigSection } from './ReserveConfigSection';

/** One market: its settings, whether the wallet may edit it, and every reserve's configuration. */
export function MarketDetail({
  address,
  wallet,
  listPath,
}: {
  address: string;
  wallet: string | undefined;
  listPath: string;
}) {
  const services = useLendingServices();
  const state = useLendingMarketState(address);
  const [editing, setEditing] = useState(false);
  const malformed = services !== undefined && !services.lib.isAddress(address);
  const notFound =
    malformed || (state.error && services?.lib.isNotFoundError(state.error))
      ? `Market ${address} is not found`
      : null;
  return (
    <QueryState
      data={state.data}
      notFound={notFound}
      back={{ to: listPath, label: 'Back to the markets' }}
      error={notFound ? null : state.error}
      errorTitle="Failed to load the market"
      onRetry={() => void state.refetch()}
      skeleton={[160, 320]}
    >
      {({ market, reserves }) => {
        const owner = market.lendingMarketOwner.toBase58();
        const blocked = editBlockedReason(owner, wallet);
        const sorted = [...reserves].sort((a, b) =>
          a.config.tokenInfo.name.localeCompare(b.config.tokenInfo.name),
        );
        return (
          <>
            <p>
              <Link to={listPath}>All markets</Link>
            </p>
            <h2 className="keel-section-title">{market.name || shortenAddress(address)}</h2>
            <p
              className={
                blocked ? 'keel-manage__notice' : 'keel-manage__notice keel-manage__notice--owner'
              }
              role="status"
            >
              {blocked ?? 'You own this market: edits are drafted for your wallet to sign.'}
            </p>
            {blocked === null ? (
              <Button variant="secondary" size="sm" onClick={() => setEditing((open) => !open)}>
                {editing ? 'Close editor' : 'Edit market settings'}
              </Button>
            ) : null}
            {editing && blocked === null ? (
              <MarketEditForm
                address={address}
                owner={owner}
                market={market}
                onDone={() => setEditing(false)}
              />
            ) : null}
            <Figures title="Market settings" figures={marketFigures(market)} />
            <ElevationGroupsSection
              market={address}
              owner={blocked === null ? owner : null}
              groups={market.elevationGroups}
              reserves={sorted}
              reserveName={(key) => {
                const found = sorted.find((r) => r.address.toBase58() === key);
                return found?.config.tokenInfo.name || shortenAddress(key);
              }}
            />
            {sorted.length === 0 ? <p>This market has no reserves.</p> : null}
            {sorted.map((reserve) => (
              <ReserveConfigSection
                key={reserve.address.toBase58()}
                market={address}
                reserve={reserve}
                symbol={reserve.config.tokenInfo.name || shortenAddress(reserve.address.toBase58())}
                elevationGroups={market.elevationGroups}
                editableBy={blocked === null ? owner : null}
              />
            ))}
          </>
        );
      }}
    </QueryState>
  );
}
