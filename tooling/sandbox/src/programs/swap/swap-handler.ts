import type { InstructionContext } from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import type { ProgramHandler } from '../../chain/program-handler';
import { ArgsReader, splitInstruction } from '../anchor/anchor-accounts';
import { executeSwap } from './swap-instruction';
import { SANDBOX_SWAP_PROGRAM_ID, SWAP_INSTRUCTION_DISCRIMINATORS } from './swap-program';

type Instruction = (context: InstructionContext, args: ArgsReader) => void;

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** Instruction name (as Anchor logs it) and implementation, by discriminator. */
const INSTRUCTIONS = new Map<string, readonly [string, Instruction]>([
  [
    hex(SWAP_INSTRUCTION_DISCRIMINATORS.swap),
    ['Swap', (context, args) => executeSwap(context, args, 'ExactIn')],
  ],
  [
    hex(SWAP_INSTRUCTION_DISCRIMINATORS.swapExactOut),
    ['SwapExactOut', (context, args) => executeSwap(context, args, 'ExactOut')],
  ],
]);

/**
 * The sandbox swap program (no mainnet counterpart): the route the sandbox's Jupiter-shaped swap
 * API builds, so that swap and multiply flows land on the local chain. See swap-pricing.ts for
 * the rule and swap-accounts.ts for the accounts.
 */
export const swapHandler: ProgramHandler = {
  name: 'sandbox-swap',
  programIds: [SANDBOX_SWAP_PROGRAM_ID],
  execute(context) {
    const { discriminator, args } = splitInstruction(context.data);
    const found = INSTRUCTIONS.get(discriminator);
    if (found === undefined) throw anchorError(ANCHOR_ERRORS.InstructionFallbackNotFound);
    const [name, run] = found;
    context.log(`Instruction: ${name}`);
    context.consume(18_000);
    run(context, new ArgsReader(args));
  },
};
