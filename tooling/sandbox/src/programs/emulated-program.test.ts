import { anchorInstructionDiscriminator } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { ProgramError } from '../chain/execution/program-error';
import { bareInstructionContext } from '../test-support/bare-instruction-context';
import { programFailure } from '../test-support/program-failure';
import { defineEmulatedProgram } from './emulated-program';

const PROGRAM = new PublicKey('Emu1ated111111111111111111111111111111111111');

const contextFor = (data: Uint8Array) =>
  bareInstructionContext({ programId: PROGRAM, accounts: [], data });

const seen: bigint[] = [];
const program = defineEmulatedProgram({
  name: 'example',
  programId: PROGRAM,
  instructions: {
    Add: {
      discriminator: anchorInstructionDiscriminator('add'),
      run: (_context, args) => seen.push(args.u64()),
      units: 1_500,
    },
    Grow: {
      discriminator: anchorInstructionDiscriminator('grow'),
      run: () => undefined,
      units: (context) => 100 * context.data.length,
    },
  },
});

const call = (name: string, args: number[] = []) =>
  Uint8Array.from([...anchorInstructionDiscriminator(name), ...args]);

describe('an emulated program', () => {
  it('runs the handler of the discriminator with the arguments after it, logged and charged', () => {
    const context = contextFor(call('add', [7, 0, 0, 0, 0, 0, 0, 0]));
    program.execute(context);
    expect(seen).toEqual([7n]);
    expect(context.logs).toEqual(['Program log: Instruction: Add']);
    expect(context.consumed).toBe(1_500n);
    const grow = contextFor(call('grow', [1, 2]));
    program.execute(grow);
    expect(grow.consumed).toBe(1_000n);
  });

  it('fails an unknown or short instruction with Anchor’s errors', () => {
    expect(programFailure(() => program.execute(contextFor(call('other')))).error).toEqual({
      Custom: 101,
    });
    expect(programFailure(() => program.execute(contextFor(Uint8Array.of(1, 2)))).error).toEqual({
      Custom: 101,
    });
    const strict = defineEmulatedProgram({
      name: 'strict',
      programId: PROGRAM,
      instructions: {},
      errors: {
        instructionMissing: { code: 100, name: 'InstructionMissing', msg: 'missing' },
        unknownInstruction: (context, discriminator) => {
          context.log(`not emulated: ${discriminator}`);
          return new ProgramError('InvalidInstructionData');
        },
      },
    });
    expect(programFailure(() => strict.execute(contextFor(Uint8Array.of(1)))).error).toEqual({
      Custom: 100,
    });
    const unknown = contextFor(call('other'));
    expect(programFailure(() => strict.execute(unknown)).error).toBe('InvalidInstructionData');
    expect(unknown.logs[0]).toMatch(/^Program log: not emulated: [0-9a-f]{16}$/);
  });

  it('lists its instructions by discriminator', () => {
    expect([...program.instructionNames.values()]).toEqual(['Add', 'Grow']);
  });
});
