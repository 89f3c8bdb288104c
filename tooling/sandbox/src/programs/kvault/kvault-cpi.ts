import {
  KLEND_PROGRAM_ID,
  lendingMarketAuthorityPda,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { type PublicKey, SYSVAR_INSTRUCTIONS_PUBKEY } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { ProgramError } from '../../chain/execution/program-error';
import { KLEND_INSTRUCTIONS } from '../klend/instruction-table';
import { tokenBalance } from './kvault-accounts';

/** What the vault names of a reserve to deposit into it or redeem from it. */
export interface ReserveCpiAccounts {
  reserve: PublicKey;
  lendingMarket: PublicKey;
  reserveLiquiditySupply: PublicKey;
  reserveCollateralMint: PublicKey;
  /** The vault's cToken account of the reserve. */
  ctokenVault: PublicKey;
  /** The vault's token account and its token. */
  tokenVault: PublicKey;
  tokenMint: PublicKey;
  tokenProgram: PublicKey;
  baseVaultAuthority: PublicKey;
}

const meta = (address: PublicKey, isWritable: boolean, isSigner = false): AccountMetaView => ({
  address,
  isWritable,
  isSigner,
});

function data(discriminator: string, amount: bigint): Uint8Array {
  const bytes = Buffer.alloc(16);
  Buffer.from(discriminator, 'hex').copy(bytes, 0);
  bytes.writeBigUInt64LE(amount, 8);
  return bytes;
}

/**
 * refresh_reserves_batch(skip_price_updates = true) by CPI: each reserve (writable) followed by
 * its lending market (read-only), as `cpi_refresh_reserves` lists them. The markets must be among
 * the instruction's accounts, as the runtime requires of every account a CPI names.
 */
export function cpiRefreshReservesBatch(
  context: InstructionContext,
  reserves: readonly { reserve: PublicKey; lendingMarket: PublicKey }[],
): void {
  const accounts = reserves.flatMap((entry) => [
    meta(entry.reserve, true),
    meta(entry.lendingMarket, false),
  ]);
  for (const account of accounts) {
    if (!context.accounts.some((candidate) => candidate.address.equals(account.address))) {
      throw new ProgramError('MissingAccount');
    }
  }
  const data = Buffer.alloc(9);
  Buffer.from(KLEND_INSTRUCTIONS.refreshReservesBatch.discriminator, 'hex').copy(data, 0);
  data.writeUInt8(1, 8);
  context.invoke({ programId: toPublicKey(KLEND_PROGRAM_ID), accounts, data });
}

/**
 * deposit_reserve_liquidity by CPI, signed by the base vault authority: the vault's tokens into
 * the reserve, its cTokens into the vault's cToken account. Returns the cTokens received.
 */
export function cpiDepositReserveLiquidity(
  context: InstructionContext,
  a: ReserveCpiAccounts,
  amount: bigint,
): bigint {
  const before = tokenBalance(context, a.ctokenVault);
  context.invoke(
    {
      programId: toPublicKey(KLEND_PROGRAM_ID),
      accounts: [
        meta(a.baseVaultAuthority, false, true),
        meta(a.reserve, true),
        meta(a.lendingMarket, false),
        meta(toPublicKey(lendingMarketAuthorityPda(a.lendingMarket).address), false),
        meta(a.tokenMint, false),
        meta(a.reserveLiquiditySupply, true),
        meta(a.reserveCollateralMint, true),
        meta(a.tokenVault, true),
        meta(a.ctokenVault, true),
        meta(toPublicKey(TOKEN_PROGRAM_ID), false),
        meta(a.tokenProgram, false),
        meta(SYSVAR_INSTRUCTIONS_PUBKEY, false),
      ],
      data: data(KLEND_INSTRUCTIONS.depositReserveLiquidity.discriminator, amount),
    },
    [a.baseVaultAuthority],
  );
  return tokenBalance(context, a.ctokenVault) - before;
}

/**
 * redeem_reserve_collateral by CPI, signed by the base vault authority: the vault's cTokens burnt,
 * their liquidity into the vault's token account. Returns the tokens received.
 */
export function cpiRedeemReserveCollateral(
  context: InstructionContext,
  a: ReserveCpiAccounts,
  collateral: bigint,
): bigint {
  const before = tokenBalance(context, a.tokenVault);
  context.invoke(
    {
      programId: toPublicKey(KLEND_PROGRAM_ID),
      accounts: [
        meta(a.baseVaultAuthority, false, true),
        meta(a.lendingMarket, false),
        meta(a.reserve, true),
        meta(toPublicKey(lendingMarketAuthorityPda(a.lendingMarket).address), false),
        meta(a.tokenMint, false),
        meta(a.reserveCollateralMint, true),
        meta(a.reserveLiquiditySupply, true),
        meta(a.ctokenVault, true),
        meta(a.tokenVault, true),
        meta(toPublicKey(TOKEN_PROGRAM_ID), false),
        meta(a.tokenProgram, false),
        meta(SYSVAR_INSTRUCTIONS_PUBKEY, false),
      ],
      data: data(KLEND_INSTRUCTIONS.redeemReserveCollateral.discriminator, collateral),
    },
    [a.baseVaultAuthority],
  );
  return tokenBalance(context, a.tokenVault) - before;
}
