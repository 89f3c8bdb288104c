import type { Reserve } from '@keel/chain-readers';
import { lamportsToAmount, MathDecimal } from '@keel/core-math';
import type { VaultReserveView, VaultState } from '@keel/vault-programs';
import type Decimal from 'decimal.js';

/** One reserve the vault allocates to, as the manager's table shows it. */
export interface AllocationTableRow {
  reserve: string;
  /** The reserve's account (for the instructions), when a market lists it. */
  account: Reserve | undefined;
  marketName: string;
  weight: bigint;
  /** weight / (every weight + the unallocated weight); undefined when all weights are 0. */
  weightShare: Decimal | undefined;
  /** Raw. */
  cap: bigint;
  ctokens: bigint;
  /** Raw tokens the cTokens are worth. */
  invested: bigint;
  /** invested / AUM; undefined while the AUM is 0. */
  aumShare: Decimal | undefined;
}

/** Every weight of the vault plus its unallocated weight (the denominator invest uses). */
export function totalWeightOf(state: VaultState): bigint {
  // Free slots weigh 0.
  return state.vaultAllocationStrategy.reduce(
    (sum, a) => sum + a.targetAllocationWeight,
    state.unallocatedWeight,
  );
}

/**
 * The allocations table: each active allocation with its reserve's market, weight share, cap,
 * invested tokens (its cTokens at the reserve's rate) and share of the vault's value.
 */
export function allocationTableRows(input: {
  state: VaultState;
  views: readonly VaultReserveView[];
  aum: bigint;
  reserves: ReadonlyMap<string, { reserve: Reserve; marketName: string }>;
}): AllocationTableRow[] {
  const { state, views, aum } = input;
  const total = totalWeightOf(state);
  const invested = new Map(views.map((view) => [view.keys.reserve.toBase58(), view.invested]));
  return state.vaultAllocationStrategy.flatMap((allocation) => {
    const reserve = allocation.reserve.toBase58();
    if (reserve === '11111111111111111111111111111111') return [];
    const known = input.reserves.get(reserve);
    const worth = invested.get(reserve) ?? 0n;
    return [
      {
        reserve,
        account: known?.reserve,
        marketName: known?.marketName ?? 'Unknown market',
        weight: allocation.targetAllocationWeight,
        weightShare:
          total === 0n
            ? undefined
            : new MathDecimal(allocation.targetAllocationWeight.toString()).div(total.toString()),
        cap: allocation.tokenAllocationCap,
        ctokens: allocation.ctokenAllocation,
        invested: worth,
        aumShare: aum === 0n ? undefined : new MathDecimal(worth.toString()).div(aum.toString()),
      },
    ];
  });
}

/** Whole tokens of a raw amount. */
export const wholeTokens = (raw: bigint, decimals: number): Decimal =>
  lamportsToAmount(raw.toString(), decimals);
