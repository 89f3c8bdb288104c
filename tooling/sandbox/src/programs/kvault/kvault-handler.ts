import { toPublicKey } from '@keel/chain-readers';
import { VAULT_INSTRUCTION_DISCRIMINATORS as D, VAULT_PROGRAM_ID } from '@keel/vault-programs';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import { defineEmulatedProgram } from '../emulated-program';
import { updateReserveAllocation, updateVaultConfig } from './instructions/administration';
import { deposit } from './instructions/deposit';
import { initVault } from './instructions/init-vault';
import { invest } from './instructions/invest';
import { withdraw, withdrawFromAvailable } from './instructions/withdraw';

/**
 * The earn vault program (kvault 2.1.1), emulated: deposit, withdraw (from the available tokens,
 * then from a reserve through the lending program), withdraw from available, invest, and the
 * administration a curator runs (init vault, update reserve allocation, update vault config),
 * with the program's account checks, error codes and real token movements. Before valuing the
 * vault, deposit, withdraw, invest and update vault config refresh its reserves by a
 * refresh_reserves_batch CPI, then bring its reward stream and fees to now, as the program does.
 * Its other instructions (fee withdrawal, rewards, metadata, global config, redeem in kind…)
 * fail as an unknown instruction, and no events are emitted.
 */
export const kvaultHandler = defineEmulatedProgram({
  name: 'earn-vault',
  programId: toPublicKey(VAULT_PROGRAM_ID),
  instructions: {
    InitVault: { discriminator: D.initVault, run: initVault, units: 60_000 },
    UpdateReserveAllocation: {
      discriminator: D.updateReserveAllocation,
      run: updateReserveAllocation,
      units: 40_000,
    },
    Deposit: { discriminator: D.deposit, run: deposit, units: 45_000 },
    Withdraw: { discriminator: D.withdraw, run: withdraw, units: 70_000 },
    WithdrawFromAvailable: {
      discriminator: D.withdrawFromAvailable,
      run: withdrawFromAvailable,
      units: 40_000,
    },
    Invest: { discriminator: D.invest, run: invest, units: 70_000 },
    UpdateVaultConfig: {
      discriminator: D.updateVaultConfig,
      run: updateVaultConfig,
      units: 20_000,
    },
  },
  errors: {
    unknownInstruction(context) {
      context.log('earn vault instruction not emulated by the sandbox');
      return anchorError(ANCHOR_ERRORS.InstructionFallbackNotFound);
    },
  },
});
