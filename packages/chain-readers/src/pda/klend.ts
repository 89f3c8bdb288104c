import { type Address, DEFAULT_ADDRESS } from '../address/address';
import { type ObligationTag, obligationTagValue } from '../layouts/klend/obligationTag';
import { KLEND_PROGRAM_ID } from '../programIds';
import { findProgramAddress, type ProgramAddress, u8Seed, u64Seed } from './programAddress';

/** PDAs of the klend program (LAYOUTS §5). `programId` defaults to the mainnet id. */

export function lendingMarketAuthorityPda(
  market: Address,
  programId = KLEND_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['lma', market], programId);
}

export interface ObligationSeeds {
  tag: ObligationTag;
  /** 0 by default. */
  id?: number;
  owner: Address;
  market: Address;
  /** All-zero key for Vanilla; collateral / token mint otherwise. */
  seed1?: Address;
  /** All-zero key for Vanilla; debt / token mint otherwise. */
  seed2?: Address;
}

/** Obligation PDA: u8(tag), u8(id), owner, market, seed1, seed2. */
export function obligationPda(
  seeds: ObligationSeeds,
  programId = KLEND_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(
    [
      u8Seed(obligationTagValue(seeds.tag)),
      u8Seed(seeds.id ?? 0),
      seeds.owner,
      seeds.market,
      seeds.seed1 ?? DEFAULT_ADDRESS,
      seeds.seed2 ?? DEFAULT_ADDRESS,
    ],
    programId,
  );
}

/** The main lending account of a wallet in a market (tag 0, both seeds the default key). */
export function vanillaObligationPda(
  owner: Address,
  market: Address,
  id = 0,
  programId = KLEND_PROGRAM_ID,
): ProgramAddress {
  return obligationPda({ tag: 'Vanilla', id, owner, market }, programId);
}

/** A single-token lend position: seed1 = seed2 = the token mint, id always 0. */
export function lendingObligationPda(
  owner: Address,
  market: Address,
  mint: Address,
  programId = KLEND_PROGRAM_ID,
): ProgramAddress {
  return obligationPda({ tag: 'Lending', owner, market, seed1: mint, seed2: mint }, programId);
}

/** Multiply (tag 1) or Leverage (tag 3) position: seed1 = collateral mint, seed2 = debt mint. */
export function leveragedObligationPda(
  tag: 'Multiply' | 'Leverage',
  owner: Address,
  market: Address,
  collateralMint: Address,
  debtMint: Address,
  id = 0,
  programId = KLEND_PROGRAM_ID,
): ProgramAddress {
  return obligationPda(
    { tag, id, owner, market, seed1: collateralMint, seed2: debtMint },
    programId,
  );
}

export function userMetadataPda(owner: Address, programId = KLEND_PROGRAM_ID): ProgramAddress {
  return findProgramAddress(['user_meta', owner], programId);
}

export function reserveLiquiditySupplyPda(reserve: Address, programId = KLEND_PROGRAM_ID) {
  return findProgramAddress(['reserve_liq_supply', reserve], programId);
}

export function reserveFeeVaultPda(reserve: Address, programId = KLEND_PROGRAM_ID) {
  return findProgramAddress(['fee_receiver', reserve], programId);
}

export function reserveCollateralMintPda(reserve: Address, programId = KLEND_PROGRAM_ID) {
  return findProgramAddress(['reserve_coll_mint', reserve], programId);
}

export function reserveCollateralSupplyPda(reserve: Address, programId = KLEND_PROGRAM_ID) {
  return findProgramAddress(['reserve_coll_supply', reserve], programId);
}

export function referrerTokenStatePda(
  referrer: Address,
  reserve: Address,
  programId = KLEND_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['referrer_acc', referrer, reserve], programId);
}

export function referrerStatePda(referrer: Address, programId = KLEND_PROGRAM_ID) {
  return findProgramAddress(['ref_state', referrer], programId);
}

export function shortUrlPda(url: string, programId = KLEND_PROGRAM_ID): ProgramAddress {
  return findProgramAddress(['short_url', url], programId);
}

export function klendGlobalConfigPda(programId = KLEND_PROGRAM_ID): ProgramAddress {
  return findProgramAddress(['global_config'], programId);
}

/** klend 1.16: a queued withdrawal ticket. */
export function withdrawTicketPda(
  reserve: Address,
  sequenceNumber: bigint,
  programId = KLEND_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['withdraw_ticket', reserve, u64Seed(sequenceNumber)], programId);
}

/** klend 1.16: where an owner's queued collateral waits. */
export function ownerQueuedCollateralVaultPda(
  reserve: Address,
  owner: Address,
  programId = KLEND_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['owner_queued_collateral_vault', reserve, owner], programId);
}
