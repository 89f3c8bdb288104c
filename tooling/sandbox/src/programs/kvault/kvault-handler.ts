import { toPublicKey } from '@keel/chain-readers';
import { VAULT_INSTRUCTION_DISCRIMINATORS, VAULT_PROGRAM_ID } from '@keel/vault-programs';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import type { ProgramHandler } from '../../chain/program-handler';
import { ArgsReader, splitInstruction } from '../anchor/anchor-accounts';
import { updateReserveAllocation, updateVaultConfig } from './instructions/administration';
import { deposit } from './instructions/deposit';
import { initVault } from './instructions/init-vault';
import { invest } from './instructions/invest';
import { withdraw, withdrawFromAvailable } from './instructions/withdraw';

type Instruction = (context: InstructionContext, args: ArgsReader) => void;

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const D = VAULT_INSTRUCTION_DISCRIMINATORS;

/** Instruction name (as Anchor logs it), implementation and typical compute units. */
const INSTRUCTIONS = new Map<string, readonly [string, Instruction, number]>([
  [hex(D.initVault), ['InitVault', initVault, 60_000]],
  [hex(D.updateReserveAllocation), ['UpdateReserveAllocation', updateReserveAllocation, 40_000]],
  [hex(D.deposit), ['Deposit', deposit, 45_000]],
  [hex(D.withdraw), ['Withdraw', withdraw, 70_000]],
  [hex(D.withdrawFromAvailable), ['WithdrawFromAvailable', withdrawFromAvailable, 40_000]],
  [hex(D.invest), ['Invest', invest, 70_000]],
  [hex(D.updateVaultConfig), ['UpdateVaultConfig', updateVaultConfig, 20_000]],
]);

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
export const kvaultHandler: ProgramHandler = {
  name: 'earn-vault',
  programIds: [toPublicKey(VAULT_PROGRAM_ID)],
  execute(context) {
    const { discriminator, args } = splitInstruction(context.data);
    const found = INSTRUCTIONS.get(discriminator);
    if (found === undefined) {
      context.log('earn vault instruction not emulated by the sandbox');
      throw anchorError(ANCHOR_ERRORS.InstructionFallbackNotFound);
    }
    const [name, run, units] = found;
    context.log(`Instruction: ${name}`);
    context.consume(units);
    run(context, new ArgsReader(args));
  },
};
