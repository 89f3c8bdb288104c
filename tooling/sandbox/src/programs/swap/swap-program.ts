import {
  anchorAccountDiscriminator,
  anchorInstructionDiscriminator,
  associatedTokenAddress,
  toPublicKey,
} from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';

/**
 * The sandbox swap program: exchanges any two world tokens at the oracle's prices against pool
 * vaults the world seeds. Its id is sha256("keel-sandbox:program:swap"), fixed so that clients
 * and the API can name it without a deployment.
 */
export const SANDBOX_SWAP_PROGRAM_ID = new PublicKey(
  'AqUGQuaWfj3QJpvjYS6bBYNMfqSYn7PEkjnSJuAt1T81',
);

export const SWAP_INSTRUCTION_DISCRIMINATORS = {
  swap: anchorInstructionDiscriminator('swap'),
  swapExactOut: anchorInstructionDiscriminator('swap_exact_out'),
} as const;

export const SWAP_POOL_DISCRIMINATOR = anchorAccountDiscriminator('SwapPool');

const text = (value: string) => Buffer.from(value, 'utf8');

/** Signs for every pool vault; no account lives at this address. */
export function swapPoolAuthority(programId = SANDBOX_SWAP_PROGRAM_ID): PublicKey {
  return PublicKey.findProgramAddressSync([text('authority')], programId)[0];
}

/** The pool config of a mint: PDA of ("pool", mint). */
export function swapPoolAddress(mint: PublicKey, programId = SANDBOX_SWAP_PROGRAM_ID): PublicKey {
  return PublicKey.findProgramAddressSync([text('pool'), mint.toBuffer()], programId)[0];
}

export function swapPoolBump(mint: PublicKey, programId = SANDBOX_SWAP_PROGRAM_ID): number {
  return PublicKey.findProgramAddressSync([text('pool'), mint.toBuffer()], programId)[1];
}

/** The pool's vault of a mint: the pool authority's associated token account. */
export function swapPoolVault(
  mint: PublicKey,
  tokenProgram: PublicKey,
  programId = SANDBOX_SWAP_PROGRAM_ID,
): PublicKey {
  return toPublicKey(
    associatedTokenAddress(swapPoolAuthority(programId), mint, tokenProgram).address,
  );
}

export const POOL_SEED = text('pool');
export const AUTHORITY_SEED = text('authority');
