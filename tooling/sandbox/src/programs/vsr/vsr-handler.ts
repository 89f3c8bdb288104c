import { toPublicKey } from '@keel/chain-readers';
import { VSR_INSTRUCTION_DISCRIMINATORS, VSR_PROGRAM_ID } from '@keel/governance-registry';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import type { ProgramHandler } from '../../chain/program-handler';
import { ArgsReader, splitInstruction } from '../anchor/anchor-accounts';
import { createDepositEntry } from './instructions/create-deposit-entry';
import { createVoter } from './instructions/create-voter';
import { deposit } from './instructions/deposit';
import { resetLockup } from './instructions/reset-lockup';
import { updateVoterWeightRecord } from './instructions/update-voter-weight-record';
import { withdraw } from './instructions/withdraw';

type Instruction = (context: InstructionContext, args: ArgsReader) => void;

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** Instruction name (as Anchor logs it) and implementation, by discriminator. */
const INSTRUCTIONS = new Map<string, readonly [string, Instruction]>([
  [hex(VSR_INSTRUCTION_DISCRIMINATORS.createVoter), ['CreateVoter', createVoter]],
  [
    hex(VSR_INSTRUCTION_DISCRIMINATORS.createDepositEntry),
    ['CreateDepositEntry', createDepositEntry],
  ],
  [hex(VSR_INSTRUCTION_DISCRIMINATORS.deposit), ['Deposit', deposit]],
  [hex(VSR_INSTRUCTION_DISCRIMINATORS.withdraw), ['Withdraw', withdraw]],
  [hex(VSR_INSTRUCTION_DISCRIMINATORS.resetLockup), ['ResetLockup', resetLockup]],
  [
    hex(VSR_INSTRUCTION_DISCRIMINATORS.updateVoterWeightRecord),
    ['UpdateVoterWeightRecord', updateVoterWeightRecord],
  ],
]);

/** Discriminator (hex) and the instruction name Anchor logs, of every emulated instruction. */
export const VSR_EMULATED_INSTRUCTIONS: ReadonlyArray<readonly [string, string]> = [
  ...INSTRUCTIONS,
].map(([discriminator, [name]]) => [discriminator, name] as const);

/**
 * The voter-stake-registry (0.2.4), emulated: the instructions the stake and governance screens
 * draft, with the program's account constraints, rules and error codes. Other instructions of the
 * program (registrar administration, grants, clawback, internal transfers) are not emulated and
 * fail as an unknown instruction would.
 */
export const vsrHandler: ProgramHandler = {
  name: 'voter-stake-registry',
  programIds: [toPublicKey(VSR_PROGRAM_ID)],
  execute(context) {
    const { discriminator, args } = splitInstruction(context.data);
    const found = INSTRUCTIONS.get(discriminator);
    if (found === undefined) throw anchorError(ANCHOR_ERRORS.InstructionFallbackNotFound);
    const [name, run] = found;
    context.log(`Instruction: ${name}`);
    context.consume(12_000);
    run(context, new ArgsReader(args));
  },
};
