import { defineEmulatedProgram } from '../emulated-program';
import { executeSwap } from './swap-instruction';
import { SWAP_INSTRUCTION_DISCRIMINATORS as D, SANDBOX_SWAP_PROGRAM_ID } from './swap-program';

const SWAP_UNITS = 18_000;

/**
 * The sandbox swap program (no mainnet counterpart): the route the sandbox's Jupiter-shaped swap
 * API builds, so that swap and multiply flows land on the local chain. See swap-pricing.ts for
 * the rule and swap-accounts.ts for the accounts.
 */
export const swapHandler = defineEmulatedProgram({
  name: 'sandbox-swap',
  programId: SANDBOX_SWAP_PROGRAM_ID,
  instructions: {
    Swap: {
      discriminator: D.swap,
      run: (context, args) => executeSwap(context, args, 'ExactIn'),
      units: SWAP_UNITS,
    },
    SwapExactOut: {
      discriminator: D.swapExactOut,
      run: (context, args) => executeSwap(context, args, 'ExactOut'),
      units: SWAP_UNITS,
    },
  },
});
