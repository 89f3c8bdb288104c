import type { ElevationGroup, Reserve } from '@keel/chain-readers';
import { formatPercent } from '@keel/core-math';
import { Button } from '@keel/ui-kit';
import { useState } from 'react';
import { bpsPercentText } from '../../../common/bpsPercent';
import { freeElevationGroupId } from '../data/elevationGroupSettings';
import { ElevationGroupForm } from './ElevationGroupForm';

/**
 * The market's elevation groups as a table, and for its owner an editor per group and one for a
 * new group at the first free id.
 */
export function ElevationGroupsSection({
  market,
  owner,
  groups,
  reserves,
  reserveName,
}: {
  market: string;
  /** The owner's address when the connected wallet may edit; null otherwise. */
  owner: string | null;
  groups: readonly ElevationGroup[];
  reserves: readonly Reserve[];
  reserveName: (address: string) => string;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const sorted = [...groups].sort((a, b) => a.id - b.id);
  const newId = freeElevationGroupId(groups);
  return (
    <section className="keel-manage__groups" aria-labelledby="manage-groups-title">
      <h3 id="manage-groups-title" className="keel-section-title">
        Elevation groups
      </h3>
      {sorted.length === 0 ? (
        <p>This market has no elevation groups.</p>
      ) : (
        <div className="keel-manage__table-scroll">
          <table className="keel-manage__table">
            <caption className="keel-visually-hidden">Elevation groups</caption>
            <thead>
              <tr>
                <th scope="col">Group</th>
                <th scope="col">LTV</th>
                <th scope="col">Liquidation threshold</th>
                <th scope="col">Max bonus</th>
                <th scope="col">Debt reserve</th>
                <th scope="col">Max collateral reserves</th>
                <th scope="col">New loans</th>
                {owner ? <th scope="col">Edit</th> : null}
              </tr>
            </thead>
            <tbody>
              {sorted.map((group) => (
                <tr key={group.id}>
                  <th scope="row">{group.id}</th>
                  <td>{formatPercent(group.ltvPct / 100)}</td>
                  <td>{formatPercent(group.liquidationThresholdPct / 100)}</td>
                  <td>{bpsPercentText(group.maxLiquidationBonusBps)}</td>
                  <td>{reserveName(group.debtReserve.toBase58())}</td>
                  <td>{group.maxReservesAsCollateral}</td>
                  <td>{group.allowNewLoans ? 'Allowed' : 'Not allowed'}</td>
                  {owner ? (
                    <td>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setEditing(editing === group.id ? null : group.id)}
                      >
                        {editing === group.id ? 'Close' : `Edit group ${group.id}`}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {owner && newId !== undefined && editing === null ? (
        <Button size="sm" variant="secondary" onClick={() => setEditing(newId)}>
          Add elevation group
        </Button>
      ) : null}
      {owner && editing !== null ? (
        <ElevationGroupForm
          key={editing}
          market={market}
          owner={owner}
          id={editing}
          group={groups.find((group) => group.id === editing)}
          reserves={reserves}
          reserveName={reserveName}
          onDone={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
