import {
  type Address,
  createAddress,
  findProgramAddress,
  KLIQUIDITY_PROGRAM_ID,
  ORCA_WHIRLPOOL_PROGRAM_ID,
  type ProgramAddress,
} from '@keel/chain-readers';

/*
 * The strategy program's addresses, with the seeds its client derives them from. A strategy
 * records every one of them; the instructions are built from the strategy account's fields, so
 * these serve creating a strategy and checking one.
 */

/** The vaults' and the position's authority: ("authority", token A vault, token B vault). */
export function baseVaultAuthorityAddress(
  tokenAVault: Address,
  tokenBVault: Address,
  programId: Address = KLIQUIDITY_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['authority', tokenAVault, tokenBVault], programId);
}

/** The strategy's share (kToken) mint: ("shares", strategy, token A mint, token B mint). */
export function sharesMintAddress(
  strategy: Address,
  tokenAMint: Address,
  tokenBMint: Address,
  programId: Address = KLIQUIDITY_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['shares', strategy, tokenAMint, tokenBMint], programId);
}

/** The share mint's authority: ("authority", shares mint). */
export function sharesMintAuthorityAddress(
  sharesMint: Address,
  programId: Address = KLIQUIDITY_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['authority', sharesMint], programId);
}

/** The strategy's uninvested token A / B vault: ("svault_a" | "svault_b", strategy). */
export function strategyVaultAddress(
  strategy: Address,
  side: 'a' | 'b',
  programId: Address = KLIQUIDITY_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress([`svault_${side}`, strategy], programId);
}

/** The treasury's fee vault of a mint: ("treasury_fee_vault", mint). */
export function treasuryFeeVaultAddress(
  mint: Address,
  programId: Address = KLIQUIDITY_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['treasury_fee_vault', mint], programId);
}

/** Anchor's event authority of a program that emits events by CPI: ("__event_authority"). */
export function eventAuthorityAddress(programId: Address): ProgramAddress {
  return findProgramAddress(['__event_authority'], programId);
}

/** Every address a new strategy's initialize_strategy creates or records. */
export function newStrategyAddresses(
  strategy: Address,
  tokenAMint: Address,
  tokenBMint: Address,
  programId: Address = KLIQUIDITY_PROGRAM_ID,
) {
  const tokenAVault = strategyVaultAddress(strategy, 'a', programId).address;
  const tokenBVault = strategyVaultAddress(strategy, 'b', programId).address;
  const sharesMint = sharesMintAddress(strategy, tokenAMint, tokenBMint, programId).address;
  return {
    tokenAVault,
    tokenBVault,
    baseVaultAuthority: baseVaultAuthorityAddress(tokenAVault, tokenBVault, programId).address,
    sharesMint,
    sharesMintAuthority: sharesMintAuthorityAddress(sharesMint, programId).address,
  };
}

/** The token-metadata program, where a position NFT's metadata account lives. */
export const TOKEN_METADATA_PROGRAM_ID = createAddress(
  'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s',
);

/** A concentrated-liquidity pool's position of a position mint: ("position", position mint). */
export function orcaPositionAddress(
  positionMint: Address,
  poolProgram: Address = ORCA_WHIRLPOOL_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['position', positionMint], poolProgram);
}

/** The position NFT's metadata: ("metadata", metadata program, position mint). */
export function positionMetadataAddress(positionMint: Address): ProgramAddress {
  return findProgramAddress(
    ['metadata', TOKEN_METADATA_PROGRAM_ID, positionMint],
    TOKEN_METADATA_PROGRAM_ID,
  );
}

/** A pool's tick array starting at `startTick`: ("tick_array", pool, start as decimal text). */
export function orcaTickArrayAddress(
  pool: Address,
  startTick: number,
  poolProgram: Address = ORCA_WHIRLPOOL_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['tick_array', pool, String(startTick)], poolProgram);
}
