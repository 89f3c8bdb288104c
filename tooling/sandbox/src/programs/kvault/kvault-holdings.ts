import { activeAllocations, type VaultState, vaultAum } from '@keel/vault-programs';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { collateralToLiquidity, exchangeRate } from '../klend/actions/collateral-rate';
import type { ReserveAccount } from '../klend/reserve-account';
import { readReserve } from './kvault-accounts';
import { vaultFailure } from './kvault-errors';

export interface VaultHoldingsView {
  /** Net value in raw tokens (available + invested − pending fees). */
  aum: bigint;
  /** Per reserve (base58): the reserve and what the vault's cTokens of it are worth. */
  reserves: Map<string, { reserve: ReserveAccount; invested: bigint }>;
}

/**
 * The vault's value as the program computes it before each operation: every reserve it allocates
 * to must be among the remaining accounts (from `from` on), each one's cTokens valued at the
 * reserve's exchange rate (floored).
 */
export function vaultHoldings(
  context: InstructionContext,
  vault: VaultState,
  from: number,
): VaultHoldingsView {
  const remaining = context.accounts.slice(from);
  const reserves = new Map<string, { reserve: ReserveAccount; invested: bigint }>();
  for (const allocation of activeAllocations(vault.vaultAllocationStrategy)) {
    const meta = remaining.find((candidate) => candidate.address.equals(allocation.reserve));
    if (meta === undefined) throw vaultFailure('ReserveNotProvidedInTheAccounts');
    const reserve = readReserve(context, meta.address);
    if (reserve === null) throw vaultFailure('CouldNotDeserializeAccountAsReserve');
    const invested =
      allocation.ctokenAllocation === 0n
        ? 0n
        : collateralToLiquidity(exchangeRate(reserve), allocation.ctokenAllocation);
    reserves.set(allocation.reserve.toBase58(), { reserve, invested });
  }
  const aum = vaultAum({
    tokenAvailable: vault.tokenAvailable,
    invested: [...reserves.values()].map((entry) => entry.invested),
    pendingFees: vault.pendingFeesSf >> 60n,
  });
  return { aum, reserves };
}

/** The least of some raw amounts. */
export function least(first: bigint, ...rest: bigint[]): bigint {
  let low = first;
  for (const value of rest) if (value < low) low = value;
  return low;
}
