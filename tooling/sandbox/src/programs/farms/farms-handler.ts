import { FARMS_PROGRAM_ID, hexToBytes, toPublicKey } from '@keel/chain-readers';
import { ANCHOR_ERRORS } from '../../chain/execution/program-error';
import { defineEmulatedProgram, type EmulatedInstruction } from '../emulated-program';
import { anchorFailure, INSTRUCTION_MISSING, notEmulated } from './anchor-errors';
import { FARMS_INSTRUCTIONS, instructionLogName } from './farms-instructions';
import { FARMS_USER_INSTRUCTIONS, type FarmsUserInstruction } from './farms-user-instructions';
import { harvestReward } from './instructions/harvest-reward';
import { initializeUser } from './instructions/initialize-user';
import { refreshFarm } from './instructions/refresh-farm';
import { refreshUserState } from './instructions/refresh-user-state';
import { setStakeDelegated } from './instructions/set-stake-delegated';
import { stake } from './instructions/stake';
import { unstake } from './instructions/unstake';
import { withdrawUnstakedDeposits } from './instructions/withdraw-unstaked-deposits';

/** Implementations, with the compute units the program typically uses. */
const EMULATED: Record<FarmsUserInstruction, Omit<EmulatedInstruction, 'discriminator'>> = {
  initializeUser: { run: initializeUser, units: 30_000 },
  refreshFarm: { run: refreshFarm, units: 20_000 },
  stake: { run: stake, units: 45_000 },
  setStakeDelegated: { run: setStakeDelegated, units: 30_000 },
  harvestReward: { run: harvestReward, units: 60_000 },
  unstake: { run: unstake, units: 35_000 },
  refreshUserState: { run: refreshUserState, units: 30_000 },
  withdrawUnstakedDeposits: { run: withdrawUnstakedDeposits, units: 35_000 },
};

const INSTRUCTIONS = Object.fromEntries(
  (Object.keys(EMULATED) as FarmsUserInstruction[]).map((name) => [
    instructionLogName(name),
    { ...EMULATED[name], discriminator: hexToBytes(FARMS_USER_INSTRUCTIONS[name].discriminator) },
  ]),
);

const NAME_BY_DISCRIMINATOR = new Map(
  FARMS_INSTRUCTIONS.map((spec) => [spec.discriminator, spec.name]),
);

/**
 * Kamino Farms (kfarms 0.16.0, the program the published IDL describes), emulated for the
 * user-side instructions: initialize user, stake, unstake, withdraw unstaked deposits, harvest,
 * refresh farm / user state, and klend's set_stake_delegated. Administration instructions are
 * recognised but refused as not emulated.
 */
export const farmsHandler = defineEmulatedProgram({
  name: 'farms',
  programId: toPublicKey(FARMS_PROGRAM_ID),
  instructions: INSTRUCTIONS,
  errors: {
    instructionMissing: INSTRUCTION_MISSING,
    unknownInstruction(context, discriminator) {
      const fallback = anchorFailure(ANCHOR_ERRORS.InstructionFallbackNotFound);
      const name = NAME_BY_DISCRIMINATOR.get(discriminator);
      if (name === undefined) return fallback;
      context.log(`Instruction: ${instructionLogName(name)}`);
      return notEmulated(name, fallback);
    },
  },
});
