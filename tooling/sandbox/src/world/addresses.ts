import { createHash } from 'node:crypto';
import { ASSOCIATED_TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { Keypair, PublicKey } from '@solana/web3.js';

function digest(seed: string, label: string): Buffer {
  return createHash('sha256').update(`keel-sandbox:${seed}:${label}`).digest();
}

/** A deterministic address for a world object (no private key exists for it). */
export function deriveAddress(seed: string, label: string): PublicKey {
  return new PublicKey(digest(seed, label));
}

/** A deterministic keypair, for accounts that must sign (wallets, faucet). */
export function deriveKeypair(seed: string, label: string): Keypair {
  return Keypair.fromSeed(digest(seed, `keypair:${label}`));
}

export function associatedTokenAddress(
  owner: PublicKey,
  mint: PublicKey,
  tokenProgram: PublicKey,
): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBuffer(), tokenProgram.toBuffer(), mint.toBuffer()],
    toPublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
  )[0];
}
