import { associatedTokenAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import {
  emptyVaultAllocation,
  encodeGlobalConfig,
  encodeVaultState,
  globalConfigAddress,
  MAX_VAULT_ALLOCATIONS,
  VAULT_PROGRAM_ID,
} from '@keel/vault-programs';
import { PublicKey } from '@solana/web3.js';
import { writeMint, writeTokenAccount } from '../accounts/spl-accounts';
import {
  reserveByAddress,
  type WriteContext,
  writeProgramAccount,
} from '../accounts/write-context';
import type { WorldEarnVault } from './earn-vault-types';

export interface EarnVaultWriteReport {
  vaults: number;
  /** The vaults' cToken accounts (one per allocation). */
  ctokenVaults: number;
}

const ZERO = PublicKey.default;

/**
 * Each earn vault as its curator would have left it: its VaultState (allocations set, nothing
 * invested yet), its token vault holding the available tokens, its shares mint with the shares
 * issued, an empty cToken account per reserve, the main wallet's shares (its shares ATA) in the
 * vaults it holds; and the program's GlobalConfig (no withdrawal
 * penalty, the protocol admin as global admin).
 */
export function writeEarnVaultAccounts(context: WriteContext): EarnVaultWriteReport {
  const { world, ledger } = context;
  writeProgramAccount(
    context,
    toPublicKey(globalConfigAddress().address),
    toPublicKey(VAULT_PROGRAM_ID),
    encodeGlobalConfig({
      globalAdmin: new PublicKey(world.protocolAdmin),
      pendingAdmin: ZERO,
      withdrawalPenaltyLamports: 0n,
      withdrawalPenaltyBps: 0n,
    }),
  );
  let ctokenVaults = 0;
  for (const vault of world.earnVaults) {
    writeVault(context, vault);
    const authority = vault.baseVaultAuthority;
    writeTokenAccount(ledger, new PublicKey(vault.tokenVault), new PublicKey(vault.tokenProgram), {
      mint: vault.tokenMint,
      owner: authority,
      amount: BigInt(vault.tokenAvailable),
    });
    writeMint(ledger, new PublicKey(vault.sharesMint), toPublicKey(TOKEN_PROGRAM_ID), {
      authority,
      supply: BigInt(vault.sharesIssued),
      decimals: vault.tokenDecimals,
    });
    const holder = world.wallets.find((wallet) => wallet.role === 'ordinary');
    if (vault.walletShares !== null && holder !== undefined) {
      const owner = new PublicKey(holder.publicKey);
      writeTokenAccount(
        ledger,
        toPublicKey(
          associatedTokenAddress(owner, new PublicKey(vault.sharesMint), TOKEN_PROGRAM_ID).address,
        ),
        toPublicKey(TOKEN_PROGRAM_ID),
        { mint: vault.sharesMint, owner: holder.publicKey, amount: BigInt(vault.walletShares) },
      );
    }
    for (const allocation of vault.allocations) {
      const { reserve } = reserveByAddress(world, allocation.reserve);
      writeTokenAccount(
        ledger,
        new PublicKey(allocation.ctokenVault),
        toPublicKey(TOKEN_PROGRAM_ID),
        {
          mint: reserve.collateralMint,
          owner: authority,
          amount: 0n,
        },
      );
      ctokenVaults += 1;
    }
  }
  return { vaults: world.earnVaults.length, ctokenVaults };
}

function writeVault(context: WriteContext, vault: WorldEarnVault): void {
  const curator = context.world.earnCurators.find((c) => c.managerName === vault.curator);
  if (curator === undefined) throw new Error(`The vault ${vault.address} has no curator`);
  if (vault.allocations.length > MAX_VAULT_ALLOCATIONS) {
    throw new Error(`The vault ${vault.address} allocates to too many reserves`);
  }
  const admin = new PublicKey(curator.admin);
  const decimals = BigInt(vault.tokenDecimals);
  const available = BigInt(vault.tokenAvailable);
  writeProgramAccount(
    context,
    vault.address,
    toPublicKey(VAULT_PROGRAM_ID),
    encodeVaultState({
      vaultAdminAuthority: admin,
      baseVaultAuthority: new PublicKey(vault.baseVaultAuthority),
      baseVaultAuthorityBump: BigInt(vault.baseVaultAuthorityBump),
      tokenMint: new PublicKey(vault.tokenMint),
      tokenMintDecimals: decimals,
      tokenVault: new PublicKey(vault.tokenVault),
      tokenProgram: new PublicKey(vault.tokenProgram),
      sharesMint: new PublicKey(vault.sharesMint),
      sharesMintDecimals: decimals,
      tokenAvailable: available,
      sharesIssued: BigInt(vault.sharesIssued),
      availableCrankFunds: 0n,
      unallocatedWeight: 0n,
      performanceFeeBps: BigInt(vault.performanceFeeBps),
      managementFeeBps: BigInt(vault.managementFeeBps),
      lastFeeChargeTimestamp: context.now,
      prevAumSf: available << 60n,
      pendingFeesSf: 0n,
      vaultAllocationStrategy: vault.allocations.map((allocation) => ({
        ...emptyVaultAllocation(),
        reserve: new PublicKey(allocation.reserve),
        ctokenVault: new PublicKey(allocation.ctokenVault),
        targetAllocationWeight: BigInt(allocation.weight),
        tokenAllocationCap: BigInt(allocation.tokenAllocationCap),
        ctokenVaultBump: BigInt(allocation.ctokenVaultBump),
      })),
      minDepositAmount: 10n ** (decimals > 3n ? decimals - 3n : 0n),
      minWithdrawAmount: 0n,
      minInvestAmount: 0n,
      minInvestDelaySlots: 0n,
      crankFundFeePerReserve: 0n,
      pendingAdmin: ZERO,
      cumulativeEarnedInterestSf: 0n,
      cumulativeMgmtFeesSf: 0n,
      cumulativePerfFeesSf: 0n,
      name: vault.name.slice(0, 40),
      vaultLookupTable: ZERO,
      vaultFarm: ZERO,
      creationTimestamp: context.now,
      unallocatedTokensCap: 0n,
      allocationAdmin: admin,
      withdrawalPenaltyLamports: 0n,
      withdrawalPenaltyBps: 0n,
      firstLossCapitalFarm: ZERO,
      allowAllocationsInWhitelistedReservesOnly: 0,
      allowInvestInWhitelistedReservesOnly: 0,
      rewardPerSecond: 0n,
      rewardLastIssuanceTs: 0n,
      rewardsAvailable: 0n,
      cumulativeRewardsDistributed: 0n,
    }),
  );
}
