import { FARMS_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS } from '../../chain/execution/program-error';
import type { ProgramHandler } from '../../chain/program-handler';
import { ArgsReader, splitInstruction } from '../anchor/anchor-accounts';
import { anchorFailure, INSTRUCTION_MISSING, notEmulated } from './anchor-errors';
import { FARMS_INSTRUCTIONS, instructionLogName } from './farms-instructions';
import type { FarmsUserInstruction } from './farms-user-instructions';
import { harvestReward } from './instructions/harvest-reward';
import { initializeUser } from './instructions/initialize-user';
import { refreshFarm } from './instructions/refresh-farm';
import { refreshUserState } from './instructions/refresh-user-state';
import { setStakeDelegated } from './instructions/set-stake-delegated';
import { stake } from './instructions/stake';
import { unstake } from './instructions/unstake';
import { withdrawUnstakedDeposits } from './instructions/withdraw-unstaked-deposits';

type Instruction = (context: InstructionContext, args: ArgsReader) => void;

/** Implementations, with the compute units the program typically uses. */
const EMULATED: Record<FarmsUserInstruction, readonly [Instruction, number]> = {
  initializeUser: [initializeUser, 30_000],
  refreshFarm: [refreshFarm, 20_000],
  stake: [stake, 45_000],
  setStakeDelegated: [setStakeDelegated, 30_000],
  harvestReward: [harvestReward, 60_000],
  unstake: [unstake, 35_000],
  refreshUserState: [refreshUserState, 30_000],
  withdrawUnstakedDeposits: [withdrawUnstakedDeposits, 35_000],
};

const BY_DISCRIMINATOR = new Map(FARMS_INSTRUCTIONS.map((spec) => [spec.discriminator, spec.name]));

function isEmulated(name: string): name is FarmsUserInstruction {
  return name in EMULATED;
}

/**
 * Kamino Farms (kfarms 0.16.0, the program the published IDL describes), emulated for the
 * user-side instructions: initialize user, stake, unstake, withdraw unstaked deposits, harvest,
 * refresh farm / user state, and klend's set_stake_delegated. Administration instructions are
 * recognised but refused as not emulated.
 */
export const farmsHandler: ProgramHandler = {
  name: 'farms',
  programIds: [toPublicKey(FARMS_PROGRAM_ID)],
  execute(context) {
    if (context.data.length < 8) throw anchorFailure(INSTRUCTION_MISSING);
    const { discriminator, args } = splitInstruction(context.data);
    const name = BY_DISCRIMINATOR.get(discriminator);
    if (name === undefined) throw anchorFailure(ANCHOR_ERRORS.InstructionFallbackNotFound);
    context.log(`Instruction: ${instructionLogName(name)}`);
    if (!isEmulated(name)) {
      throw notEmulated(name, anchorFailure(ANCHOR_ERRORS.InstructionFallbackNotFound));
    }
    const [run, units] = EMULATED[name];
    context.consume(units);
    run(context, new ArgsReader(args));
  },
};
