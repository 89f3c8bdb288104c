import type { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { initPdaAccount } from '../runtime/anchor-init-pda';
import { anchorFailure } from './anchor-errors';

/**
 * Anchor 0.29's `init` of a PDA: as every Anchor `init` (runtime/anchor-init-pda.ts), and when
 * the address already holds lamports it first refuses a payer that is the account itself.
 */
export function initProgramAccount(
  context: InstructionContext,
  input: { payer: PublicKey; address: PublicKey; space: number },
): void {
  initPdaAccount(context, input, () => {
    if (input.payer.equals(input.address)) {
      throw anchorFailure({
        code: 4101,
        name: 'TryingToInitPayerAsProgramAccount',
        msg: 'You cannot/should not initialize the payer account as a program account',
      });
    }
  });
}
