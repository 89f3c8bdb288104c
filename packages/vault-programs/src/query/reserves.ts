import {
  type Address,
  type ChainQueryOptions,
  decodeReserve,
  type Reserve,
} from '@keel/chain-readers';
import { activeAllocations } from '../accounts/vaultAllocation';
import type { VaultState } from '../accounts/vaultState';
import type { VaultReserveKeys } from '../instructions/vaultKeys';
import { vaultKeys } from './keys';
import type { VaultQueryContext } from './options';

/** A reserve the vault allocates to, as its deposit and withdrawal need it. */
export interface VaultReserveView {
  keys: VaultReserveKeys;
  /** Raw tokens the vault's cTokens of the reserve are worth (floored). */
  invested: bigint;
  /** Raw liquidity the reserve can pay out now. */
  availableLiquidity: bigint;
}

/**
 * A reserve's view as read from the chain: `invested` at the reserve's rate as last refreshed,
 * with what revaluing it needs. The program refreshes every reserve first (interest accrued to
 * the current slot), so a figure of what a transaction will see revalues `ctokens` against
 * `reserve` at that slot.
 */
export interface VaultReserveReading extends VaultReserveView {
  /** The vault's cTokens of the reserve (its allocation's ctoken_allocation). */
  ctokens: bigint;
  /** The reserve as read. */
  reserve: Reserve;
}

/** Raw liquidity `ctokens` are worth at the reserve's rate (total supply / cTokens issued). */
function ctokensWorth(ctokens: bigint, reserve: Reserve): bigint {
  const issued = reserve.collateral.mintTotalSupply;
  if (ctokens === 0n || issued === 0n) return ctokens;
  const liquidity = reserve.liquidity;
  const totalSupply = liquidity.borrowedAmount
    .plus(liquidity.availableAmount.toString())
    .minus(liquidity.accumulatedProtocolFees)
    .minus(liquidity.accumulatedReferrerFees)
    .minus(liquidity.pendingReferrerFees);
  return BigInt(totalSupply.times(ctokens.toString()).div(issued.toString()).floor().toFixed(0));
}

/**
 * The vault's reserves (every active allocation) read from the chain: their keys for the
 * instructions, what the vault holds in each and what each can pay out.
 */
export function vaultReservesQueryOptions(
  { rpc, endpoint }: VaultQueryContext,
  vault: VaultState,
): ChainQueryOptions<VaultReserveReading[], ReturnType<typeof vaultKeys.reserves>> {
  const allocations = activeAllocations(vault.vaultAllocationStrategy);
  return {
    queryKey: vaultKeys.reserves(endpoint, vault.address),
    queryFn: async () => {
      const addresses: Address[] = allocations.map((a) => a.reserve);
      const accounts = addresses.length === 0 ? [] : await rpc.getMultipleAccountsInfo(addresses);
      return allocations.map((allocation, index) => {
        const account = accounts[index];
        if (!account) throw new Error(`Reserve ${allocation.reserve.toBase58()} not found`);
        const reserve = decodeReserve(allocation.reserve, account);
        return {
          keys: {
            reserve: allocation.reserve,
            lendingMarket: reserve.lendingMarket,
            reserveLiquiditySupply: reserve.liquidity.supplyVault,
            reserveCollateralMint: reserve.collateral.mintPubkey,
          },
          invested: ctokensWorth(allocation.ctokenAllocation, reserve),
          availableLiquidity: reserve.liquidity.availableAmount,
          ctokens: allocation.ctokenAllocation,
          reserve,
        };
      });
    },
    staleTime: 15_000,
    gcTime: 5 * 60_000,
  };
}
