import type { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { initPdaAccount } from '../runtime/anchor-init-pda';

/**
 * Anchor 0.28's `init` of the ClaimStatus PDA, paid by the claimant: Allocate refuses an address
 * already in use — a second claim — with the system program's bare log line.
 */
export function initClaimStatus(
  context: InstructionContext,
  input: { payer: PublicKey; address: PublicKey; space: number },
): void {
  initPdaAccount(context, input);
}
