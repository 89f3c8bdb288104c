import type { EarnVault, ProvisionalEarnVaultAllocation } from '@keel/api-client';
import { MathDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';

/** One reserve an earn vault allocates to, or the share it keeps unallocated. */
export interface AllocationRow {
  /** The reserve address; undefined for the unallocated share. */
  reserve: string | undefined;
  marketName: string;
  /** The market address, when the market list names it. */
  marketAddress: string | undefined;
  /** Share of the vault's target weights (fraction); undefined for the unallocated share. */
  targetWeight: Decimal | undefined;
  /** Most tokens the vault invests in the reserve (whole tokens). */
  cap: Decimal | undefined;
  /** Share of the vault's tokens now in the reserve (fraction), as the API reports it. */
  actualShare: Decimal | undefined;
  /** Tokens in the reserve and their USD value, as the API reports them. */
  amount: Decimal | undefined;
  amountUsd: Decimal | undefined;
}

const HUNDRED = new MathDecimal(100);

/**
 * The vault's allocation table: its strategy's reserves (weights and caps from the vault state)
 * joined with the API's allocation rows (actual shares and amounts), then the unallocated share
 * when the API reports one. `marketAddresses` maps market names to addresses.
 */
export function allocationRows(
  vault: EarnVault,
  allocations: readonly ProvisionalEarnVaultAllocation[] | undefined,
  marketAddresses: ReadonlyMap<string, string>,
): AllocationRow[] {
  const { state } = vault;
  const scale = new MathDecimal(10).pow(state.tokenMintDecimals);
  const strategy = state.vaultAllocationStrategy;
  const totalWeight = strategy.reduce(
    (total, entry) => total.plus(entry.targetAllocationWeight ?? 0),
    new MathDecimal(0),
  );
  const byReserve = new Map(
    (allocations ?? []).flatMap((row) => (row.reserve ? [[row.reserve, row] as const] : [])),
  );
  const rows: AllocationRow[] = strategy.map((entry) => {
    const api = byReserve.get(entry.reserve);
    const marketName = api?.marketName ?? '';
    return {
      reserve: entry.reserve,
      marketName,
      marketAddress: marketAddresses.get(marketName),
      targetWeight:
        entry.targetAllocationWeight && !totalWeight.isZero()
          ? entry.targetAllocationWeight.div(totalWeight)
          : undefined,
      cap: entry.tokenAllocationCap?.div(scale),
      actualShare: api?.actualPct?.div(HUNDRED),
      amount: api?.amount,
      amountUsd: api?.amountUsd,
    };
  });
  const known = new Set(strategy.map((entry) => entry.reserve));
  for (const row of allocations ?? []) {
    if (row.reserve && known.has(row.reserve)) continue;
    rows.push({
      reserve: row.reserve,
      marketName: row.marketName ?? (row.reserve ? '' : 'Unallocated'),
      marketAddress: row.marketName ? marketAddresses.get(row.marketName) : undefined,
      targetWeight: undefined,
      cap: undefined,
      actualShare: row.actualPct?.div(HUNDRED),
      amount: row.amount,
      amountUsd: row.amountUsd,
    });
  }
  return rows;
}
