import {
  type Address,
  accountMetas,
  KLEND_PROGRAM_ID,
  lendingMarketAuthorityPda,
  TOKEN_PROGRAM_ID,
} from '@keel/chain-readers';
import { type AccountMeta, SYSVAR_INSTRUCTIONS_PUBKEY } from '@solana/web3.js';
import type { VaultState } from '../accounts/vaultState';
import { ctokenVaultAddress } from '../pda';
import { VAULT_PROGRAM_ID } from '../programId';

/** The vault's accounts its user instructions name (read from its VaultState). */
export interface VaultKeys {
  vault: Address;
  tokenMint: Address;
  tokenVault: Address;
  tokenProgram: Address;
  sharesMint: Address;
  baseVaultAuthority: Address;
}

export function vaultKeysOf(state: VaultState): VaultKeys {
  return {
    vault: state.address,
    tokenMint: state.tokenMint,
    tokenVault: state.tokenVault,
    tokenProgram: state.tokenProgram,
    sharesMint: state.sharesMint,
    baseVaultAuthority: state.baseVaultAuthority,
  };
}

/** A lending reserve as the vault's instructions name it (from the reserve's account). */
export interface VaultReserveKeys {
  reserve: Address;
  lendingMarket: Address;
  reserveLiquiditySupply: Address;
  reserveCollateralMint: Address;
}

/** The programs a deployment uses (mainnet by default). */
export interface VaultPrograms {
  programId?: Address;
  klendProgramId?: Address;
  /** The program of the reserves' collateral mints (the classic token program). */
  collateralTokenProgramId?: Address;
}

export function programsOf(input: VaultPrograms) {
  return {
    programId: input.programId ?? VAULT_PROGRAM_ID,
    klendProgramId: input.klendProgramId ?? KLEND_PROGRAM_ID,
    collateralTokenProgramId: input.collateralTokenProgramId ?? TOKEN_PROGRAM_ID,
  };
}

/**
 * The remaining accounts the program reads the vault's value through: every reserve the vault
 * allocates to (writable: the program refreshes them), then each one's lending market.
 */
export function reserveRemainingAccounts(
  reserves: readonly { reserve: Address; lendingMarket: Address }[],
): AccountMeta[] {
  return [
    ...accountMetas(reserves.map(({ reserve }) => [reserve, 'w'] as const)),
    ...accountMetas(reserves.map(({ lendingMarket }) => [lendingMarket, 'r'] as const)),
  ];
}

/** The CPI accounts of one reserve: reserve, its cToken vault, market, authority, supply, mint. */
export function reserveCpiAccounts(
  vault: Address,
  reserve: VaultReserveKeys,
  programs: ReturnType<typeof programsOf>,
) {
  return {
    reserve: reserve.reserve,
    ctokenVault: ctokenVaultAddress(vault, reserve.reserve, programs.programId).address,
    lendingMarket: reserve.lendingMarket,
    lendingMarketAuthority: lendingMarketAuthorityPda(
      reserve.lendingMarket,
      programs.klendProgramId,
    ).address,
    reserveLiquiditySupply: reserve.reserveLiquiditySupply,
    reserveCollateralMint: reserve.reserveCollateralMint,
    instructionSysvar: SYSVAR_INSTRUCTIONS_PUBKEY,
  };
}
