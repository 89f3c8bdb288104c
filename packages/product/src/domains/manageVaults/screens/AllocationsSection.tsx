import { formatCount, formatPercent } from '@keel/core-math';
import { Button, NoValue } from '@keel/ui-kit';
import type { VaultReserveView, VaultState } from '@keel/vault-programs';
import { useState } from 'react';
import { AddressText } from '../../../common/AddressText';
import { allocationTableRows, totalWeightOf } from '../data/allocationTable';
import type { PoolReserve } from '../data/hooks';
import { AllocationEditForm } from './AllocationEditForm';
import { InvestForm } from './InvestForm';
import { capText, tokenText } from './vaultFigures';

type OpenForm = { kind: 'edit' | 'invest'; reserve: string } | { kind: 'add' } | null;

/**
 * The vault's allocations: each reserve's market, target weight (and its share of all weights),
 * token cap, what is invested and its share of the vault's value; the admin's edit, invest and
 * add-reserve forms.
 */
export function AllocationsSection({
  state,
  views,
  aum,
  reserves,
  symbol,
  editableBy,
}: {
  state: VaultState;
  views: readonly VaultReserveView[];
  aum: bigint;
  reserves: ReadonlyMap<string, PoolReserve>;
  symbol: string;
  /** The admin's address when the connected wallet is the admin; null for read only. */
  editableBy: string | null;
}) {
  const [open, setOpen] = useState<OpenForm>(null);
  const rows = allocationTableRows({ state, views, aum, reserves });
  const decimals = Number(state.tokenMintDecimals);
  const mint = state.tokenMint.toBase58();
  const allocated = new Set(rows.map((row) => row.reserve));
  const candidates = [...reserves.entries()]
    .filter(
      ([address, entry]) =>
        !allocated.has(address) && entry.reserve.liquidity.mintPubkey.toBase58() === mint,
    )
    .map(([, entry]) => entry);
  const label = (row: { marketName: string }) => `${symbol} · ${row.marketName}`;
  const toggle = (next: OpenForm) =>
    setOpen((current) => (JSON.stringify(current) === JSON.stringify(next) ? null : next));
  const openRow = open && open.kind !== 'add' ? rows.find((r) => r.reserve === open.reserve) : null;
  return (
    <section aria-label="Allocations">
      <h2 className="keel-section-title">Allocations</h2>
      {rows.length === 0 ? <p>The vault allocates to no reserve yet.</p> : null}
      <div className="keel-manage__scroll">
        <table className="keel-manage__table" aria-label="Reserve allocations">
          <thead>
            <tr>
              <th scope="col">Reserve</th>
              <th scope="col">Target weight</th>
              <th scope="col">Token cap</th>
              <th scope="col">Invested</th>
              <th scope="col">Share of AUM</th>
              {editableBy !== null ? <th scope="col">Actions</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.reserve}>
                <th scope="row">
                  {label(row)} <AddressText address={row.reserve} />
                </th>
                <td>
                  {formatCount(row.weight.toString())}
                  {row.weightShare ? ` (${formatPercent(row.weightShare)})` : ''}
                </td>
                <td>{capText(row.cap, decimals, symbol)}</td>
                <td>{tokenText(row.invested, decimals, symbol)}</td>
                <td>
                  {row.aumShare ? formatPercent(row.aumShare) : <NoValue reason="AUM not known" />}
                </td>
                {editableBy !== null ? (
                  <td>
                    {row.account ? (
                      <>
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`Edit ${label(row)}`}
                          onClick={() => toggle({ kind: 'edit', reserve: row.reserve })}
                        >
                          Edit
                        </Button>{' '}
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`Invest ${label(row)}`}
                          onClick={() => toggle({ kind: 'invest', reserve: row.reserve })}
                        >
                          Invest
                        </Button>
                      </>
                    ) : (
                      'Reserve not in a configured market'
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editableBy !== null ? (
        <Button variant="secondary" size="sm" onClick={() => toggle({ kind: 'add' })}>
          {open?.kind === 'add' ? 'Close' : 'Add a reserve'}
        </Button>
      ) : null}
      {editableBy !== null && open?.kind === 'add' ? (
        <AllocationEditForm
          key="add"
          admin={editableBy}
          state={state}
          symbol={symbol}
          target={{ kind: 'add', candidates }}
          onDone={() => setOpen(null)}
        />
      ) : null}
      {editableBy !== null && open?.kind === 'edit' && openRow?.account ? (
        <AllocationEditForm
          key={openRow.reserve}
          admin={editableBy}
          state={state}
          symbol={symbol}
          target={{
            kind: 'edit',
            entry: { reserve: openRow.account, marketName: openRow.marketName },
            stored: { weight: openRow.weight, cap: openRow.cap },
          }}
          onDone={() => setOpen(null)}
        />
      ) : null}
      {editableBy !== null && open?.kind === 'invest' && openRow?.account ? (
        <InvestForm
          key={openRow.reserve}
          payer={editableBy}
          state={state}
          views={views}
          aum={aum}
          row={openRow}
          reserve={openRow.account}
          title={label(openRow)}
          symbol={symbol}
          totalWeight={totalWeightOf(state)}
          onDone={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
