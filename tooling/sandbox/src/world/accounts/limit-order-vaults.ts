import { toPublicKey } from '@keel/chain-readers';
import { limitOrderVaultAddress } from '@keel/limit-order-programs';
import { PublicKey } from '@solana/web3.js';
import type { Ledger } from '../../chain/ledger';
import type { SandboxWorld } from '../types';
import { tokenProgramId, writeTokenAccount } from './spl-accounts';

/**
 * The limit-order config's escrow of every world token, as mainnet has them for the mints traded
 * there (initialize_vault ran long before any order): empty token accounts at the
 * ("escrow_vault", global config, mint) PDA owned by the config's PDA authority.
 */
export function writeLimitOrderVaults(
  ledger: Ledger,
  world: SandboxWorld,
  globalConfig: PublicKey,
  pdaAuthority: PublicKey,
): number {
  for (const token of world.tokens) {
    writeTokenAccount(
      ledger,
      toPublicKey(limitOrderVaultAddress(globalConfig, new PublicKey(token.mint)).address),
      tokenProgramId(token.tokenProgram),
      { mint: token.mint, owner: pdaAuthority.toBase58(), amount: 0n },
    );
  }
  return world.tokens.length;
}
