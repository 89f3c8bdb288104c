import { bytesToHex } from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../chain/execution/instruction-context';
import {
  ANCHOR_ERRORS,
  anchorError,
  type IdlErrorCode,
  type ProgramError,
} from '../chain/execution/program-error';
import type { ProgramHandler } from '../chain/program-handler';
import { ArgsReader } from './anchor/anchor-accounts';

/** One instruction the emulation runs. */
export interface EmulatedInstruction {
  /** Anchor's discriminator: sha256("global:<snake_name>")[0..8]. */
  readonly discriminator: Uint8Array;
  /** The handler: the program's checks and rules, reading its arguments after the discriminator. */
  readonly run: (context: InstructionContext, args: ArgsReader) => void;
  /** Compute units the program typically uses (a function where they grow with the accounts). */
  readonly units: number | ((context: InstructionContext) => number);
}

/** What the dispatch raises before any handler runs. */
interface DispatchErrors {
  /** Data shorter than a discriminator (Anchor's InstructionMissing; some programs' fallback). */
  readonly instructionMissing?: IdlErrorCode;
  /**
   * A discriminator no emulated instruction has: by default Anchor's InstructionFallbackNotFound;
   * a program may log first (an instruction it has but the sandbox does not run).
   */
  readonly unknownInstruction?: (
    context: InstructionContext,
    discriminator: string,
  ) => ProgramError;
}

interface EmulatedProgramDefinition {
  readonly name: string;
  readonly programId: PublicKey;
  /** By the name Anchor logs (`Program log: Instruction: <Name>`). */
  readonly instructions: Readonly<Record<string, EmulatedInstruction>>;
  readonly errors?: DispatchErrors;
}

interface EmulatedProgramHandler extends ProgramHandler {
  /** Discriminator (hex) → the name Anchor logs, of every emulated instruction. */
  readonly instructionNames: ReadonlyMap<string, string>;
}

const DISCRIMINATOR_BYTES = 8;

/**
 * An Anchor program emulated in the sandbox: Anchor's dispatch (the discriminator, the
 * `Instruction:` log line, the compute units, the errors of a short or unknown instruction) around
 * the program's own handlers, which live in its folder.
 */
export function defineEmulatedProgram(
  definition: EmulatedProgramDefinition,
): EmulatedProgramHandler {
  const byDiscriminator = new Map(
    Object.entries(definition.instructions).map(
      ([name, instruction]) =>
        [bytesToHex(instruction.discriminator), { name, instruction }] as const,
    ),
  );
  const { instructionMissing = ANCHOR_ERRORS.InstructionFallbackNotFound, unknownInstruction } =
    definition.errors ?? {};
  return {
    name: definition.name,
    programIds: [definition.programId],
    instructionNames: new Map([...byDiscriminator].map(([hex, { name }]) => [hex, name])),
    execute(context) {
      if (context.data.length < DISCRIMINATOR_BYTES) throw anchorError(instructionMissing);
      const discriminator = bytesToHex(context.data.subarray(0, DISCRIMINATOR_BYTES));
      const found = byDiscriminator.get(discriminator);
      if (found === undefined) {
        throw (
          unknownInstruction?.(context, discriminator) ??
          anchorError(ANCHOR_ERRORS.InstructionFallbackNotFound)
        );
      }
      const { name, instruction } = found;
      context.log(`Instruction: ${name}`);
      const { units } = instruction;
      context.consume(typeof units === 'number' ? units : units(context));
      instruction.run(context, new ArgsReader(context.data.subarray(DISCRIMINATOR_BYTES)));
    },
  };
}
