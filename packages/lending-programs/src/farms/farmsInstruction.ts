import { FARMS_PROGRAM_ID } from '@keel/chain-readers';
import { type InstructionBuilder, instructionBuilder } from '../spec/instructionBuilder';
import type { InstructionSpec } from '../spec/instructionSpec';

/** A farms (kfarms) instruction builder (program id defaults to the mainnet deployment). */
export const farmsInstruction = <const S extends InstructionSpec>(spec: S): InstructionBuilder<S> =>
  instructionBuilder(spec, FARMS_PROGRAM_ID);
