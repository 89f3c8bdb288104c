import { toPublicKey } from '@keel/chain-readers';
import {
  DISTRIBUTOR_INSTRUCTION_DISCRIMINATORS,
  DISTRIBUTOR_PROGRAM_ID,
} from '@keel/distributor-programs';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import type { ProgramHandler } from '../../chain/program-handler';
import { ArgsReader, splitInstruction } from '../anchor/anchor-accounts';
import { claimLocked } from './instructions/claim-locked';
import { clawback } from './instructions/clawback';
import { newClaim } from './instructions/new-claim';

type Instruction = (context: InstructionContext, args: ArgsReader) => void;

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** Instruction name (as Anchor logs it), implementation and typical compute units. */
const INSTRUCTIONS = new Map<string, readonly [string, Instruction, number]>([
  [hex(DISTRIBUTOR_INSTRUCTION_DISCRIMINATORS.newClaim), ['NewClaim', newClaim, 21_000]],
  [hex(DISTRIBUTOR_INSTRUCTION_DISCRIMINATORS.claimLocked), ['ClaimLocked', claimLocked, 18_000]],
  [hex(DISTRIBUTOR_INSTRUCTION_DISCRIMINATORS.clawback), ['Clawback', clawback, 14_000]],
]);

/** sha256("global:<name>")[0..8] of the administration instructions, named in the log. */
const NOT_EMULATED = new Map<string, string>([
  ['208b70ab0002e19b', 'new_distributor'],
  ['ca38b48f2e686a70', 'close_distributor'],
  ['a3d6bfa5f5bc11b9', 'close_claim_status'],
  ['05344921967361ce', 'set_enable_slot'],
  ['99d92214131de54b', 'set_clawback_receiver'],
  ['fba300345bc2bb5c', 'set_admin'],
  ['5366472cf3f4ba08', 'set_clawback_start_ts'],
]);

/**
 * The merkle distributor, emulated: the claimant's instructions (new_claim, claim_locked) and the
 * permissionless clawback, with the program's account constraints, rules and error codes. Its
 * administration (creating, closing, changing the admin, the clawback receiver or its dates, the
 * enable slot) is not emulated: the sandbox writes the distributor as its admin left it, and those
 * instructions fail as an unknown instruction, with a log line saying so.
 */
export const distributorHandler: ProgramHandler = {
  name: 'merkle-distributor',
  programIds: [toPublicKey(DISTRIBUTOR_PROGRAM_ID)],
  execute(context) {
    const { discriminator, args } = splitInstruction(context.data);
    const found = INSTRUCTIONS.get(discriminator);
    if (found === undefined) {
      const name = NOT_EMULATED.get(discriminator);
      if (name !== undefined)
        context.log(`merkle distributor ${name} is not emulated by the sandbox yet`);
      throw anchorError(ANCHOR_ERRORS.InstructionFallbackNotFound);
    }
    const [name, run, units] = found;
    context.log(`Instruction: ${name}`);
    context.consume(units);
    run(context, new ArgsReader(args));
  },
};
