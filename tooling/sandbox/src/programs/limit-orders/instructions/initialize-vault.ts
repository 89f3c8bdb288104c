import { toPublicKey } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../../chain/execution/program-error';
import { accountAt, requireMut, requireSigner } from '../../anchor/anchor-accounts';
import {
  escrowVaultAddress,
  loadGlobalConfig,
  requireConfigAuthority,
} from '../limit-order-accounts';
import { createEscrowTokenAccount } from '../limit-order-cpi';
import { limitOrderFailure } from '../limit-order-errors';
import { loadOrderMint, requireSystemProgram, requireTokenProgram } from './order-checks';

/** `seeds = [b"authority", global_config], bump = pda_authority_bump as u8`. */
function authorityAt(context: InstructionContext, config: PublicKey, bump: bigint): PublicKey {
  try {
    return PublicKey.createProgramAddressSync(
      [Buffer.from('authority'), config.toBuffer(), Uint8Array.of(Number(bump & 0xffn))],
      context.programId,
    );
  } catch {
    return PublicKey.default; // no program address for that bump: the seeds cannot match
  }
}

/**
 * initialize_vault(): creates the escrow of one mint under a global config, the token account at
 * ("escrow_vault", global config, mint) owned by the PDA authority, paid by `payer` (anyone).
 * `create_order` of that mint needs it. Accounts (handlers/initialize_vault.rs): payer (ws),
 * global config (w), PDA authority, mint, vault (w), token program, system program.
 */
export function initializeVault(context: InstructionContext): void {
  const payer = accountAt(context, 0, 'payer');
  const configMeta = accountAt(context, 1, 'global_config');
  const authority = accountAt(context, 2, 'pda_authority');
  const mintMeta = accountAt(context, 3, 'mint');
  const vault = accountAt(context, 4, 'vault');
  const tokenProgram = requireTokenProgram(accountAt(context, 5, 'token_program'), 'token_program');
  requireSystemProgram(accountAt(context, 6, 'system_program'));

  requireSigner(payer, 'payer');
  const loaded = loadGlobalConfig(context, configMeta);
  const config = loaded.data;
  loadOrderMint(context, mintMeta, tokenProgram, 'mint');

  requireMut(payer, 'payer');
  requireMut(configMeta, 'global_config');
  requireConfigAuthority(authority, config, () => limitOrderFailure('InvalidPdaAuthority'));
  if (!authority.address.equals(authorityAt(context, configMeta.address, config.pdaAuthorityBump)))
    throw anchorError(ANCHOR_ERRORS.ConstraintSeeds, 'pda_authority');
  const [expectedVault] = escrowVaultAddress(context, configMeta.address, mintMeta.address);
  if (!vault.address.equals(expectedVault))
    throw anchorError(ANCHOR_ERRORS.ConstraintSeeds, 'vault');
  requireMut(vault, 'vault');
  createEscrowTokenAccount(context, {
    payer: payer.address,
    address: vault.address,
    mint: mintMeta.address,
    owner: toPublicKey(config.pdaAuthority),
    tokenProgram,
  });

  // #[access_control(emergency_mode_disabled(&ctx.accounts.global_config))]
  if (config.emergencyMode > 0)
    throw limitOrderFailure('EmergencyModeEnabled', 'utils/constraints.rs:14');
  context.log(
    `Initializing vault for global config ${configMeta.address.toBase58()} with mint ${mintMeta.address.toBase58()}`,
  );
}
