import { type Address, DEFAULT_ADDRESS, type Reserve } from '@keel/chain-readers';
import {
  emptyVaultAllocation,
  type VaultReserveView,
  type VaultState,
  vaultKeys,
} from '@keel/vault-programs';
import type { ScreenSeed } from '../../../../testing/renderScreen';
import { type ManageVaultsRuntime, manageVaultsRuntime } from '../runtime';
import { manageVaultsServices } from '../services';

/** A vault of 6-decimal tokens: 1000 tokens available, the given allocations. */
export function vaultFixture(input: {
  address: Address;
  admin: Address;
  mint: Address;
  name: string;
  allocations: readonly { reserve: Address; weight: bigint; cap: bigint; ctokens: bigint }[];
}): VaultState {
  const zero = DEFAULT_ADDRESS;
  return {
    address: input.address,
    vaultAdminAuthority: input.admin,
    baseVaultAuthority: zero,
    baseVaultAuthorityBump: 255n,
    tokenMint: input.mint,
    tokenMintDecimals: 6n,
    tokenVault: zero,
    tokenProgram: zero,
    sharesMint: zero,
    sharesMintDecimals: 6n,
    tokenAvailable: 1_000_000_000n,
    sharesIssued: 1_000_000_000n,
    availableCrankFunds: 0n,
    unallocatedWeight: 0n,
    performanceFeeBps: 1000n,
    managementFeeBps: 50n,
    lastFeeChargeTimestamp: 0n,
    prevAumSf: 0n,
    pendingFeesSf: 0n,
    vaultAllocationStrategy: input.allocations.map((a) => ({
      ...emptyVaultAllocation(),
      reserve: a.reserve,
      targetAllocationWeight: a.weight,
      tokenAllocationCap: a.cap,
      ctokenAllocation: a.ctokens,
    })),
    minDepositAmount: 1000n,
    minWithdrawAmount: 0n,
    minInvestAmount: 0n,
    minInvestDelaySlots: 0n,
    crankFundFeePerReserve: 0n,
    pendingAdmin: zero,
    cumulativeEarnedInterestSf: 0n,
    cumulativeMgmtFeesSf: 0n,
    cumulativePerfFeesSf: 0n,
    name: input.name,
    vaultLookupTable: zero,
    vaultFarm: zero,
    creationTimestamp: 0n,
    unallocatedTokensCap: 0n,
    allocationAdmin: input.admin,
    withdrawalPenaltyLamports: 0n,
    withdrawalPenaltyBps: 0n,
    firstLossCapitalFarm: zero,
    allowAllocationsInWhitelistedReservesOnly: 0,
    allowInvestInWhitelistedReservesOnly: 0,
    rewardPerSecond: 0n,
    rewardLastIssuanceTs: 0n,
    rewardsAvailable: 0n,
    cumulativeRewardsDistributed: 0n,
  };
}

/** A reserve view worth `invested` raw tokens. */
export function reserveView(reserve: Reserve, invested: bigint): VaultReserveView {
  return {
    keys: {
      reserve: reserve.address,
      lendingMarket: reserve.lendingMarket,
      reserveLiquiditySupply: reserve.liquidity.supplyVault,
      reserveCollateralMint: reserve.collateral.mintPubkey,
    },
    invested,
    availableLiquidity: reserve.liquidity.availableAmount,
  };
}

const ready = <T>(name: string, data: T) => ({
  queryKey: vaultKeys.vault('test', `seeded:${name}`),
  queryFn: async () => data,
});

/**
 * The manage-vaults services with fixed chain reads (no network): the vaults, each one's reserve
 * views, no wallet tokens; the instruction builders are the real ones. A vault address not listed
 * reads as not found.
 */
export function seedManageVaults(
  vaults: readonly { state: VaultState; views: VaultReserveView[] }[],
): ScreenSeed {
  const byAddress = new Map(vaults.map((v) => [v.state.address.toBase58(), v]));
  const lib: ManageVaultsRuntime = {
    ...manageVaultsRuntime,
    listQuery: () =>
      ready(
        'list',
        vaults.map((v) => v.state),
      ) as never,
    vaultQuery: (_chain, address) =>
      ({
        queryKey: vaultKeys.vault('test', `seeded-state:${address ?? ''}`),
        queryFn: async () => {
          const found = byAddress.get(address ?? '');
          if (!found) throw new Error(`Vault ${address} not found`);
          return found.state;
        },
      }) as never,
    reservesQuery: (_chain, state) =>
      state
        ? (ready(
            `views:${state.address.toBase58()}`,
            byAddress.get(state.address.toBase58())?.views ?? [],
          ) as never)
        : undefined,
    walletTokensQuery: (_chain, wallet) => (wallet ? (ready('tokens', []) as never) : undefined),
  };
  return (context) => manageVaultsServices.seed(context.queryClient, { chain: {} as never, lib });
}
