import { anchorInstructionDiscriminator, bytesToHex, toPublicKey } from '@keel/chain-readers';
import {
  DISTRIBUTOR_INSTRUCTION_DISCRIMINATORS as D,
  DISTRIBUTOR_PROGRAM_ID,
} from '@keel/distributor-programs';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import { defineEmulatedProgram } from '../emulated-program';
import { claimLocked } from './instructions/claim-locked';
import { clawback } from './instructions/clawback';
import { newClaim } from './instructions/new-claim';

/** The administration instructions, named in the log when they arrive, by discriminator. */
const NOT_EMULATED = new Map(
  [
    'new_distributor',
    'close_distributor',
    'close_claim_status',
    'set_enable_slot',
    'set_clawback_receiver',
    'set_admin',
    'set_clawback_start_ts',
  ].map((name) => [bytesToHex(anchorInstructionDiscriminator(name)), name]),
);

/**
 * The merkle distributor, emulated: the claimant's instructions (new_claim, claim_locked) and the
 * permissionless clawback, with the program's account constraints, rules and error codes. Its
 * administration (creating, closing, changing the admin, the clawback receiver or its dates, the
 * enable slot) is not emulated: the sandbox writes the distributor as its admin left it, and those
 * instructions fail as an unknown instruction, with a log line saying so.
 */
export const distributorHandler = defineEmulatedProgram({
  name: 'merkle-distributor',
  programId: toPublicKey(DISTRIBUTOR_PROGRAM_ID),
  instructions: {
    NewClaim: { discriminator: D.newClaim, run: newClaim, units: 21_000 },
    ClaimLocked: { discriminator: D.claimLocked, run: claimLocked, units: 18_000 },
    Clawback: { discriminator: D.clawback, run: clawback, units: 14_000 },
  },
  errors: {
    unknownInstruction(context, discriminator) {
      const name = NOT_EMULATED.get(discriminator);
      if (name !== undefined) {
        context.log(`merkle distributor ${name} is not emulated by the sandbox yet`);
      }
      return anchorError(ANCHOR_ERRORS.InstructionFallbackNotFound);
    },
  },
});
