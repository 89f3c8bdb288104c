import { toPublicKey } from '@keel/chain-readers';
import { VSR_INSTRUCTION_DISCRIMINATORS as D, VSR_PROGRAM_ID } from '@keel/governance-registry';
import { defineEmulatedProgram } from '../emulated-program';
import { createDepositEntry } from './instructions/create-deposit-entry';
import { createVoter } from './instructions/create-voter';
import { deposit } from './instructions/deposit';
import { resetLockup } from './instructions/reset-lockup';
import { updateVoterWeightRecord } from './instructions/update-voter-weight-record';
import { withdraw } from './instructions/withdraw';

const VSR_UNITS = 12_000;

/**
 * The voter-stake-registry (0.2.4), emulated: the instructions the stake and governance screens
 * draft, with the program's account constraints, rules and error codes. Other instructions of the
 * program (registrar administration, grants, clawback, internal transfers) are not emulated and
 * fail as an unknown instruction would.
 */
export const vsrHandler = defineEmulatedProgram({
  name: 'voter-stake-registry',
  programId: toPublicKey(VSR_PROGRAM_ID),
  instructions: {
    CreateVoter: { discriminator: D.createVoter, run: createVoter, units: VSR_UNITS },
    CreateDepositEntry: {
      discriminator: D.createDepositEntry,
      run: createDepositEntry,
      units: VSR_UNITS,
    },
    Deposit: { discriminator: D.deposit, run: deposit, units: VSR_UNITS },
    Withdraw: { discriminator: D.withdraw, run: withdraw, units: VSR_UNITS },
    ResetLockup: { discriminator: D.resetLockup, run: resetLockup, units: VSR_UNITS },
    UpdateVoterWeightRecord: {
      discriminator: D.updateVoterWeightRecord,
      run: updateVoterWeightRecord,
      units: VSR_UNITS,
    },
  },
});
