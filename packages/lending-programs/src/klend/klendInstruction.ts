import { KLEND_PROGRAM_ID } from '@keel/chain-readers';
import { type InstructionBuilder, instructionBuilder } from '../spec/instructionBuilder';
import type { InstructionSpec } from '../spec/instructionSpec';

/** A klend instruction builder (program id defaults to the mainnet deployment). */
export const klendInstruction = <const S extends InstructionSpec>(spec: S): InstructionBuilder<S> =>
  instructionBuilder(spec, KLEND_PROGRAM_ID);
