/** A curator: who runs vaults (its admin signs their allocation and configuration changes). */
export interface WorldCurator {
  /** The URL name (`/lending/earn/curator/{managerName}`). */
  managerName: string;
  name: string;
  description: string;
  /** The vaults' admin key (a sandbox keypair: `earnCuratorKeypair`). */
  admin: string;
}

/** One reserve an earn vault allocates to. */
export interface WorldVaultAllocation {
  reserve: string;
  market: string;
  /** The vault's cToken account of the reserve (PDA "ctoken_vault", vault, reserve). */
  ctokenVault: string;
  ctokenVaultBump: number;
  /** Target allocation weight (the program's integer weight). */
  weight: number;
  /** Most raw tokens the vault invests in the reserve. */
  tokenAllocationCap: string;
}

/**
 * An earn vault of the vault program, written on the chain and served by the kvaults API from the
 * same values. Nothing is invested when the world is written: its tokens are all available, and
 * the program's invest moves them into the reserves.
 */
export interface WorldEarnVault {
  address: string;
  name: string;
  tokenSymbol: string;
  tokenMint: string;
  tokenDecimals: number;
  tokenProgram: string;
  /** PDAs of the vault. */
  sharesMint: string;
  tokenVault: string;
  baseVaultAuthority: string;
  baseVaultAuthorityBump: number;
  curator: string;
  performanceFeeBps: number;
  managementFeeBps: number;
  /** Raw tokens in the token vault. */
  tokenAvailable: string;
  /** Raw shares issued (decimals of the token). */
  sharesIssued: string;
  allocations: WorldVaultAllocation[];
  /** The main sandbox wallet's shares of the vault (raw; its shares ATA), or null. */
  walletShares: string | null;
}
